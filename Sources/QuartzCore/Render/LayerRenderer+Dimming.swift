internal import CCairo
import Foundation

/// Dimming folded into the copy of what it dims.
///
/// A dimming view (a layer of one translucent colour, drawn right after an opaque subtree
/// image, as a presentation's dimming view follows the presenting screen) would cost two
/// passes over the same pixels: the image copied into the frame, then the colour composited
/// over it (a read-modify-write of the same memory). Folded, each pixel of the image is read
/// once and the darkened pixel written once — `s + d·(255 − sa)/255` per byte, rounded as
/// pixman's OVER of a solid colour rounds it, so the bytes are those of the two passes — and
/// the dimming layer then draws only where it was not folded (outside the image, or outside
/// the frame's clip there).
///
/// The occlusion pass finds the pairs: a dimming layer qualifies when it is the next thing
/// drawn after the image (layers between that draw nothing are passed over), on the same
/// target (no group opacity, mask, vibrancy or replicator on either path), on whole pixels.
extension LayerRenderer {
    /// A uniform translucent colour drawn over an opaque subtree image, as the occlusion pass found it.
    struct Dimming {
        /// The dimming layer.
        let layer: ObjectIdentifier
        /// The device pixels it darkens (inside its ancestors' clips).
        let rect: PixelRect
        /// Its colour and its opacity, as `draw` composites them.
        let color: (r: Double, g: Double, b: Double, a: Double)
        let opacity: Double
    }

    /// The dimming `layer` draws, when it is a uniform translucent colour on whole pixels that
    /// can be folded into a copy (nil otherwise).
    func uniformDimming(_ layer: CALayer, _ p: LayerProperties, world: CGAffineTransform, clip: CGRect?) -> Dimming? {
        guard layer.mask == nil, layer.sublayerStorage.isEmpty, layer.contents == nil, !p.drawsContent, p.backdrop == nil,
              p.shadowOpacity == 0, p.cornerRadius == 0, p.borderWidth == 0, let color = p.backgroundColor,
              Self.blitScale(world) != nil, let own = layer.renderState.screenRect, Self.isIntegral(own) else { return nil }
        let c = color.clamped, opacity = Double(min(max(p.opacity, 0), 1))
        guard c.a * opacity > 0, c.a * opacity < 1 else { return nil }
        var area = own
        if let clip {
            // Only the pixels inside the clip for sure (a rounded clip is larger: the rest is drawn as usual).
            let inner = CGRect(x: clip.minX.rounded(.up), y: clip.minY.rounded(.up),
                               width: max(0, clip.maxX.rounded(.down) - clip.minX.rounded(.up)),
                               height: max(0, clip.maxY.rounded(.down) - clip.minY.rounded(.up)))
            area = area.intersection(inner)
        }
        guard !area.isNull, !area.isEmpty else { return nil }
        return Dimming(layer: ObjectIdentifier(layer), rect: PixelRect(enclosing: area), color: c, opacity: opacity)
    }

    /// Copies an opaque subtree image (`device`: where it lies) through the current clip with
    /// `dimming` folded in where the dimming covers it; returns false (having drawn nothing) when
    /// it cannot (a clip that is not rectangles, a target that is not an image in memory, no overlap).
    /// Call with the clip set and the matrix at identity.
    func foldDimming(_ dimming: Dimming, image: CairoSurface, runs: RowRuns?, device: CGRect, cr: OpaquePointer) -> Bool {
        guard image.isOpaque, let source = image.data, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32 else { return false }
        let list = cairo_copy_clip_rectangle_list(cr)
        defer { cairo_rectangle_list_destroy(list) }
        guard let clip = list?.pointee, clip.status == CAIRO_STATUS_SUCCESS else { return false }
        let imageRect = PixelRect(enclosing: device)
        let span = imageRect.intersection(dimming.rect)
        var boxes: [PixelRect] = []
        var clipBounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for i in 0..<Int(clip.num_rectangles) {
            let r = clip.rectangles[i]
            guard r.x == r.x.rounded(), r.y == r.y.rounded(), r.width == r.width.rounded(), r.height == r.height.rounded()
            else { return false }
            let box = PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height))
            clipBounds = clipBounds.union(box.intersection(imageRect))
            let folded = box.intersection(span)
            if !folded.isEmpty { boxes.append(folded) }
        }
        guard !boxes.isEmpty, let color = Self.premultipliedPixel(dimming.color, opacity: dimming.opacity) else { return false }

        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let ox = Int(offsetX.rounded()), oy = Int(offsetY.rounded())
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        cairo_surface_flush(target)
        guard let pixels = cairo_image_surface_get_data(target) else { return false }
        let targetRect = PixelRect(x: -ox, y: -oy, width: width, height: height)
        let sourceStride = image.stride
        let inverse = 255 - (color >> 24)
        // The frame's shifted layer moves row by row beside the rows written here (`DeferredMove`).
        let move = ox == 0 && oy == 0 && deferredMove?.isFrame(UnsafeMutableRawPointer(pixels)) == true ? deferredMove : nil
        for box in boxes {
            let b = box.intersection(targetRect)
            guard !b.isEmpty else { continue }
            let sx = b.x - imageRect.x
            let moveFirst = move.map { $0.rect.x < b.x } ?? false
            for y in b.y..<(b.y + b.height) {
                if moveFirst, move?.moveRow(y) == true { lastFrameRowsMovedBesideCopies += 1 }
                let from = UnsafeRawPointer(source + (y - imageRect.y) * sourceStride + sx * 4)
                let to = UnsafeMutableRawPointer(pixels + (y + oy) * stride + (b.x + ox) * 4)
                if let runs {
                    // Stretches of one colour are filled with that colour dimmed; only the rest is read.
                    runs.forEachPiece(row: y - imageRect.y, from: sx, count: b.width) { x, count, one, literal in
                        let offset = (x - sx) * 4
                        if let literal {
                            Self.dimRow(UnsafeRawPointer(literal), to + offset, count: count, color: color)
                        } else {
                            PixelStore.fill(to + offset, count: count, with: Self.dimPixel(one, ia: inverse, color: color))
                        }
                    }
                } else {
                    Self.dimRow(from, to, count: b.width, color: color)
                }
                if !moveFirst, move?.moveRow(y) == true { lastFrameRowsMovedBesideCopies += 1 }
            }
        }
        cairo_surface_mark_dirty(target)

        // The part of the image the dimming does not cover is copied as usual.
        if !span.contains(clipBounds) {
            cairo_save(cr)
            Self.clipOut(CGRect(x: span.x, y: span.y, width: span.width, height: span.height), around: device, cr: cr)
            cairo_set_source_surface(cr, image.handle, Double(device.minX), Double(device.minY))
            cairo_paint(cr)
            cairo_restore(cr)
        }
        occlusion.noteFolded(boxes, of: dimming.layer)
        lastFrameFoldedPixels += boxes.reduce(0) { $0 + $1.area }
        return true
    }

    /// Draws a dimming layer part of which was folded into the copy below it: only the rest
    /// (nothing at all when the fold covered every pixel it would darken this frame).
    func drawDimmingRest(_ layer: CALayer, folded: [PixelRect], world: CGAffineTransform, cr: OpaquePointer, cull: CGRect?) {
        guard let own = layer.renderState.screenRect else { return }
        var rest = (frameDamage ?? []).map { $0.intersection(PixelRect(enclosing: own)) }.filter { !$0.isEmpty }
        for r in folded { rest = rest.flatMap { $0.subtracting(r) } }
        if layer.renderState.occlusionStamp == frameStamp,
           let cover = occlusion.partialCover(of: own, after: layer.renderState.drawOrder) {
            let c = PixelRect(x: Int(cover.minX), y: Int(cover.minY), width: Int(cover.width), height: Int(cover.height))
            rest = rest.flatMap { $0.subtracting(c) }
        }
        guard !rest.isEmpty else { return }
        cairo_save(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let outer = folded.reduce(PixelRect(enclosing: own.insetBy(dx: -2, dy: -2))) { $0.union($1) }
        cairo_rectangle(cr, Double(outer.x), Double(outer.y), Double(outer.width), Double(outer.height))
        // The folded boxes do not overlap (pieces of cairo's clip region): even-odd takes each out.
        for r in folded { cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height)) }
        cairo_restore(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        draw(layer, world: world, cr: cr, cull: cull)
        cairo_restore(cr)
    }

    /// The colour as one premultiplied pixel, exactly as cairo hands it to pixman for the fill
    /// `draw` makes (read back from a one-pixel surface); nil when the bytes are not a valid
    /// premultiplied colour (a channel above the alpha).
    static func premultipliedPixel(_ c: (r: Double, g: Double, b: Double, a: Double), opacity: Double) -> UInt32? {
        let surface = CairoSurface(width: 1, height: 1)
        let cr = surface.makeContext()
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * opacity)
        cairo_rectangle(cr, 0, 0, 1, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        surface.flush()
        guard let data = surface.data else { return nil }
        let value = UnsafeRawPointer(data).loadUnaligned(as: UInt32.self)
        let a = value >> 24
        guard (value >> 16) & 0xff <= a, (value >> 8) & 0xff <= a, value & 0xff <= a else { return nil }
        return value
    }

    /// `to[i] = color + from[i]·(255 − alpha)/255` for each byte of `count` pixels, with
    /// pixman's rounding of `x·y/255` (`t = x·y + 128; (t + t/256)/256`, which is `t·257/65536`),
    /// alpha being the colour's top byte: the bytes of OVER of a premultiplied solid colour onto
    /// a copy of `from`.
    static func dimRow(_ from: UnsafeRawPointer, _ to: UnsafeMutableRawPointer, count: Int, color: UInt32) {
        dimRow(from, to, count: count, color: color, inverse: UInt16(255 - (color >> 24)))
    }

    /// `dimRow` with the inverse alpha passed in. (Not inlined: the compiler, not knowing that
    /// `inverse` is at most 255, keeps `t·257/65536` as one `pmulhuw` rather than distributing it.)
    @inline(never)
    private static func dimRow(_ from: UnsafeRawPointer, _ to: UnsafeMutableRawPointer, count: Int, color: UInt32, inverse: UInt16) {
        let add = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD16<UInt8>.self)
        /// Four pixels in 16-bit lanes.
        @inline(__always) func four(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
            let lo = SIMD8<UInt16>(truncatingIfNeeded: v.lowHalf) &* inverse &+ 128
            let hi = SIMD8<UInt16>(truncatingIfNeeded: v.highHalf) &* inverse &+ 128
            let l = SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: lo) &* 257) &>> 16)
            let h = SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: hi) &* 257) &>> 16)
            return SIMD16<UInt8>(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: l), highHalf: SIMD8<UInt8>(truncatingIfNeeded: h)) &+ add
        }
        var source = from, target = to, left = count
        while left >= 8 {
            let a = source.loadUnaligned(as: SIMD16<UInt8>.self), b = source.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
            target.storeBytes(of: four(a), as: SIMD16<UInt8>.self)
            target.storeBytes(of: four(b), toByteOffset: 16, as: SIMD16<UInt8>.self)
            source += 32; target += 32; left &-= 8
        }
        if left >= 4 {
            target.storeBytes(of: four(source.loadUnaligned(as: SIMD16<UInt8>.self)), as: SIMD16<UInt8>.self)
            source += 16; target += 16; left &-= 4
        }
        let ia = UInt32(inverse)
        while left > 0 {
            target.storeBytes(of: dimPixel(source.loadUnaligned(as: UInt32.self), ia: ia, color: color), as: UInt32.self)
            source += 4; target += 4; left &-= 1
        }
    }

    /// One pixel of `dimRow`: `p·ia/255 + color` per byte, rounded as pixman rounds.
    @inline(__always)
    static func dimPixel(_ p: UInt32, ia: UInt32, color: UInt32) -> UInt32 {
        var rb = (p & 0x00ff_00ff) &* ia &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
        var ag = ((p >> 8) & 0x00ff_00ff) &* ia &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00ff_00ff)) & 0xff00_ff00
        return (rb | ag) &+ color
    }
}

extension OcclusionMap {
    /// Notes the boxes where a dimming layer was folded into the copy below it this frame.
    mutating func noteFolded(_ boxes: [PixelRect], of layer: ObjectIdentifier) {
        foldedDimming[layer, default: []].append(contentsOf: boxes)
    }
}
