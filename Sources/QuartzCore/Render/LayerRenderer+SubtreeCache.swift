internal import CCairo
import Foundation

/// Subtree images: a subtree of many layers that moves without changing (a screen sliding in
/// during a transition) is drawn once into an image in its own coordinates, and then each
/// frame composites that one image. The image is made only after the subtree stayed the same
/// for a frame, is dropped as soon as anything in it changes (its `subtreeRevision`), and is
/// opaque (so compositing is a plain copy) when the root's opaque background covers it all.
extension LayerRenderer {
    /// Subtrees smaller than this are drawn layer by layer.
    static let subtreeCacheMinimumLayers = 8
    /// The most memory the subtree images of one renderer may use.
    static let subtreeCacheByteLimit = 128 << 20

    /// Composites `layer`'s subtree from its image (making it first when needed), or — placed
    /// at a fractional scale — from a resampled one while its scale moves
    /// (`drawResampledSubtree`); returns false when the subtree is not worth an image or cannot
    /// use one (rotated, resting at a fractional scale).
    func drawCachedSubtree(_ layer: CALayer, world: CGAffineTransform, cr: OpaquePointer) -> Bool {
        let state = layer.renderState
        if Self.blitScale(world) == nil { return drawResampledSubtree(layer, world: world, cr: cr) }
        guard subtreeImageWillBeUsed(layer, world: world), let scale = Self.blitScale(world),
              let device = Self.imageExtent(state) else { return false }
        let key = SubtreeImageKey(revision: state.subtreeRevision, scale: scale,
                                  origin: CGPoint(x: device.minX - world.tx, y: device.minY - world.ty), size: device.size)
        let surface: CairoSurface
        if let cached = state.subtreeImage, cached.key == key {
            surface = cached.surface
        } else if shiftCandidate?.layer === layer, stripDrawnFromLayers(device),
                  let watch = occlusion.shiftWatch, watch.seen, !watch.obstructed {
            // It moved and may be shifted from the next frame on: drawn layer by layer now, no
            // big image of it is needed (`LayerRenderer+Shift`).
            return false
        } else {
            surface = makeSubtreeImage(layer, world: world, device: device)
            layer.renderState.subtreeImage = (key, surface)
            remember(layer)
        }
        let opacity = Double(min(max(layer.displayed.opacity, 0), 1))
        cairo_save(cr)
        if state.occlusionStamp == frameStamp,
           let cover = occlusion.partialCover(of: device, after: state.lastDescendantOrder) {
            Self.clipOut(cover, around: device, cr: cr)
        }
        cairo_identity_matrix(cr)
        if opacity >= 1, state.occlusionStamp == frameStamp, let dimming = occlusion.dimmingAfter[ObjectIdentifier(layer)],
           foldDimming(dimming, image: surface, runs: rowRuns(of: layer, image: surface), device: device, cr: cr) {
            // Copied with the dimming drawn next folded in (`LayerRenderer+Dimming`).
        } else {
            cairo_set_source_surface(cr, surface.handle, Double(device.minX), Double(device.minY))
            if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
        }
        cairo_restore(cr)
        lastFrameLayersDrawn += 1
        return true
    }

    /// A subtree whose scale animates — a presenter receding behind a sheet, a view a transition
    /// zooms — is drawn from an image of what its root holds, at the next whole scale up (the
    /// next power of two up below 1: a zoom from afar remakes it a few times on the way),
    /// resampled (bilinear) to the scale and place of each frame, rather than layer by layer at
    /// a new fractional scale every frame. The image holds the root's background square; the
    /// root's rounded corners clip it as it is composited, so corners that round as it shrinks
    /// (the receding presenter's) need no new image. Only while the scale moves: an animation
    /// of the root's `transform` runs — the frame that removes it draws the subtree layer by
    /// layer again, sharp — or the scale changed this frame without one (a drag, a pinch) — the
    /// frame after asks for the next, which draws it sharp once it has stopped. A subtree
    /// resting at a fractional scale is drawn layer by layer.
    ///
    /// Returns false when it does not apply: no such animation, a rotation or an uneven scale,
    /// too few layers, sublayers that changed since the last frame or read their backdrop, or a
    /// root whose own appearance is more than a background that clips what it holds (a border,
    /// a shadow, contents, a mask, corners that round without clipping, sublayers placed in 3D).
    private func drawResampledSubtree(_ layer: CALayer, world: CGAffineTransform, cr: OpaquePointer) -> Bool {
        let state = layer.renderState, p = layer.displayed
        guard cacheRoot == nil, !state.containsBackdrop, state.subtreeCount >= Self.subtreeCacheMinimumLayers, state.childrenStableFrames >= 1,
              world.b == 0, world.c == 0, world.a == world.d, world.a > 0, world.a.isFinite, world.tx.isFinite, world.ty.isFinite,
              layer.animatesTransform || state.scaleChangedStamp == frameStamp, layer.mask == nil, p.borderWidth == 0, p.shadowOpacity == 0, p.backdrop == nil,
              layer.contents == nil, !p.drawsContent, layer.masksToBounds || p.cornerRadius == 0, !(layer is CAReplicatorLayer),
              !layer.sublayerStorage.contains(where: { placement3D($0, $0.displayed, in: layer, p) != nil }),
              let extent = state.subtreeRect, !extent.isNull, !extent.isEmpty else { return false }
        // The image's scale: the next whole one up (below 1, the next power of two up), so that
        // it is only ever shrunk, and by at most half (bilinear filtering skips pixels beyond).
        let reference = world.a > 1 ? (world.a - 1e-6).rounded(.up) : CGFloat(exp2((log2(Double(world.a)) - 1e-9).rounded(.up)))
        // The subtree's area in the layer's own space, then in the image's pixels.
        let local = extent.applying(world.inverted())
        let origin = CGPoint(x: (local.minX * reference).rounded(.down), y: (local.minY * reference).rounded(.down))
        let size = CGSize(width: (local.maxX * reference).rounded(.up) - origin.x, height: (local.maxY * reference).rounded(.up) - origin.y)
        guard size.width >= 1, size.height >= 1, size.width * size.height <= 16_000_000,
              size.width <= CGFloat(CairoSurface.maximumSide), size.height <= CGFloat(CairoSurface.maximumSide) else { return false }
        let key = ResampledImageKey(childrenRevision: state.childrenRevision, scale: reference, origin: origin, size: size,
                                    bounds: p.bounds, background: p.backgroundColor, clips: layer.masksToBounds)
        let surface: CairoSurface
        if let kept = state.resampledImage, kept.key == key {
            surface = kept.surface
        } else {
            surface = makeResampledImage(layer, key: key)
            layer.renderState.resampledImage = (key, surface)
        }
        let opacity = Double(min(max(p.opacity, 0), 1))
        let shown = world.a / reference
        cairo_save(cr)
        if state.occlusionStamp == frameStamp,
           let cover = occlusion.partialCover(of: extent, after: state.lastDescendantOrder) {
            Self.clipOut(cover, around: extent, cr: cr)
        }
        if p.cornerRadius > 0 {
            setMatrix(cr, world)
            roundedBoundsPath(layer, cr: cr)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        cairo_translate(cr, Double(world.tx + origin.x * shown), Double(world.ty + origin.y * shown))
        cairo_scale(cr, Double(shown), Double(shown))
        cairo_set_source_surface(cr, surface.handle, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
        if opacity < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, opacity)
        } else {
            cairo_fill(cr)
        }
        cairo_restore(cr)
        // Moved without an animation (whose end would ask for it): the next frame draws it
        // again, sharp if it has stopped.
        if !layer.animatesTransform { layer.setNeedsComposite() }
        lastFrameLayersDrawn += 1
        return true
    }

    /// The image `drawResampledSubtree` composites: the root's background, square, and its
    /// sublayers clipped to its bounds, at the key's scale, its top-left pixel at the key's origin.
    private func makeResampledImage(_ layer: CALayer, key: ResampledImageKey) -> CairoSurface {
        let p = layer.displayed
        let surface = CairoSurface(width: Int(key.size.width), height: Int(key.size.height))
        let cr = surface.makeContext()
        let world = CGAffineTransform(a: key.scale, b: 0, c: 0, d: key.scale, tx: -key.origin.x, ty: -key.origin.y)
        setMatrix(cr, world)
        if let color = p.backgroundColor, color.alpha > 0 {
            let c = color.clamped
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_rectangle(cr, Double(p.bounds.minX), Double(p.bounds.minY), Double(p.bounds.width), Double(p.bounds.height))
            cairo_fill(cr)
        }
        if layer.masksToBounds {
            cairo_rectangle(cr, Double(p.bounds.minX), Double(p.bounds.minY), Double(p.bounds.width), Double(p.bounds.height))
            cairo_clip(cr)
        }
        for sub in layer.sublayersInDrawingOrder {
            draw(sub, world: Self.snapped(sub.displayed.transformToSuperlayer(parent: p).concatenating(world)), cr: cr, cull: nil)
        }
        cairo_destroy(cr)
        surface.flush()
        return surface
    }

    /// `layer`'s subtree image `image` encoded as runs of one colour, made on first use and kept
    /// with it (`LayerRenderState.subtreeImageRuns`, dropped when the image changes; nil when
    /// its pixels cannot be read or the encoding does not pay).
    func rowRuns(of layer: CALayer, image: CairoSurface) -> RowRuns? {
        if let runs = layer.renderState.subtreeImageRuns { return runs.pays ? runs : nil }
        image.flush()
        guard let data = image.data else { return nil }
        let runs = RowRuns(of: UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self), stride: image.stride / 4,
                           width: image.width, height: image.height)
        layer.renderState.subtreeImageRuns = runs
        return runs.pays ? runs : nil
    }

    /// Whether `layer`'s subtree is drawn from an image this frame.
    func subtreeImageWillBeUsed(_ layer: CALayer, world: CGAffineTransform) -> Bool {
        let state = layer.renderState
        // A subtree with a backdrop layer is drawn over what lies behind it each time, never from an image.
        return cacheRoot == nil && !state.containsBackdrop && state.subtreeCount >= Self.subtreeCacheMinimumLayers && state.stableFrames >= 1
            && Self.blitScale(world) != nil && Self.imageExtent(state) != nil
    }

    /// The whole-pixel area a subtree image covers (nil when it would be empty or too big).
    static func imageExtent(_ state: LayerRenderState) -> CGRect? {
        guard let extent = state.subtreeRect, !extent.isNull else { return nil }
        let device = CGRect(x: extent.minX.rounded(.down), y: extent.minY.rounded(.down),
                            width: extent.maxX.rounded(.up) - extent.minX.rounded(.down),
                            height: extent.maxY.rounded(.up) - extent.minY.rounded(.down))
        guard device.width >= 1, device.height >= 1, device.width * device.height <= 16_000_000,
              device.width <= CGFloat(CairoSurface.maximumSide), device.height <= CGFloat(CairoSurface.maximumSide) else { return nil }
        return device
    }

    private func makeSubtreeImage(_ layer: CALayer, world: CGAffineTransform, device: CGRect) -> CairoSurface {
        let p = layer.displayed
        // Opaque when the root's own opaque, square-cornered background is all there is at the edges.
        let own = p.bounds.applying(world)
        let opaque = (p.backgroundColor?.alpha ?? 0) >= 1 && p.cornerRadius == 0 && p.shadowOpacity == 0 && layer.mask == nil
            && own.minX <= device.minX && own.minY <= device.minY && own.maxX >= device.maxX && own.maxY >= device.maxY
        // An opaque image is painted whole by the root's background: no need to clear it first.
        let surface = opaque ? CairoSurface.uninitializedOpaque(width: Int(device.width), height: Int(device.height))
                             : CairoSurface(width: Int(device.width), height: Int(device.height))
        let cr = surface.makeContext()
        var local = world
        local.tx -= device.minX
        local.ty -= device.minY
        cacheRoot = layer
        draw(layer, world: local, cr: cr, cull: nil)
        cacheRoot = nil
        cairo_destroy(cr)
        surface.flush()
        return surface
    }

    /// Keeps the subtree images within the memory limit (the oldest go first).
    private func remember(_ layer: CALayer) {
        cachedSubtrees.removeAll { $0.layer == nil || $0.layer === layer || $0.layer?.renderState.subtreeImage == nil }
        cachedSubtrees.append(WeakLayer(layer: layer))
        var bytes = 0
        for entry in cachedSubtrees.reversed() {
            guard let l = entry.layer, let image = l.renderState.subtreeImage else { continue }
            bytes += image.surface.stride * image.surface.height
            if bytes > Self.subtreeCacheByteLimit && l !== layer { l.renderState.subtreeImage = nil }
        }
    }
}

/// What a subtree image was made from: the subtree's revision, the scale, and where the image
/// lies relative to the layer's origin on the device.
package struct SubtreeImageKey: Equatable {
    var revision: Int
    var scale: CGFloat
    var origin: CGPoint
    var size: CGSize
}

/// What a resampled image (`drawResampledSubtree`) was made from: the sublayers' revision, the
/// scale, where its top-left pixel lies in the layer's own space at that scale, and the root's
/// bounds, background and clipping.
package struct ResampledImageKey: Equatable {
    var childrenRevision: Int
    var scale: CGFloat
    var origin: CGPoint
    var size: CGSize
    var bounds: CGRect
    var background: CGColor?
    var clips: Bool
}

/// A weak reference to a layer.
@MainActor
struct WeakLayer {
    weak var layer: CALayer?
}
