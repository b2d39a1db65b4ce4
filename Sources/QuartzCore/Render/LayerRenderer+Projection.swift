internal import CCairo
internal import CPixman
import Foundation

/// 3D layers: a layer whose placement has perspective is drawn by rendering its flat content
/// (the layer and its subtree, flattened into its plane as Core Animation does) into an image
/// once, and projecting that image onto the screen with ``ProjectiveSampler`` (cairo's matrices
/// are affine only; pixman's projective transforms, kept for a layer partly behind the eye, take
/// its general path at every pixel and cost several times more).
///
/// - The image is remade only when something in the subtree changes (its `subtreeRevision`);
///   a card turning over recomposites one image per frame.
/// - Edges are antialiased by a feathered edge: the image has a one-pixel transparent border and
///   is sampled bilinearly, so the projected edge fades over about one pixel.
/// - Damage is the bounding box of the projected quad (of the subtree's flat extent).
/// - Points on or behind the eye (`w ≤ 0`) are clipped away in homogeneous space: the part of
///   the layer behind the eye is not drawn (the image is cleared there), nothing crashes.
/// - `isDoubleSided = false` hides a layer whose projected bounds show their back (the sign of
///   the projected quad's area).
/// - A `CATransformLayer` does not flatten: its sublayers keep their 3D placement (their
///   transforms compose with the transform layer's) and are drawn back to front by the depth
///   (`z / w`) of each sublayer's centre. This painter's order is per sublayer, not per pixel:
///   two sublayers that cross each other are drawn one over the other, not intersected.
/// - Layers whose placement is affine never reach this file: their path is unchanged.
extension LayerRenderer {
    /// How a layer is placed when it is not simply flat in its superlayer's plane.
    enum Placement3D {
        /// Drawn by projecting its flat image with this 4×4 transform into the plane it is
        /// flattened into (its superlayer's, or that of the nearest ancestor that is not a
        /// transform layer).
        case projected(CATransform3D)
        /// A transform layer: draws nothing itself; its sublayers are placed in 3D and sorted.
        case transformLayer
    }

    /// The 3D placement of `layer` in `superlayer`, or nil for the ordinary flat case. Asked of
    /// every layer drawn, with the properties on screen the caller has already read (`p` the
    /// layer's, `parent` the superlayer's), so it costs two overridden properties (only a
    /// transform layer does not draw its own appearance; the type is checked only then) and
    /// four entries of two matrices.
    func placement3D(_ layer: CALayer, _ p: LayerProperties, in superlayer: CALayer, _ parent: LayerProperties) -> Placement3D? {
        if !layer.drawsOwnAppearance && layer is CATransformLayer { return .transformLayer }
        if !superlayer.drawsOwnAppearance && superlayer is CATransformLayer && superlayer.superlayer != nil {
            return .projected(Self.transformToFlatteningPlane(layer))
        }
        guard p.transform.hasPerspective || parent.sublayerTransform.hasPerspective else { return nil }
        return .projected(p.transform3DToSuperlayer(parent: parent, anchorPointZ: layer.anchorPointZ))
    }

    /// The same, reading the properties on screen.
    func placement3D(_ layer: CALayer, in superlayer: CALayer) -> Placement3D? {
        placement3D(layer, layer.displayed, in: superlayer, superlayer.displayed)
    }

    /// The 4×4 transform from `layer` through its transform-layer ancestors into the plane of
    /// the first ancestor that flattens.
    static func transformToFlatteningPlane(_ layer: CALayer) -> CATransform3D {
        var m = layer.displayedTransform3DToSuperlayer
        var l = layer.superlayer
        while let t = l, t is CATransformLayer, t.superlayer != nil {
            m = m.concatenating(t.displayedTransform3DToSuperlayer)
            l = t.superlayer
        }
        return m
    }

    /// The device pixels per point of a layer's flat image under `world`.
    static func flatImageScale(_ world: CGAffineTransform) -> CGFloat {
        let s = abs(world.a * world.d - world.b * world.c).squareRoot()
        return s.isFinite ? min(max(s.rounded(.up), 1), 4) : 1
    }

    // MARK: Update

    /// The update pass for a projected layer: its subtree is brought up to date in its own plane
    /// (the areas found there are not the screen's, so that damage is dropped), and the screen
    /// damage is the projected bounding box, before and after.
    func updateProjected(_ layer: CALayer, _ m: CATransform3D, parentWorld: CGAffineTransform, forced parentForced: Bool,
                         hidden parentHidden: Bool, scale: CGFloat, damage: inout DamageRegion) {
        let state = layer.renderState
        let moved = parentForced || state.needsComposite
        let hidden = parentHidden || layer.isHidden
        let revision = state.subtreeRevision
        let old = state.subtreeRect
        updateInOwnPlane(layer, scale: Self.flatImageScale(parentWorld), forced: parentForced, hidden: hidden, screenScale: scale)
        let changed = layer.renderState.subtreeRevision != revision
        if changed { projectedImages[ObjectIdentifier(layer)] = nil }
        let projection = PlaneProjection(m).concatenating(PlaneProjection(parentWorld))
        let now: CGRect? = hidden ? nil : currentFlatExtent(layer).flatMap { projection.boundingBox(of: $0) }?.insetBy(dx: -1, dy: -1)
        if moved || changed || now != old {
            damage.add(old)
            damage.add(now)
        }
        layer.renderState.screenRect = now
        layer.renderState.subtreeRect = now
        layer.renderState.childrenRect = nil
        layer.renderState.lastHidden = hidden
    }

    /// Brings `layer`'s subtree up to date in its own plane at `s` device pixels per point, as
    /// the root of a flat image (a layer placed in 3D, or under a transition): the areas found
    /// there are not the screen's, so that damage is dropped.
    func updateInOwnPlane(_ layer: CALayer, scale s: CGFloat, forced: Bool, hidden: Bool, screenScale: CGFloat) {
        var scratch = DamageRegion(limit: PixelRect(x: -(1 << 20), y: -(1 << 20), width: 1 << 21, height: 1 << 21))
        let saved = flatRoot
        flatRoot = layer
        update(layer, world: CGAffineTransform(scaleX: s, y: s), forced: forced, hidden: hidden, scale: screenScale, damage: &scratch)
        flatRoot = saved
    }

    /// ``flatExtent(_:)`` of a projected layer, kept with its flat image (``ProjectedImage``)
    /// until the subtree's revision changes: the extent depends only on what the image shows,
    /// not on the layer's own placement, so a card turning over does not walk its subtree every
    /// frame to find it again (at about 1,300 instructions a layer, a screen of 250 layers cost
    /// a third of a million instructions a frame).
    func currentFlatExtent(_ layer: CALayer) -> CGRect? {
        guard !layer.isHidden else { return nil }
        let key = ObjectIdentifier(layer), revision = layer.renderState.subtreeRevision
        if let kept = projectedImages[key], kept.layer === layer, kept.revision == revision { return kept.extent }
        if projectedImages.count > 64 { projectedImages = projectedImages.filter { $0.value.layer != nil } }
        let extent = flatExtent(layer)
        projectedImages[key] = ProjectedImage(layer: layer, revision: revision, extent: extent)
        return extent
    }

    /// The area the layer's subtree draws, flattened into its plane, in its own coordinates
    /// (nil when it draws nothing).
    func flatExtent(_ layer: CALayer) -> CGRect? {
        guard !layer.isHidden else { return nil }
        var extent = ownScreenRect(layer, world: .identity)
        var children: CGRect?
        for sub in layer.sublayerStorage where !sub.isHidden {
            switch placement3D(sub, in: layer) {
            case nil:
                if let r = flatExtent(sub) { children = Self.union(children, r.applying(sub.displayedTransformToSuperlayer)) }
            case .projected(let m)?:
                if let r = currentFlatExtent(sub) { children = Self.union(children, PlaneProjection(m).boundingBox(of: r)) }
            case .transformLayer?:
                for leaf in Self.transformLayerLeaves(sub) {
                    if let r = currentFlatExtent(leaf.layer) { children = Self.union(children, PlaneProjection(leaf.transform).boundingBox(of: r)) }
                }
            }
        }
        if layer.masksToBounds, let c = children { children = c.intersection(layer.displayed.bounds.insetBy(dx: -1, dy: -1)) }
        if let c = children, !c.isNull, !c.isEmpty { extent = Self.union(extent, c) }
        return extent
    }

    // MARK: Draw

    /// Draws a sublayer placed in 3D, over what is drawn so far in the plane of `planeWorld`.
    func drawPlaced(_ layer: CALayer, _ placement: Placement3D, planeWorld: CGAffineTransform, cr: OpaquePointer,
                    cull: CGRect?, opacity: Double = 1) {
        switch placement {
        case .projected(let m):
            drawProjected(layer, m, planeWorld: planeWorld, cr: cr, cull: cull, opacity: opacity)
        case .transformLayer:
            guard !layer.isHidden else { return }
            let alpha = opacity * Double(min(max(layer.displayed.opacity, 0), 1))
            guard alpha > 0 else { return }
            // Back to front by the depth of each sublayer's centre (the transform layer's
            // opacity applies to each sublayer on its own, as Apple documents).
            let leaves = Self.transformLayerLeaves(layer).enumerated().sorted {
                $0.element.depth != $1.element.depth ? $0.element.depth < $1.element.depth : $0.offset < $1.offset
            }
            for (_, leaf) in leaves {
                drawProjected(leaf.layer, leaf.transform, planeWorld: planeWorld, cr: cr, cull: cull, opacity: alpha * leaf.opacity)
            }
        }
    }

    /// The sublayers of a transform layer, through nested transform layers, with their 4×4
    /// transforms into the flattening plane, their depth there, and the opacity of the transform
    /// layers between.
    static func transformLayerLeaves(_ transformLayer: CALayer) -> [(layer: CALayer, transform: CATransform3D, depth: CGFloat, opacity: Double)] {
        var leaves: [(layer: CALayer, transform: CATransform3D, depth: CGFloat, opacity: Double)] = []
        func collect(_ t: CALayer, _ toPlane: CATransform3D, _ opacity: Double) {
            for sub in t.sublayerStorage where !sub.isHidden {
                let m = sub.displayedTransform3DToSuperlayer.concatenating(toPlane)
                if sub is CATransformLayer {
                    collect(sub, m, opacity * Double(min(max(sub.displayed.opacity, 0), 1)))
                } else {
                    let b = sub.displayed.bounds
                    let c = m.apply(x: b.midX, y: b.midY)
                    let depth = c.w > 0 ? c.z / c.w : -.infinity
                    leaves.append((sub, m, depth, opacity))
                }
            }
        }
        collect(transformLayer, transformLayer.displayedTransform3DToSuperlayer, 1)
        return leaves
    }

    /// Projects `layer`'s flat image with `m` (into the plane of `planeWorld`).
    func drawProjected(_ layer: CALayer, _ m: CATransform3D, planeWorld: CGAffineTransform, cr: OpaquePointer,
                       cull: CGRect?, opacity: Double) {
        let p = layer.displayed
        let alpha = opacity * Double(min(max(p.opacity, 0), 1))
        guard !layer.isHidden, alpha > 0 else { return }
        if let cull {
            guard let area = layer.renderState.subtreeRect, area.intersects(cull) else { return }
            if layer.renderState.occlusionStamp == frameStamp,
               occlusion.hides(area, after: layer.renderState.lastDescendantOrder) { return }
        }
        let projection = PlaneProjection(m).concatenating(PlaneProjection(planeWorld))
        // Seen edge-on (less than half a pixel of area) the layer covers nothing.
        let area = projection.signedArea(of: p.bounds)
        guard abs(area) >= 1 || p.bounds.isEmpty else { return }
        if !layer.isDoubleSided {
            let det = Double(planeWorld.a * planeWorld.d - planeWorld.b * planeWorld.c)
            if area * det <= 0 { return }
        }
        guard let image = flatImage(of: layer, scale: Self.flatImageScale(planeWorld)) else { return }
        // Image pixels → the layer's points → the screen.
        let toLocal = PlaneProjection(r0: SIMD3(1 / Double(image.scale), 0, 0), r1: SIMD3(0, 1 / Double(image.scale), 0),
                                      r2: SIMD3(Double(image.origin.x / image.scale), Double(image.origin.y / image.scale), 1))
        composite(image.surface, toLocal.concatenating(projection), cr: cr, alpha: alpha, runs: image.runs)
        lastFrameLayersDrawn += 1
    }

    /// The flat image of `layer`'s subtree (made when missing or stale).
    func flatImage(of layer: CALayer, scale s: CGFloat) -> ProjectedImage.Flat? {
        let key = ObjectIdentifier(layer)
        if let kept = projectedImages[key], kept.layer === layer, kept.revision == layer.renderState.subtreeRevision,
           let flat = kept.flat, flat.scale == s {
            return flat
        }
        // (Keeps the extent, at this revision, under `key`.)
        guard let extent = currentFlatExtent(layer), !extent.isEmpty else { return nil }
        // One transparent pixel all round: the bilinear filter fades the projected edges over it.
        let minX = (extent.minX * s).rounded(.down) - 1, minY = (extent.minY * s).rounded(.down) - 1
        let width = Int((extent.maxX * s).rounded(.up) - minX) + 1, height = Int((extent.maxY * s).rounded(.up) - minY) + 1
        guard width > 0, height > 0, width <= 8192, height <= 8192 else {
            warnOnceFromAnyThread("A 3D layer's flat image would be \(width)×\(height) pixels; it is not drawn")
            return nil
        }
        // An opaque root whose square-cornered background covers the whole image inside its
        // transparent frame paints every pixel there itself: only the frame is cleared (as the
        // slide's subtree image of such a screen is never cleared).
        let p = layer.displayed
        let own = p.bounds.applying(CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: -minX, ty: -minY))
        let opaque = (p.backgroundColor?.alpha ?? 0) >= 1 && p.cornerRadius == 0 && p.shadowOpacity == 0 && layer.mask == nil
            && own.minX <= 1 && own.minY <= 1 && own.maxX >= CGFloat(width - 1) && own.maxY >= CGFloat(height - 1)
        let surface = opaque ? Self.framedSurface(width: width, height: height) : CairoSurface(width: width, height: height)
        let cr = surface.makeContext()
        let savedRoot = cacheRoot
        cacheRoot = layer
        draw(layer, world: CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: -minX, ty: -minY), cr: cr, cull: nil)
        cacheRoot = savedRoot
        cairo_destroy(cr)
        surface.flush()
        let flat = ProjectedImage.Flat(scale: s, origin: CGPoint(x: minX, y: minY), surface: surface)
        projectedImages[key]?.flat = flat
        return flat
    }

    /// An ARGB image whose one-pixel frame is transparent and whose inside is not cleared, for
    /// a flat image whose root paints all of its inside (a cleared image when memory is short).
    static func framedSurface(width: Int, height: Int) -> CairoSurface {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, stride >= width * 4, !overflow, let memory = malloc(bytes) else {
            return CairoSurface(width: width, height: height)
        }
        let rows = memory.assumingMemoryBound(to: UInt8.self)
        memset(rows, 0, stride)
        memset(rows + (height - 1) * stride, 0, stride)
        for y in 1..<max(height - 1, 1) {
            let row = UnsafeMutableRawPointer(rows + y * stride).assumingMemoryBound(to: UInt32.self)
            row[0] = 0
            row[width - 1] = 0
        }
        let surface = CairoSurface(wrapping: memory, width: width, height: height, stride: stride)
        surface.releaseMemoryOnDestroy(memory) { free($0) }
        return surface
    }

    // MARK: Projecting the image

    /// Composites `source` (an ARGB image) onto `cr`'s target through the projective map
    /// `toDevice` (source pixels → `cr`'s device space), OVER, with `alpha`, inside `cr`'s clip.
    private func composite(_ source: CairoSurface, _ toDevice: PlaneProjection, cr: OpaquePointer, alpha: Double, runs: UniformRuns) {
        let sourceRect = CGRect(x: 0, y: 0, width: source.width, height: source.height)
        guard var box = toDevice.boundingBox(of: sourceRect) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        box = box.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        guard !box.isNull, !box.isEmpty else { return }
        let dest = PixelRect(x: Int(box.minX.rounded(.down)), y: Int(box.minY.rounded(.down)),
                             width: Int(box.maxX.rounded(.up)) - Int(box.minX.rounded(.down)),
                             height: Int(box.maxY.rounded(.up)) - Int(box.minY.rounded(.down)))
        guard dest.width > 0, dest.height > 0 else { return }

        // The part behind the eye is cleared from a copy of the image, so its mirror image
        // (which the division by a negative w would put on screen) never shows.
        var source = source
        var runs: UniformRuns? = runs
        if sourceRect.corners.contains(where: { toDevice.apply($0).z <= PlaneProjection.nearW * 2 }) {
            source = Self.clearedBehindEye(source, toDevice)
            runs = nil
        }

        let target = cairo_get_group_target(cr)!
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let format = cairo_image_surface_get_format(target)
        let rects = cairo_copy_clip_rectangle_list(cr)
        defer { cairo_rectangle_list_destroy(rects) }
        let direct = cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
            && (format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24)
            && rects?.pointee.status == CAIRO_STATUS_SUCCESS
        if direct, let list = rects?.pointee {
            // Straight into the target's pixels, clipped to cairo's clip rectangles.
            let boxes: [PixelRect] = (0..<Int(list.num_rectangles)).map { i in
                let r = list.rectangles[i]
                let x1 = Int((r.x + offsetX).rounded()), y1 = Int((r.y + offsetY).rounded())
                return PixelRect(x: x1, y: y1, width: Int((r.x + r.width + offsetX).rounded()) - x1,
                                 height: Int((r.y + r.height + offsetY).rounded()) - y1)
            }
            cairo_surface_flush(target)
            guard let data = cairo_image_surface_get_data(target) else { return }
            let toPixels = toDevice.concatenating(PlaneProjection(CGAffineTransform(translationX: offsetX, y: offsetY)))
            Self.project(source, toPixels, into: data, opaque: format == CAIRO_FORMAT_RGB24,
                                 width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)),
                                 stride: Int(cairo_image_surface_get_stride(target)), clip: boxes,
                                 area: PixelRect(x: dest.x + Int(offsetX.rounded()), y: dest.y + Int(offsetY.rounded()),
                                                 width: dest.width, height: dest.height), alpha: alpha, runs: runs)
            cairo_surface_mark_dirty(target)
            return
        }
        // A clip that is not rectangles (rounded corners) or another target: project into an
        // image of the area first and let cairo composite that through the clip.
        let scratch = CairoSurface(width: dest.width, height: dest.height)
        cairo_surface_flush(scratch.handle)
        guard let data = cairo_image_surface_get_data(scratch.handle) else { return }
        let toScratch = toDevice.concatenating(PlaneProjection(CGAffineTransform(translationX: CGFloat(-dest.x), y: CGFloat(-dest.y))))
        Self.project(source, toScratch, into: data, opaque: false, width: dest.width, height: dest.height,
                             stride: scratch.stride, clip: [PixelRect(x: 0, y: 0, width: dest.width, height: dest.height)], area: PixelRect(x: 0, y: 0, width: dest.width, height: dest.height), alpha: 1, runs: runs)
        cairo_surface_mark_dirty(scratch.handle)
        cairo_set_source_surface(cr, scratch.handle, Double(dest.x), Double(dest.y))
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
    }

    /// Which sampler projects a flat image.
    enum ProjectionSampler {
        /// ``ProjectiveSampler`` where it can draw the map (the whole area in front of the eye),
        /// pixman elsewhere.
        case fast
        /// pixman's general projective path, always.
        case pixman
    }

    /// OVER of `source` through `toPixels` (source pixels → destination pixels) into the 32-bit
    /// pixels at `data` (RGB24 when `opaque`, else ARGB32), bilinear, inside the `clip`
    /// rectangles and `area` (destination pixels), with `alpha`. Returns the sampler that drew
    /// (nil when nothing was drawn). `runs` is the source's ``UniformRuns`` (kept with a flat
    /// image; made when first needed).
    @discardableResult
    static func project(_ source: CairoSurface, _ toPixels: PlaneProjection, into data: UnsafeMutablePointer<UInt8>,
                        opaque: Bool, width: Int, height: Int, stride: Int, clip: [PixelRect], area: PixelRect,
                        alpha: Double, sampler: ProjectionSampler = .fast, runs: UniformRuns? = nil) -> ProjectionSampler? {
        cairo_surface_flush(source.handle)
        let x1 = max(area.x, 0), y1 = max(area.y, 0), x2 = min(area.x + area.width, width), y2 = min(area.y + area.height, height)
        guard let sourceData = cairo_image_surface_get_data(source.handle), x1 < x2, y1 < y2 else { return nil }
        let area = PixelRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        let src = UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        // A turn about the vertical or the horizontal axis: the sampler finds each column's rows
        // (each row's columns) itself.
        if sampler == .fast, let fast = ProjectiveSampler(toPixels: toPixels, sourceWidth: source.width, sourceHeight: source.height, area: area),
           fast.walk != .rows {
            fast.draw(from: src, sourceStride: source.stride / 4, into: dst, destinationStride: stride / 4, opaqueDestination: opaque,
                      rectangles: clip, alpha: alpha, runs: runs)
            return .fast
        }
        var clipBoxes = clip.map {
            pixman_box32_t(x1: Int32(clamping: $0.x), y1: Int32(clamping: $0.y),
                           x2: Int32(clamping: $0.x + $0.width), y2: Int32(clamping: $0.y + $0.height))
        }
        var clipRegion = pixman_region32_t()
        pixman_region32_init_rects(&clipRegion, &clipBoxes, Int32(clipBoxes.count))
        defer { pixman_region32_fini(&clipRegion) }
        // Only the projected quad's spans, row by row (widened for the feathered edge): nothing
        // is fetched outside it.
        var spans = quadSpans(toPixels.projectClipped(CGRect(x: 0, y: 0, width: source.width, height: source.height).corners),
                              rows: area.y..<(area.y + area.height))
        var quad = pixman_region32_t()
        pixman_region32_init_rects(&quad, &spans, Int32(spans.count))
        defer { pixman_region32_fini(&quad) }
        var region = pixman_region32_t()
        pixman_region32_init(&region)
        defer { pixman_region32_fini(&region) }
        var inArea = pixman_region32_t()
        pixman_region32_init_rect(&inArea, Int32(clamping: area.x), Int32(clamping: area.y), UInt32(area.width), UInt32(area.height))
        defer { pixman_region32_fini(&inArea) }
        var clipInArea = pixman_region32_t()
        pixman_region32_init(&clipInArea)
        defer { pixman_region32_fini(&clipInArea) }
        pixman_region32_intersect(&clipInArea, &clipRegion, &inArea)
        pixman_region32_intersect(&region, &clipInArea, &quad)
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(&region, &count), count > 0 else { return nil }
        let bounds = pixman_region32_extents(&region).pointee
        guard bounds.x1 >= 0, bounds.y1 >= 0, Int(bounds.x2) <= width, Int(bounds.y2) <= height else { return nil }
        if sampler == .fast,
           let fast = ProjectiveSampler(toPixels: toPixels, sourceWidth: source.width, sourceHeight: source.height,
                                        area: PixelRect(x: Int(bounds.x1), y: Int(bounds.y1), width: Int(bounds.x2 - bounds.x1),
                                                        height: Int(bounds.y2 - bounds.y1))) {
            let rows = UnsafeBufferPointer(start: boxes, count: Int(count)).map {
                PixelRect(x: Int($0.x1), y: Int($0.y1), width: Int($0.x2 - $0.x1), height: Int($0.y2 - $0.y1))
            }
            fast.draw(from: src, sourceStride: source.stride / 4, into: dst, destinationStride: stride / 4, opaqueDestination: opaque,
                      rectangles: rows, alpha: alpha)
            return .fast
        }
        return pixmanComposite(source, src, toPixels, into: dst, format: opaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8,
                               width: width, height: height, stride: stride, region: &region, area: area, alpha: alpha) ? .pixman : nil
    }

    /// `PIXMAN_OP_OVER` of `source` through `toPixels` into the pixels at `data`, bilinear,
    /// inside `region`.
    private static func pixmanComposite(_ source: CairoSurface, _ sourceData: UnsafePointer<UInt32>, _ toPixels: PlaneProjection,
                                        into data: UnsafeMutablePointer<UInt32>, format: pixman_format_code_t, width: Int, height: Int,
                                        stride: Int, region: inout pixman_region32_t, area: PixelRect, alpha: Double) -> Bool {
        // pixman maps destination pixels to source pixels: the inverse, for column vectors.
        guard let inverse = toPixels.inverted else { return false }
        // pixman keeps the matrix in 16.16 fixed point and multiplies it with 16.16 points in
        // 48.16: scale it (a projective map is the same under any scale) so that w's constant
        // term is 1. (Scaling it up for more precision in the perspective terms overflows
        // pixman's intermediate products on tall images: whole bands come out stretched.) A
        // layer nearly edge-on can have entries past the format's range that way; then the
        // largest entry is made 1 instead (less precise, for a sliver of a few pixels).
        var fixed = pixman_transform()
        func load(_ norm: Double) -> Bool {
            guard norm != 0, norm.isFinite else { return false }
            let m = PlaneProjection(r0: inverse.r0 / norm, r1: inverse.r1 / norm, r2: inverse.r2 / norm)
            var f = pixman_f_transform(m: ((m.r0.x, m.r1.x, m.r2.x), (m.r0.y, m.r1.y, m.r2.y), (m.r0.z, m.r1.z, m.r2.z)))
            return pixman_transform_from_pixman_f_transform(&fixed, &f) != 0
        }
        guard (abs(inverse.r2.z) > 1e-9 && load(inverse.r2.z)) || load(inverse.largestMagnitude) else {
            warnOnceFromAnyThread("A 3D layer's projection is out of pixman's range; that frame of it is not drawn")
            return false
        }
        guard let src = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                                                 UnsafeMutablePointer(mutating: sourceData), Int32(source.stride)),
              let dst = pixman_image_create_bits(format, Int32(width), Int32(height), data, Int32(stride)) else { return false }
        defer { pixman_image_unref(src); pixman_image_unref(dst) }
        _ = pixman_image_set_transform(src, &fixed)
        pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)   // the transparent border repeats: nothing from outside
        pixman_image_set_clip_region32(dst, &region)
        var mask: OpaquePointer?
        if alpha < 1 {
            var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(min(max(alpha, 0), 1) * 65535))
            mask = pixman_image_create_solid_fill(&color)
        }
        defer { if let mask { pixman_image_unref(mask) } }
        pixman_image_composite32(PIXMAN_OP_OVER, src, mask, dst, Int32(area.x), Int32(area.y), 0, 0,
                                 Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
        return true
    }

    /// Row spans covering a convex polygon, each row the union of the polygon's extent at its
    /// top, middle and bottom and the rows next to it, widened by two pixels each side.
    private static func quadSpans(_ polygon: [CGPoint], rows: Range<Int>) -> [pixman_box32_t] {
        guard polygon.count >= 3, !rows.isEmpty else { return [] }
        func extent(at y: Double) -> (Double, Double)? {
            var lo = Double.infinity, hi = -Double.infinity
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let (ay, by) = (Double(a.y), Double(b.y))
                guard min(ay, by) <= y, max(ay, by) >= y else { continue }
                if ay == by {
                    lo = min(lo, Double(a.x), Double(b.x)); hi = max(hi, Double(a.x), Double(b.x))
                } else {
                    let x = Double(a.x) + (y - ay) / (by - ay) * Double(b.x - a.x)
                    lo = min(lo, x); hi = max(hi, x)
                }
            }
            return lo <= hi ? (lo, hi) : nil
        }
        var spans: [pixman_box32_t] = []
        spans.reserveCapacity(rows.count)
        for row in rows {
            var lo = Double.infinity, hi = -Double.infinity
            for y in [Double(row) - 1, Double(row), Double(row) + 0.5, Double(row) + 1, Double(row) + 2] {
                if let e = extent(at: y) { lo = min(lo, e.0); hi = max(hi, e.1) }
            }
            guard lo <= hi, lo.isFinite, hi.isFinite else { continue }
            let x1 = Int32(clamping: Int(max(min(lo, 1e9), -1e9).rounded(.down)) - 2)
            let x2 = Int32(clamping: Int(max(min(hi, 1e9), -1e9).rounded(.up)) + 2)
            spans.append(pixman_box32_t(x1: x1, y1: Int32(row), x2: x2, y2: Int32(row + 1)))
        }
        return spans
    }

    /// A copy of `source` with the part that lies on or behind the eye under `toDevice` cleared.
    private static func clearedBehindEye(_ source: CairoSurface, _ toDevice: PlaneProjection) -> CairoSurface {
        let copy = CairoSurface(width: source.width, height: source.height)
        let cr = copy.makeContext()
        defer { cairo_destroy(cr) }
        cairo_set_source_surface(cr, source.handle, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        // w(u, v) = u·r0.z + v·r1.z + r2.z: clear the image rectangle where w ≤ a small margin.
        let rect = CGRect(x: 0, y: 0, width: source.width, height: source.height).insetBy(dx: -2, dy: -2)
        let limit = PlaneProjection.nearW * 4
        let corners = rect.corners
        var behind: [CGPoint] = []
        for i in corners.indices {
            let a = corners[i], b = corners[(i + 1) % corners.count]
            let wa = toDevice.apply(a).z - limit, wb = toDevice.apply(b).z - limit
            if wa <= 0 { behind.append(a) }
            if (wa <= 0) != (wb <= 0) {
                let t = wa / (wa - wb)
                behind.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        guard behind.count >= 3 else { return copy }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_move_to(cr, behind[0].x, behind[0].y)
        for p in behind.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
        // Grow the cleared area by a pixel so that no sample near the eye's plane survives.
        cairo_set_line_width(cr, 2)
        cairo_fill_preserve(cr)
        cairo_stroke(cr)
        copy.flush()
        return copy
    }
}

/// What the renderer keeps of a projected layer's subtree at one revision: its flat extent
/// (found by the update pass) and, once the layer is drawn, its flat image.
@MainActor
struct ProjectedImage {
    weak var layer: CALayer?
    var revision: Int
    /// The subtree's ``LayerRenderer/flatExtent(_:)`` at that revision, in the layer's points.
    var extent: CGRect?
    /// The flat image, once drawn.
    var flat: Flat?

    /// A flat image of the subtree.
    struct Flat {
        /// Device pixels per point.
        var scale: CGFloat
        /// Where the image's top-left pixel lies in the layer's plane, in pixels (points × scale).
        var origin: CGPoint
        var surface: CairoSurface
        /// Where the image is one colour (made on first use by the column walk).
        var runs = UniformRuns()
    }
}

extension LayerRenderer {
    /// Numbers a subtree placed in 3D as one piece in the occlusion pass: it is drawn from one
    /// image (see ``projectedOccluder(_:_:world:clip:)`` for what it hides).
    func numberAsOnePiece(_ layer: CALayer, order: inout Int) {
        layer.renderState.drawOrder = order
        layer.renderState.occlusionStamp = frameStamp
        order += max(layer.renderState.subtreeCount, 1)
        layer.renderState.lastDescendantOrder = order - 1
    }

    /// The device pixels a layer projected with `m` (into the plane of `world`) surely covers
    /// with opaque pixels, or nil: a rectangle inside the projected quad, when the layer is
    /// drawn at full opacity and its flat image is opaque over its bounds (an opaque,
    /// square-cornered background with no mask: whatever the subtree draws goes OVER it). The
    /// quad is that of the bounds inset by two pixels of the flat image (its edge, and the
    /// bilinear filter's reach), shrunk by one device pixel more and to whole pixels; a layer
    /// seen from behind with `isDoubleSided = false` covers nothing. A card turning over thus
    /// hides what lies under most of it (the flip's background is no longer filled first and
    /// drawn over).
    func projectedOccluder(_ layer: CALayer, _ m: CATransform3D, world: CGAffineTransform, clip: CGRect?) -> CGRect? {
        let p = layer.displayed
        guard !layer.isHidden, p.opacity >= 1, layer.mask == nil, layer.drawsOwnAppearance,
              (p.backgroundColor?.alpha ?? 0) >= 1, p.cornerRadius == 0 else { return nil }
        let projection = PlaneProjection(m).concatenating(PlaneProjection(world))
        if !layer.isDoubleSided {
            let det = Double(world.a * world.d - world.b * world.c)
            guard projection.signedArea(of: p.bounds) * det > 0 else { return nil }
        }
        let inset = 2 / Self.flatImageScale(world)
        let bounds = p.bounds.insetBy(dx: inset, dy: inset)
        guard !bounds.isEmpty, var rect = projection.inscribedRect(of: bounds)?.insetBy(dx: 1, dy: 1) else { return nil }
        if let clip { rect = rect.intersection(clip) }
        guard !rect.isNull else { return nil }
        let x = rect.minX.rounded(.up), y = rect.minY.rounded(.up)
        let width = rect.maxX.rounded(.down) - x, height = rect.maxY.rounded(.down) - y
        return width > 0 && height > 0 ? CGRect(x: x, y: y, width: width, height: height) : nil
    }
}
