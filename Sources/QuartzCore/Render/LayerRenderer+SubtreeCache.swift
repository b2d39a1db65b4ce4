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

    /// Composites `layer`'s subtree from its image (making it first when needed); returns false
    /// when the subtree is not worth an image or cannot use one (rotated, scaled by a fraction).
    func drawCachedSubtree(_ layer: CALayer, world: CGAffineTransform, cr: OpaquePointer) -> Bool {
        let state = layer.renderState
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

/// A weak reference to a layer.
@MainActor
struct WeakLayer {
    weak var layer: CALayer?
}
