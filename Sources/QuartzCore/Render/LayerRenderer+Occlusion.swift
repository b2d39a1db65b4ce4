internal import CCairo
import Foundation

/// Occlusion culling: layers hidden behind opaque layers drawn after them are not drawn.
///
/// Before drawing, one pass numbers the layers in drawing order and collects the largest opaque
/// rectangles (opaque background, full opacity down the tree, whole-pixel placement; rounded
/// corners shrink the rectangle). A layer whose own drawing — or whose whole subtree — lies
/// inside an opaque rectangle drawn later is skipped. During a slide transition this skips
/// most of the screen underneath.
struct OcclusionMap {
    struct Occluder {
        let rect: CGRect
        let order: Int
    }
    /// The largest occluders (few: checking is per layer).
    private(set) var occluders: [Occluder] = []
    static let capacity = 8
    /// Occluders smaller than this (device pixels²) are not worth checking against.
    static let minimumArea: CGFloat = 4096

    /// The areas backdrop layers read (device pixels), in drawing order so far.
    private(set) var backdropReaches: [CGRect] = []

    /// Dimming layers to fold into the copy of the opaque subtree image drawn right before
    /// them, by that image's layer (`LayerRenderer+Dimming`).
    var dimmingAfter: [ObjectIdentifier: LayerRenderer.Dimming] = [:]
    /// Where each dimming layer was folded this frame, by dimming layer.
    var foldedDimming: [ObjectIdentifier: [PixelRect]] = [:]
    /// The opaque subtree image drawn last, while nothing has been drawn after it.
    var lastOpaqueImage: ObjectIdentifier?
    /// How many layers around the one being numbered draw their sublayers into a group of
    /// their own (or several times): no fold inside them.
    var foldsBlocked = 0
    /// Whether the subtree that moved this frame may be shifted (`LayerRenderer+Shift`).
    var shiftWatch: LayerRenderer.ShiftWatch?

    mutating func add(_ rect: CGRect, order: Int) {
        guard rect.width * rect.height >= Self.minimumArea else { return }
        // Whatever lies behind a backdrop layer must be drawn, even under something opaque in
        // front of it: the blur reads it. (Occluders are added in drawing order, so one added
        // after a backdrop was noted lies in front of it.)
        guard !backdropReaches.contains(where: { $0.intersects(rect) }) else { return }
        occluders.append(Occluder(rect: rect, order: order))
        if occluders.count > Self.capacity {
            occluders.sort { $0.rect.width * $0.rect.height > $1.rect.width * $1.rect.height }
            occluders.removeLast()
        }
    }

    /// Notes the area a backdrop layer reads: occluders drawn after it there are not used.
    mutating func addBackdrop(_ reach: CGRect) { backdropReaches.append(reach) }

    /// The largest occluder drawn after `order` that covers part of `rect` (a worthwhile part).
    func partialCover(of rect: CGRect?, after order: Int) -> CGRect? {
        guard let rect, !occluders.isEmpty else { return nil }
        var best: CGRect?
        var bestArea: CGFloat = Self.minimumArea * 16
        for o in occluders where o.order > order {
            let i = o.rect.intersection(rect)
            guard !i.isNull else { continue }
            let area = i.width * i.height
            if area > bestArea { best = i; bestArea = area }
        }
        return best
    }

    /// Whether `rect` is hidden by something drawn after `order`.
    func hides(_ rect: CGRect?, after order: Int) -> Bool {
        guard let rect, !occluders.isEmpty else { return false }
        return occluders.contains { $0.order > order && $0.rect.contains(rect) }
    }
}

extension LayerRenderer {
    /// Clips out `cover` (device pixels) from what is drawn next: the part of a big layer that
    /// something opaque drawn later hides anyway. Call inside `cairo_save`/`cairo_restore`.
    static func clipOut(_ cover: CGRect, around rect: CGRect, cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let outer = rect.insetBy(dx: -2, dy: -2).integral
        cairo_rectangle(cr, Double(outer.minX), Double(outer.minY), Double(outer.width), Double(outer.height))
        cairo_rectangle(cr, Double(cover.minX), Double(cover.minY), Double(cover.width), Double(cover.height))
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_restore(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Numbers the layers in drawing order and collects the opaque rectangles.
    func collectOccluders(_ layer: CALayer, world: CGAffineTransform, clip: CGRect?, opaquePath: Bool,
                          order: inout Int, map: inout OcclusionMap) {
        let p = layer.displayed
        // A layer under a transition is one piece that hides nothing (`LayerRenderer+Transition`).
        if p.transition != nil {
            map.lastOpaqueImage = nil
            watchDrawnLater(layer.renderState.subtreeRect, map: &map)
            numberAsOnePiece(layer, order: &order)
            return
        }
        guard !layer.isHidden else {
            layer.renderState.drawOrder = order
            layer.renderState.lastDescendantOrder = order
            return
        }
        layer.renderState.drawOrder = order
        layer.renderState.occlusionStamp = frameStamp
        order += 1
        if p.backdrop?.readsBackdrop == true, let reach = layer.renderState.screenRect { map.addBackdrop(reach) }
        // Whatever draws comes between an image and a dimming drawn after it; a dimming right
        // after an opaque image is folded into its copy (`LayerRenderer+Dimming`).
        if p.opacity > 0, layer.drawsOwnAppearance, layer.renderState.screenRect != nil {
            if foldsDimming, map.foldsBlocked == 0, opaquePath, let image = map.lastOpaqueImage,
               let dimming = uniformDimming(layer, p, world: world, clip: clip) {
                map.dimmingAfter[image] = dimming
            }
            map.lastOpaqueImage = nil
        }
        let imageRoot = subtreeImageWillBeUsed(layer, world: world)
        if map.shiftWatch != nil {
            watchShift(layer, p, world: world, clip: clip, opaquePath: opaquePath, imageRoot: imageRoot, map: &map)
        }
        // A masked layer shows only part of what it draws: it hides nothing.
        let opaque = opaquePath && p.opacity >= 1 && layer.mask == nil && layer.drawsOwnAppearance
        if opaque, let scale = Self.blitScale(world), let color = p.backgroundColor, color.alpha >= 1,
           p.bounds.width > 0, p.bounds.height > 0 {
            let inset = p.cornerRadius * scale
            var rect = p.bounds.applying(world).insetBy(dx: inset, dy: inset)
            if let clip { rect = rect.intersection(clip) }
            // Only whole pixels are fully covered (antialiased edges are not).
            rect = CGRect(x: rect.minX.rounded(.up), y: rect.minY.rounded(.up),
                          width: max(0, rect.maxX.rounded(.down) - rect.minX.rounded(.up)),
                          height: max(0, rect.maxY.rounded(.down) - rect.minY.rounded(.up)))
            if !rect.isNull, rect.width > 0 { map.add(rect, order: layer.renderState.drawOrder) }
        }
        // A subtree drawn from its image is one piece: its sublayers need no numbers.
        if imageRoot {
            // Drawn by a plain copy when its root's opaque background fills it.
            if opaque, map.foldsBlocked == 0, (p.backgroundColor?.alpha ?? 0) >= 1 { map.lastOpaqueImage = ObjectIdentifier(layer) }
            order += layer.renderState.subtreeCount - 1
            layer.renderState.lastDescendantOrder = order - 1
            return
        }
        flushShift(layer)
        let grouped = layer.mask != nil || p.backdrop?.vibrancyColor != nil
            || (layer as? CAReplicatorLayer).map { $0.instanceCount != 1 } == true
        if grouped { map.foldsBlocked += 1; map.lastOpaqueImage = nil }
        var childClip = clip
        if layer.masksToBounds {
            // Rounded corners clip too: only the rectangle inside them is sure to show.
            let inset = p.cornerRadius * sqrt(abs(world.a * world.d - world.b * world.c))
            let own = p.bounds.applying(world).insetBy(dx: inset, dy: inset)
            childClip = childClip.map { $0.intersection(own) } ?? own
        }
        for sub in layer.sublayersInDrawingOrder {
            // A subtree placed in 3D is one piece; an opaque one hides what lies under the
            // inside of its projected quad (`LayerRenderer+Projection`).
            let sp = sub.displayed
            if let placement = placement3D(sub, sp, in: layer, p) {
                map.lastOpaqueImage = nil
                watchDrawnLater(sub.renderState.subtreeRect, map: &map)
                numberAsOnePiece(sub, order: &order)
                if opaque, case .projected(let m) = placement,
                   let cover = projectedOccluder(sub, m, world: world, clip: childClip) {
                    map.add(cover, order: sub.renderState.drawOrder)
                }
                continue
            }
            let subWorld = Self.snapped(sp.transformToSuperlayer(parent: p).concatenating(world))
            collectOccluders(sub, world: subWorld, clip: childClip, opaquePath: opaque, order: &order, map: &map)
        }
        if grouped { map.foldsBlocked -= 1; map.lastOpaqueImage = nil }
        // A border drawn above the sublayers comes between them and what follows.
        if p.borderWidth > 0, !layer.sublayerStorage.isEmpty {
            map.lastOpaqueImage = nil
            watchDrawnLater(layer.renderState.screenRect, map: &map)
        }
        layer.renderState.lastDescendantOrder = order - 1
    }
}
