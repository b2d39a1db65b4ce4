internal import CCairo
import Foundation

/// Draws a layer tree into an image surface, redrawing only what changed.
///
/// A frame has two passes. The *update* pass walks only the parts of the tree that have work
/// (guided by `descendantNeedsWork`) and records damage: the old and new screen areas of every
/// layer whose drawing or placement changed. It lays nothing out and draws no content: the
/// frame's layout and display phases ran before (`FrameScheduler+Phases.swift`). The *draw* pass clips to the damage and composites the tree, skipping
/// subtrees outside it. An unchanged tree draws nothing.
@MainActor
package final class LayerRenderer {
    package init() {}

    /// Statistics of the last frame, for tests and benchmarks.
    package internal(set) var lastFrameLayersDrawn = 0
    /// Whether a dimming layer drawn right after an opaque subtree image is folded into the
    /// copy of that image (`LayerRenderer+Dimming`); off only to compare with the two passes.
    package var foldsDimming = true
    /// Whether a subtree that only moved by whole pixels has its pixels moved within the frame
    /// instead of drawn again (`LayerRenderer+Shift`); off only to compare with full redraws.
    package var shiftsMovedLayers = true
    /// The pixels the last frame moved within the surface (to be moved within the window too).
    package internal(set) var lastFrameMoves: [PixelMove] = []
    /// This frame's subtree that moved rigidly by whole pixels (`LayerRenderer+Shift`).
    var shiftCandidate: ShiftCandidate?
    /// Its move, when made row by row during the frame's drawing (`DeferredMove`; one object,
    /// its buffers reused from frame to frame).
    var deferredMove: DeferredMove?
    /// The rows the last frame moved beside the copies writing the same rows, for tests and benchmarks.
    package internal(set) var lastFrameRowsMovedBesideCopies = 0
    /// Subtree images at least this big (a window-sized screen from 2560×1440 up) are not kept
    /// for a subtree being shifted: its strip is drawn layer by layer (`LayerRenderer+Shift`).
    /// Smaller ones are kept, as copying the strip from the image costs fewer instructions than
    /// drawing its layers. Settable so that tests can take either path at any size.
    package var shiftedImageMinimumBytes = 8 << 20
    /// The pixels the last frame darkened by folding a dimming into a copy, for tests and benchmarks.
    package internal(set) var lastFrameFoldedPixels = 0

    private var needsFullRedraw = true
    /// Numbers frames, so a layer knows whether this frame's occlusion pass numbered it.
    var frameStamp = 0
    /// The layer whose subtree image is being made (drawn at full opacity: opacity applies at the blit).
    var cacheRoot: CALayer?
    /// The masked layer being drawn into a group now, before its mask is applied.
    var maskedLayer: CALayer?
    /// Subtrees with a cached image, for the memory limit.
    var cachedSubtrees: [WeakLayer] = []
    /// The opaque rectangles of the frame being drawn (empty outside a frame and in `drawImmediately`).
    var occlusion = OcclusionMap()
    /// Layers that read their backdrop, as the update passes found them (see `LayerRenderer+Backdrop`).
    var backdropLayers: [WeakLayer] = []
    /// How many times a backdrop was blurred (a cached blur reused does not count), for tests and benchmarks.
    package internal(set) var backdropBlurCount = 0
    /// How many (reduced) pixels those blurs computed, for tests and benchmarks.
    package internal(set) var backdropBlurredPixels = 0
    /// The damage of the frame being drawn (nil outside a frame, as in `drawImmediately`).
    var frameDamage: [PixelRect]?
    /// The layer placed in 3D whose subtree is being updated in its own plane (`LayerRenderer+Projection`).
    var flatRoot: CALayer?
    /// The surface being brought up to date, while it still holds the last frame (for a
    /// transition's old look, `LayerRenderer+Transition`); nil outside a frame and when its
    /// pixels are not the last frame's (a new or lost surface).
    var lastFrameSurface: CairoSurface?
    /// The flat images of layers placed in 3D, by layer (`LayerRenderer+Projection`).
    var projectedImages: [ObjectIdentifier: ProjectedImage] = [:]
    private var lastSurfaceID: ObjectIdentifier?

    /// Forces the next frame to redraw everything (after a resize or an expose of lost content).
    package func invalidateAll() { needsFullRedraw = true }

    /// Brings `surface` up to date with the tree under `root` and returns the pixel rectangles
    /// that changed (empty when nothing did). `scale` is device pixels per point.
    package func render(_ root: CALayer, into surface: CairoSurface, scale: CGFloat) -> [PixelRect] {
        let screen = PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)
        var damage = DamageRegion(limit: screen)
        if lastSurfaceID != ObjectIdentifier(surface) { needsFullRedraw = true; lastSurfaceID = ObjectIdentifier(surface) }

        for r in root.renderState.pendingDamage { damage.add(r) }
        root.renderState.pendingDamage.removeAll()
        let rootWorld = CGAffineTransform(scaleX: scale, y: scale)
        let fresh = needsFullRedraw
        shiftCandidate = nil
        lastFrameMoves = []
        lastFrameSurface = fresh ? nil : surface
        update(root, world: rootWorld, forced: needsFullRedraw, hidden: false, scale: scale, damage: &damage)
        lastFrameSurface = nil
        if needsFullRedraw { damage.addAll(); needsFullRedraw = false }
        expandDamageOverBackdrops(of: root, screen: screen, damage: &damage)
        lastFrameLayersDrawn = 0
        lastFrameFoldedPixels = 0
        lastFrameRowsMovedBesideCopies = 0
        guard !damage.isEmpty else { shiftCandidate = nil; return [] }

        var order = 0
        frameStamp &+= 1
        occlusion = OcclusionMap()
        occlusion.shiftWatch = shiftWatch()
        collectOccluders(root, world: rootWorld, clip: nil, opaquePath: true, order: &order, map: &occlusion)
        // A subtree that only moved: its pixels are moved, only the rest of the damage is drawn.
        var rects = damage.rects
        let move = shiftIfPossible(in: surface, root: root, fresh: fresh)
        if let move {
            rects = rects.flatMap { $0.subtracting(move.rect) }
            lastFrameMoves = [move]
        }
        if !rects.isEmpty {
            let cr = surface.makeContext()
            defer { cairo_destroy(cr) }
            for r in rects { cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height)) }
            cairo_clip(cr)
            let bounds = rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
            let cull = CGRect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
            // The damage starts black where nothing opaque will cover it (a screen's opaque root
            // usually covers it all, and then there is nothing to clear).
            clearUncovered(rects, cr: cr)
            frameDamage = rects
            draw(root, world: rootWorld, cr: cr, cull: cull)
            frameDamage = nil
        }
        deferredMove?.finish()
        noteWholeImage(drawn: rects, move: move, screen: screen)
        shiftCandidate = nil
        occlusion = OcclusionMap()
        cairo_surface_flush(surface.handle)
        return rects
    }

    /// Paints black the damaged pixels that no opaque layer of this frame covers.
    private func clearUncovered(_ rects: [PixelRect], cr: OpaquePointer) {
        var any = false
        for r in rects {
            let rect = CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
            guard !occlusion.hides(rect, after: -1) else { continue }
            cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
            any = true
        }
        guard any else { return }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    // MARK: Update pass

    func update(_ layer: CALayer, world parentWorld: CGAffineTransform, forced parentForced: Bool,
                        hidden parentHidden: Bool, scale: CGFloat, damage: inout DamageRegion) {
        var state = layer.renderState
        guard parentForced || state.needsComposite || state.descendantNeedsWork else {
            // Nothing in this subtree changed this frame. (Layout and display ran before the
            // renderer, so a subtree that was drawn once and never touched again is not visited
            // again: count its unchanged frames here, or it would never get a subtree image.)
            layer.renderState.stableFrames += 1
            layer.renderState.childrenStableFrames += 1
            return
        }
        // A layer placed in 3D is updated in its own plane and damages its projected area.
        let superlayer = layer.superlayer
        let props = layer.displayed, parentProps = superlayer?.displayed
        let placement = layer === flatRoot ? nil : superlayer.flatMap { placement3D(layer, props, in: $0, parentProps!) }
        if case .projected(let m)? = placement {
            return updateProjected(layer, m, parentWorld: parentWorld, forced: parentForced, hidden: parentHidden,
                                   scale: scale, damage: &damage)
        }
        // So is a layer under a transition (`LayerRenderer+Transition`).
        if let t = props.transition, layer !== flatRoot {
            let world = superlayer == nil ? parentWorld
                : Self.snapped(props.transformToSuperlayer(parent: parentProps).concatenating(parentWorld))
            return updateTransitioning(layer, t, world: world, forced: parentForced, hidden: parentHidden, scale: scale, damage: &damage)
        }
        if state.showsTransition, layer !== flatRoot {
            endTransition(layer, damage: &damage)
            state = layer.renderState
        }
        let descendantsHadWork = state.descendantNeedsWork
        layer.renderState.descendantNeedsWork = false
        state = layer.renderState

        layer.renderState.hasBeenShown = true
        let forced = parentForced || state.needsComposite
        let hidden = parentHidden || layer.isHidden
        // (A transform layer lies in the plane it is drawn into: its sublayers carry its transform.)
        let world = superlayer == nil || layer === flatRoot || placement != nil
            ? parentWorld : Self.snapped(props.transformToSuperlayer(parent: parentProps).concatenating(parentWorld))
        if forced {
            let newRect = hidden ? nil : ownScreenRect(layer, world: world)
            damage.add(state.screenRect)
            damage.add(newRect)
            layer.renderState.screenRect = newRect
            layer.renderState.needsComposite = false
            if layer.displayed.backdrop?.readsBackdrop == true { noteBackdropLayer(layer) }
            // A change of vibrancy recolours the sublayers.
            if layer.displayed.backdrop != nil, state.contentRevision != state.seenContentRevision { damage.add(state.childrenRect) }
        }
        let rigid = forced && placement == nil && !descendantsHadWork && !layer.renderState.descendantNeedsWork
            ? Self.rigidShift(state, world: world, hidden: hidden) : nil
        if let last = state.lastWorld, last.a != world.a || last.d != world.d {
            // (The frame's drawing gets the next stamp: `drawResampledSubtree` reads it.)
            layer.renderState.scaleChangedStamp = frameStamp &+ 1
        }
        layer.renderState.lastWorld = world
        layer.renderState.lastHidden = hidden
        if let shift = rigid {
            // Nothing below changed and the whole subtree moved by a whole-pixel translation:
            // its area moves as one, and the sublayers are not visited (they get the shift later).
            if shift == .zero {
                // Composited again without moving: its opacity (or another property that
                // changes how the whole subtree blends) changed, so the sublayers' area looks
                // different even though none of them changed. (A container that draws nothing
                // itself has no area of its own to damage.)
                damage.add(state.childrenRect)
            } else if let children = state.childrenRect {
                noteShiftCandidate(layer, dx: shift.x, dy: shift.y, oldExtent: state.subtreeRect)
                let moved = children.offsetBy(dx: shift.x, dy: shift.y)
                damage.add(children)
                damage.add(moved)
                layer.renderState.childrenRect = moved
                layer.renderState.pendingShift.x += shift.x
                layer.renderState.pendingShift.y += shift.y
            }
            layer.renderState.stableFrames += 1
            layer.renderState.childrenStableFrames += 1
            layer.renderState.subtreeRect = Self.union(layer.renderState.screenRect, layer.renderState.childrenRect)
            return
        }
        flushShift(layer)
        if let mask = layer.mask { Self.settleMask(mask) }
        let clip = layer.masksToBounds && !hidden ? layer.displayed.bounds.applying(world).insetBy(dx: -1, dy: -1) : nil
        // Whether an image of this subtree in its own coordinates would change (see subtreeRevision).
        var changed = state.contentRevision != state.seenContentRevision || state.childrenChanged
        var changedBelow = state.childrenChanged
        layer.renderState.seenContentRevision = state.contentRevision
        layer.renderState.childrenChanged = false
        var count = 1
        var children: CGRect?
        var backdropBelow = layer.displayed.backdrop?.readsBackdrop == true
        for sub in layer.sublayerStorage {
            let revision = sub.renderState.subtreeRevision, moved = sub.renderState.needsComposite
            update(sub, world: world, forced: forced, hidden: hidden, scale: scale, damage: &damage)
            if moved || sub.renderState.subtreeRevision != revision { changed = true; changedBelow = true }
            count += sub.renderState.subtreeCount
            backdropBelow = backdropBelow || sub.renderState.containsBackdrop
            if let r = sub.renderState.subtreeRect {
                let clipped = clip.map { r.intersection($0) } ?? r
                if !clipped.isNull && !clipped.isEmpty { children = Self.union(children, clipped) }
            }
        }
        layer.renderState.subtreeCount = count
        layer.renderState.containsBackdrop = backdropBelow
        if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount > 1 {
            // The copies' areas are not the sublayers' own: redraw all of them when anything moved.
            children = children.map { replicator.instancesArea($0, world: world) }
            if changed || forced { damage.add(layer.renderState.childrenRect); damage.add(children) }
        }
        if changedBelow {
            layer.renderState.childrenRevision &+= 1
            layer.renderState.childrenStableFrames = 0
        } else {
            layer.renderState.childrenStableFrames += 1
        }
        if changed {
            layer.renderState.subtreeRevision &+= 1
            layer.renderState.stableFrames = 0
            layer.renderState.subtreeImage = nil
        } else {
            layer.renderState.stableFrames += 1
        }
        layer.renderState.childrenRect = children
        layer.renderState.subtreeRect = Self.union(layer.renderState.screenRect, children)
    }

    static func union(_ a: CGRect?, _ b: CGRect?) -> CGRect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }

    /// The whole-pixel translation by which a layer's subtree moved since the last frame, when
    /// nothing in it changed otherwise (so the sublayers need not be visited); nil when they must.
    static func rigidShift(_ state: LayerRenderState, world: CGAffineTransform, hidden: Bool) -> CGPoint? {
        guard !state.childrenChanged, state.contentRevision == state.seenContentRevision,
              !hidden, !state.lastHidden, let last = state.lastWorld,
              last.a == world.a, last.b == world.b, last.c == world.c, last.d == world.d else { return nil }
        let dx = world.tx - last.tx, dy = world.ty - last.ty
        guard dx == dx.rounded(), dy == dy.rounded() else { return nil }
        return CGPoint(x: dx, y: dy)
    }

    /// Gives the sublayers the translation their subtree received without them (before anything
    /// looks at their stored areas).
    func flushShift(_ layer: CALayer) {
        let shift = layer.renderState.pendingShift
        guard shift != .zero else { return }
        layer.renderState.pendingShift = .zero
        for sub in layer.sublayerStorage { Self.shift(sub, by: shift) }
    }

    private static func shift(_ layer: CALayer, by d: CGPoint) {
        var s = layer.renderState
        s.screenRect = s.screenRect?.offsetBy(dx: d.x, dy: d.y)
        s.subtreeRect = s.subtreeRect?.offsetBy(dx: d.x, dy: d.y)
        s.childrenRect = s.childrenRect?.offsetBy(dx: d.x, dy: d.y)
        if var w = s.lastWorld { w.tx += d.x; w.ty += d.y; s.lastWorld = w }
        layer.renderState = s
        for sub in layer.sublayerStorage { shift(sub, by: d) }
    }

    /// The device-pixel area the layer's own drawing covers, or nil when it draws nothing itself.
    func ownScreenRect(_ layer: CALayer, world: CGAffineTransform) -> CGRect? {
        guard layer.drawsOwnAppearance else { return nil }
        let p = layer.displayed
        var local: CGRect?
        if p.backgroundColor != nil || layer.contents != nil || p.borderWidth > 0 {
            local = p.bounds
            if let image = layer.contents as? CGImage, !layer.masksToBounds, let shown = Self.shownContents(of: layer, image, p) {
                local = p.bounds.union(layer.contentsGravity.rect(for: shown.size, in: p.bounds))
            }
        }
        if p.drawsContent, let content = LayerContentPainter.extent(of: layer, p) {
            local = local.map { $0.union(content) } ?? content
        }
        if let shadow = ShadowRenderer.shadowExtent(of: layer) { local = local.map { $0.union(shadow) } ?? shadow }
        if let backdrop = Self.backdropExtent(p) { local = local.map { $0.union(backdrop) } ?? backdrop }
        guard let r = local, !r.isEmpty else { return nil }
        let device = r.applying(world)
        // Drawn on whole pixels (a blit, edges on pixel boundaries), the layer touches exactly
        // its pixels. Otherwise antialiased edges, filtering and the rounding of blits to whole
        // pixels may reach one pixel further.
        if Self.blitScale(world) != nil, Self.isIntegral(device) { return device }
        return device.insetBy(dx: -1, dy: -1)
    }

    /// Whether every edge of `r` lies on a whole pixel.
    static func isIntegral(_ r: CGRect) -> Bool {
        r.minX == r.minX.rounded() && r.minY == r.minY.rounded() && r.maxX == r.maxX.rounded() && r.maxY == r.maxY.rounded()
    }

    /// Puts pure translations on whole device pixels, so content is blitted without filtering.
    static func snapped(_ t: CGAffineTransform) -> CGAffineTransform {
        // Translation only, or a whole-number uniform scale (the screen's) with translation.
        guard t.b == 0, t.c == 0, t.a == t.d, t.a > 0, t.a == t.a.rounded() else { return t }
        var s = t
        s.tx = t.tx.rounded()
        s.ty = t.ty.rounded()
        return s
    }

    // MARK: Draw pass

    /// Draws a layer subtree into a context right away, without damage tracking or culling.
    package static func drawImmediately(_ layer: CALayer, into ctx: CGContext) {
        let world = CGAffineTransform(translationX: -layer.displayed.bounds.minX, y: -layer.displayed.bounds.minY).concatenating(ctx.ctm)
        cairo_save(ctx.cr)
        LayerRenderer().draw(layer, world: world, cr: ctx.cr, cull: nil)
        cairo_restore(ctx.cr)
    }

    /// Composites a subtree; with a `cull` rectangle, subtrees whose last area lies outside it are skipped.
    func draw(_ layer: CALayer, world: CGAffineTransform, cr: OpaquePointer, cull: CGRect?) {
        let p = layer.displayed
        if let t = p.transition, layer !== cacheRoot { return drawTransitioning(layer, t, world: world, cr: cr, cull: cull) }
        guard !layer.isHidden, p.opacity > 0 else { return }
        let numbered = layer.renderState.occlusionStamp == frameStamp
        if let cull {
            guard let subtree = layer.renderState.subtreeRect, subtree.intersects(cull),
                  !(numbered && occlusion.hides(subtree, after: layer.renderState.lastDescendantOrder)) else { return }
        }
        // A dimming already folded into the copy below it draws only the rest.
        if cull != nil, !occlusion.foldedDimming.isEmpty, let folded = occlusion.foldedDimming.removeValue(forKey: ObjectIdentifier(layer)) {
            return drawDimmingRest(layer, folded: folded, world: world, cr: cr, cull: cull)
        }
        let ownHidden = !layer.drawsOwnAppearance
            || (cull != nil && numbered && occlusion.hides(layer.renderState.screenRect, after: layer.renderState.drawOrder))
        // The backdrop is read before any group is pushed for this layer (its opacity, its mask).
        if !ownHidden, maskedLayer !== layer, let backdrop = p.backdrop {
            prepareBackdrop(layer, backdrop, p: p, world: world, cr: cr)
        }
        if layer.mask != nil && maskedLayer !== layer { return drawMasked(layer, world: world, cr: cr, cull: cull) }
        var cull = cull
        if let outer = cull, let strip = shiftedCull(layer, cull: outer) {
            // Being shifted: only the strip it uncovers is drawn, layer by layer (`LayerRenderer+Shift`).
            guard !strip.isEmpty else { return }
            if strip != outer {
                // Clipped to the strip alone (one rectangle: cheaper for Cairo than the frame's damage).
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, strip.minX, strip.minY, strip.width, strip.height)
                cairo_clip(cr)
                draw(layer, world: world, cr: cr, cull: strip)
                cairo_restore(cr)
                return
            }
            cull = strip
        } else if cull != nil {
            if drawCachedSubtree(layer, world: world, cr: cr) { return }
            // Drawn on the screen layer by layer again: the resampled image is done with. (Not
            // on the way to another surface — a snapshot, an image — which is no frame of the
            // screen's and must not make it forget to draw the subtree sharp.)
            if layer.renderState.resampledImage != nil { layer.renderState.resampledImage = nil }
        }
        let opacity = layer === cacheRoot ? 1 : Double(min(max(p.opacity, 0), 1))
        let group = opacity < 1 && layer.allowsGroupOpacity && !layer.sublayerStorage.isEmpty
        if group { cairo_push_group(cr) }
        let alpha = group ? 1 : opacity
        setMatrix(cr, world)
        lastFrameLayersDrawn += 1

        let hasSublayers = !layer.sublayerStorage.isEmpty
        // The border goes above the sublayers; when they keep clear of it, it can come with the
        // background in one image.
        let borderFirst = layer.contents == nil && !p.drawsContent && (!hasSublayers || sublayersClearOfBorder(layer, world: world))
        var borderDone = ownHidden
        if !ownHidden {
            // A big layer partly under something opaque drawn later skips that part.
            let cover = cull == nil || !numbered ? nil
                : occlusion.partialCover(of: layer.renderState.screenRect, after: layer.renderState.drawOrder)
            if let cover, let own = layer.renderState.screenRect {
                cairo_save(cr)
                Self.clipOut(cover, around: own, cr: cr)
            }
            if p.shadowOpacity > 0 { ShadowRenderer.draw(layer, cr: cr, world: world, alpha: alpha) }
            if let backdrop = p.backdrop { drawBackdrop(layer, backdrop, p: p, cr: cr, world: world, alpha: alpha) }
            borderDone = drawBackgroundAndContents(layer, cr: cr, world: world, alpha: alpha, borderWithBackground: borderFirst)
            // A shape goes "between the layer's contents and its first sublayer" (Apple's CAShapeLayer).
            if p.drawsContent {
                drawOwnContent(layer, p: p, cr: cr, world: world, scale: Self.blitScale(world), alpha: alpha)
                setMatrix(cr, world)
            }
            if borderFirst && !borderDone { drawBorder(layer, cr: cr, world: world, alpha: alpha); borderDone = true }
            if cover != nil {
                cairo_restore(cr)
                setMatrix(cr, world)
            }
        }

        if hasSublayers {
            flushShift(layer)
            cairo_save(cr)
            if layer.masksToBounds { roundedBoundsPath(layer, cr: cr); cairo_clip(cr) }
            // Vibrancy: the sublayers show as one colour through their own alpha.
            let vibrancy = p.backdrop?.vibrancyColor.flatMap { $0.alpha > 0 ? $0.clamped : nil }
            if vibrancy != nil { cairo_push_group(cr) }
            if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount != 1 {
                drawInstances(replicator, world: world, cr: cr, cull: cull, opacity: opacity, group: group)
            } else {
                drawSublayers(layer, world: world, cr: cr, cull: cull, opacity: opacity, group: group)
            }
            if let v = vibrancy {
                cairo_identity_matrix(cr)
                let content = cairo_pop_group(cr)!
                cairo_set_source_rgba(cr, v.r, v.g, v.b, v.a * alpha)
                cairo_mask(cr, content)
                cairo_pattern_destroy(content)
            }
            cairo_restore(cr)
            setMatrix(cr, world)
            if !borderDone { drawBorder(layer, cr: cr, world: world, alpha: alpha) }
        }
        if group {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// Draws the sublayers over what the layer drew itself.
    func drawSublayers(_ layer: CALayer, world: CGAffineTransform, cr: OpaquePointer, cull: CGRect?,
                       opacity: Double, group: Bool) {
        let parent = layer.displayed
        for sub in layer.sublayersInDrawingOrder {
            // A sublayer placed in 3D is projected (`LayerRenderer+Projection`).
            let p = sub.displayed
            let placement = placement3D(sub, p, in: layer, parent)
            let subWorld = placement == nil ? Self.snapped(p.transformToSuperlayer(parent: parent).concatenating(world)) : world
            if opacity < 1 && !group {
                // Without group opacity each sublayer inherits the alpha on its own.
                cairo_push_group(cr)
                if let placement { drawPlaced(sub, placement, planeWorld: world, cr: cr, cull: cull) }
                else { draw(sub, world: subWorld, cr: cr, cull: cull) }
                cairo_pop_group_to_source(cr)
                cairo_identity_matrix(cr)
                cairo_paint_with_alpha(cr, opacity)
            } else if let placement {
                drawPlaced(sub, placement, planeWorld: world, cr: cr, cull: cull)
            } else {
                draw(sub, world: subWorld, cr: cr, cull: cull)
            }
        }
    }

    /// Whether every sublayer lies inside the layer's border (and rounded corners), so drawing
    /// the border first looks the same as drawing it last.
    private func sublayersClearOfBorder(_ layer: CALayer, world: CGAffineTransform) -> Bool {
        let p = layer.displayed
        guard p.borderWidth > 0 || p.cornerRadius > 0, let own = layer.renderState.screenRect else { return true }
        let scale = max(1, sqrt(abs(world.a * world.d - world.b * world.c)))
        let margin = (max(p.borderWidth, p.cornerRadius * LayerOutline.reach(layer.cornerCurve)) + 1) * scale + 1
        let inner = own.insetBy(dx: margin, dy: margin)
        return layer.sublayerStorage.allSatisfy { sub in
            sub.isHidden || (sub.renderState.subtreeRect.map { inner.contains($0) } ?? true)
        }
    }

    func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &m)
    }

    /// Draws the background and `contents`; returns whether the border was drawn with them.
    private func drawBackgroundAndContents(_ layer: CALayer, cr: OpaquePointer, world: CGAffineTransform, alpha: Double,
                                           borderWithBackground: Bool) -> Bool {
        let p = layer.displayed
        let scale = Self.blitScale(world)
        var borderDone = false
        let border = borderWithBackground && p.borderWidth > 0 && p.borderColor != nil
        if let scale, p.cornerRadius > 0 || border,
           drawCachedShape(layer, p: p, cr: cr, world: world, scale: scale, alpha: alpha, background: true, border: border) {
            borderDone = border
        } else if let color = p.backgroundColor, color.alpha > 0 {
            let c = color.clamped
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
            roundedBoundsPath(layer, cr: cr)
            cairo_fill(cr)
        }
        guard let image = layer.contents as? CGImage, image.width > 0, image.height > 0,
              let shown = Self.shownContents(of: layer, image, p) else { return borderDone }
        let dest = layer.contentsGravity.rect(for: shown.size, in: p.bounds)
        guard dest.width > 0, dest.height > 0 else { return borderDone }
        cairo_save(cr)
        if layer.masksToBounds { roundedBoundsPath(layer, cr: cr); cairo_clip(cr) }
        let whole = shown.pixels == CGRect(x: 0, y: 0, width: image.width, height: image.height)
            && p.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1)
        // Nearest when asked for the direction the image is scaled in (magnified: more device
        // pixels than image pixels).
        let magnified = dest.width * hypot(world.a, world.b) > shown.pixels.width
        let nearest = (magnified ? layer.magnificationFilter : layer.minificationFilter) == .nearest
        if let scale, whole {
            // On whole pixels: composite 1:1, from a copy resampled once when the size differs.
            let x = (world.tx + dest.minX * scale).rounded(), y = (world.ty + dest.minY * scale).rounded()
            let w = Int((dest.width * scale).rounded()), h = Int((dest.height * scale).rounded())
            let source = resampledContents(layer, image: image, width: w, height: h, nearest: nearest)
                ?? (w == image.width && h == image.height ? image.surface : nil)
            if let source {
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, source.handle, Double(x), Double(y))
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
                if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
                cairo_restore(cr)
                return borderDone
            }
        }
        if layer.contentsGravity == .resize, let parts = Self.nineParts(of: shown, center: p.contentsCenter, scale: layer.contentsScale, in: dest) {
            for part in parts { Self.paint(image, part.source, over: part.dest, nearest: nearest, alpha: alpha, cr: cr) }
        } else {
            Self.paint(image, shown.pixels, over: dest, nearest: nearest, alpha: alpha, cr: cr)
        }
        cairo_restore(cr)
        return borderDone
    }

    private func drawBorder(_ layer: CALayer, cr: OpaquePointer, world: CGAffineTransform, alpha: Double) {
        guard layer.displayed.borderWidth > 0, let color = layer.displayed.borderColor, color.alpha > 0 else { return }
        if let scale = Self.blitScale(world),
           drawCachedShape(layer, p: layer.displayed, cr: cr, world: world, scale: scale, alpha: alpha,
                           background: false, border: true) { return }
        let b = layer.displayed.bounds
        let w = min(layer.displayed.borderWidth, min(b.width, b.height) / 2)
        guard w > 0 else { return }
        let c = color.clamped
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
        // The border lies inside the bounds: the area between the outer and the inset rounded rectangles.
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        roundedBoundsPath(layer, cr: cr)
        LayerOutline.path(of: layer, insetBy: w).append(to: cr)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Adds the layer's (rounded) bounds to the current path.
    func roundedBoundsPath(_ layer: CALayer, cr: OpaquePointer) {
        let b = layer.displayed.bounds
        if layer.displayed.cornerRadius > 0 {
            LayerOutline.path(of: layer).append(to: cr)
        } else {
            cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
        }
    }
}
