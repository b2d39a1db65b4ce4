internal import CCairo
import Foundation

/// Backdrop layers (`CABackdropLayer`): what was drawn behind the layer, blurred, saturated and
/// tinted inside its rounded bounds, below its own drawing.
///
/// **Reading.** When the renderer reaches the layer, the surface being drawn into holds exactly
/// what lies behind it (everything drawn before it in drawing order). The renderer copies the
/// region under the layer's bounds plus 3σ on every side (clipped to the surface; the blur
/// clamps at the surface's edge, repeating the edge pixel), blurs it, and draws it clipped to
/// the bounds and corner radius; the tint goes over it (laid over the reduced blur before it is
/// enlarged: the same, as both are linear, and one full-size pass fewer), then the layer's
/// background, content and sublayers as usual. With the layer's own opacity below 1, blur and
/// tint fade together.
///
/// **Reduction.** A large σ is blurred at a reduced size, as compositors do: the region is
/// halved (an exact 2×2 average, by sampling between four pixels bilinearly) `log2 f` times,
/// where f is the largest power of two with σ/f ≥ 2.5 (at most 64), blurred there with a true
/// Gaussian kernel, and drawn back enlarged with bilinear filtering. The kernel's σ is
/// corrected for the variance the reduction adds ((f²−1)/12 for the box average, f²/6 on
/// average for the linear interpolation). Below σ = 5 device pixels nothing is reduced: the
/// result is the exact separable Gaussian (to the 8-bit rounding). The pixel tests measure what
/// the reduction costs against a direct 2D convolution: see `BackdropBlurTests`.
///
/// **Caching.** The reduced copy of the backdrop is kept with its blur. When the layer is drawn
/// again in a frame over the same region with the same σ and saturation, only the reduced
/// pixels whose blocks the frame drew anew are read again; where their bytes changed, the blur
/// is computed again around them (its kernel's reach), and the rest is kept
/// (`backdropBlurCount` counts the blurs, `backdropBlurredPixels` the reduced pixels they
/// computed). Outside a frame (a snapshot) the whole region is read, and the cached blur is
/// reused when its bytes are the same.
///
/// **Memory.** A blur every frame (a sheet sliding over a blurred backdrop) allocates nothing
/// once it has run: the layer's image keeps the reduction's surfaces, the blurred surface and
/// the blur's buffers (``BackdropScratch``), and the next read, reduction and blur of the same
/// size reuse them.
///
/// **Damage.** A backdrop layer's screen area is its bounds plus 3σ, so that a move damages
/// its old and new reach. Damage touching that reach grows by 3σ plus three reduced pixels
/// around it — as far as the blurred, enlarged pixels can change — or to all of the reach when
/// the layer has no cached blur in place (`expandDamageOverBackdrops`): what the blur reads is
/// then redrawn in order, up to the layer, in the same frame, and the changed blur repainted.
/// Opaque layers in front of a backdrop layer do not cull what lies behind it there
/// (`OcclusionMap.addBackdrop`), and a subtree holding a backdrop layer is never drawn from a
/// subtree image.
extension LayerRenderer {
    /// The largest reduction factor.
    static let backdropMaximumReduction = 64

    /// The area (layer coordinates) a backdrop layer draws and reads, or nil when it does neither.
    static func backdropExtent(_ p: LayerProperties) -> CGRect? {
        guard let b = p.backdrop, !p.bounds.isEmpty else { return nil }
        let tinted = (b.tintColor?.alpha ?? 0) > 0
        guard b.readsBackdrop || tinted else { return nil }
        let reach = b.readsBackdrop ? b.reach : 0
        return p.bounds.insetBy(dx: -reach, dy: -reach)
    }

    /// The power-of-two factor by which a backdrop blurred with `sigma` device pixels is reduced.
    static func backdropReduction(sigma: Double) -> Int {
        var f = 1
        while f < backdropMaximumReduction, sigma / Double(2 * f) >= 2.5 { f *= 2 }
        return f
    }

    /// The σ (reduced pixels) that gives `sigma` (device pixels) after a reduction by `factor`
    /// and the bilinear enlargement back.
    static func reducedSigma(_ sigma: Double, factor: Int) -> Double {
        guard factor > 1 else { return sigma }
        let f = Double(factor)
        let added = (f * f - 1) / 12 + f * f / 6
        return max(0, sigma * sigma - added).squareRoot() / f
    }

    // MARK: Damage

    /// Remembers a layer that reads its backdrop (the update pass found it placed anew).
    func noteBackdropLayer(_ layer: CALayer) {
        if !backdropLayers.contains(where: { $0.layer === layer }) { backdropLayers.append(WeakLayer(layer: layer)) }
    }

    /// Grows the damage over every backdrop layer it touches, so that what the blur reads is
    /// drawn anew up to the layer in this frame and the blurred pixels that change are painted
    /// again. With the layer's blur cached in place, by 3σ + 3f around each damaged rectangle:
    /// the reduced blocks a change touches lie within f of it (and are read again), the blur
    /// spreads them by its kernel (at most 3σ + f), and the bilinear enlargement by f more;
    /// the cached copy holds the rest. Else over the layer's whole reach. Repeated, as one
    /// backdrop's growth may touch another's.
    func expandDamageOverBackdrops(of root: CALayer, screen: PixelRect, damage: inout DamageRegion) {
        backdropLayers.removeAll { entry in
            guard let l = entry.layer, l.displayed.backdrop?.readsBackdrop == true, l.rootLayer === root else { return true }
            return false
        }
        guard !damage.isEmpty, !backdropLayers.isEmpty else { return }
        let reaches: [(reach: PixelRect, margin: Int?)] = backdropLayers.compactMap { entry in
            guard let l = entry.layer, var r = l.renderState.screenRect else { return nil }
            // A subtree that moved rigidly has not passed its shift down yet.
            var ancestor = l.superlayer
            while let a = ancestor {
                r = r.offsetBy(dx: a.renderState.pendingShift.x, dy: a.renderState.pendingShift.y)
                ancestor = a.superlayer
            }
            let pixels = PixelRect(enclosing: r).intersection(screen)
            guard !pixels.isEmpty else { return nil }
            // The partial growth needs the cached blur of the same place (a move damages the whole reach anyway).
            let margin = l.renderState.backdropImage.flatMap { image in
                image.key.renderer == ObjectIdentifier(self) ? Int((3 * image.key.sigma).rounded(.up)) + 3 * image.key.factor : nil
            }
            return (pixels, margin)
        }
        var grown = true, rounds = 0
        while grown && rounds <= reaches.count + 1 {
            grown = false
            rounds += 1
            for (reach, margin) in reaches {
                let touching = damage.rects.filter { $0.intersection(reach).area > 0 }
                guard !touching.isEmpty, !damage.rects.contains(where: { $0.intersection(reach) == reach }) else { continue }
                var additions = touching.map { d -> PixelRect in
                    guard let m = margin else { return reach }
                    return PixelRect(x: d.x - m, y: d.y - m, width: d.width + 2 * m, height: d.height + 2 * m).intersection(reach)
                }
                // Growing by most of the reach: take all of it.
                if additions.reduce(0, { $0 + $1.area }) * 2 > reach.area { additions = [reach] }
                for a in additions where !damage.rects.contains(where: { $0.intersection(a) == a }) {
                    damage.add(a)
                    grown = true
                }
            }
        }
    }

    // MARK: Reading and blurring

    /// Reads the layer's backdrop from the surface `cr` draws into and blurs it, or keeps the
    /// cached blur when that surface shows the same backdrop as last time. Runs before any
    /// group is pushed for the layer.
    func prepareBackdrop(_ layer: CALayer, _ b: BackdropProperties, p: LayerProperties, world: CGAffineTransform,
                         cr: OpaquePointer) {
        guard b.readsBackdrop else { layer.renderState.backdropImage = nil; return }
        let scale = Double(abs(world.a * world.d - world.b * world.c)).squareRoot()
        let sigma = Double(b.blurRadius) * scale
        let own = PixelRect(enclosing: p.bounds.applying(world))
        guard sigma.isFinite, !own.isEmpty, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            layer.renderState.backdropImage = nil
            return
        }
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        let extent = PixelRect(x: Int(-dx), y: Int(-dy), width: Int(cairo_image_surface_get_width(target)),
                               height: Int(cairo_image_surface_get_height(target)))
        let margin = Int(min(3 * sigma, 1e6).rounded(.up))
        let region = PixelRect(x: own.x - margin, y: own.y - margin,
                               width: own.width + 2 * margin, height: own.height + 2 * margin).intersection(extent)
        guard !region.isEmpty else { layer.renderState.backdropImage = nil; return }
        let factor = Self.backdropReduction(sigma: sigma)
        let key = BackdropImageKey(renderer: ObjectIdentifier(self), region: region, factor: factor, sigma: sigma,
                                   saturation: b.saturation, tint: b.tintColor)
        if let cached = layer.renderState.backdropImage, cached.key == key, let damage = frameDamage {
            // Same place, same blur: only what the frame drew anew can differ from the cached copy.
            updateBackdrop(cached, target: target, damage: damage)
            return
        }
        let previous = layer.renderState.backdropImage
        let scratch = previous?.scratch ?? BackdropScratch()
        guard let source = Self.readBackdrop(target, region: region, factor: factor, levels: &scratch.levels) else {
            layer.renderState.backdropImage = nil   // Cairo could not make the copy: the layer shows no backdrop
            return
        }
        if let cached = previous, cached.key == key, Self.samePixels(cached.source, source) { return }
        // The copy read becomes the image's source; the previous source takes its place among
        // the reduction's surfaces, for the next read.
        scratch.levels.removeLast()
        if let old = previous?.source, old.width == source.width, old.height == source.height { scratch.levels.append(old) }
        // Read from the frame's own surface (not a group's), the backdrop is opaque: so is its
        // blur, which Cairo then enlarges and composites as a plain copy.
        let opaque = frameDamage != nil && target == cairo_get_target(cr)
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let blurred: CairoSurface
        if let old = previous?.blurred, old.width == source.width, old.height == source.height,
           cairo_image_surface_get_format(old.handle) == format {
            blurred = old   // written whole by the blur
        } else {
            blurred = CairoSurface(width: source.width, height: source.height, opaque: opaque)
            guard blurred.isValid else { layer.renderState.backdropImage = nil; return }
        }
        Blur.gaussian(source, into: blurred, sigma: Self.reducedSigma(sigma, factor: factor), saturation: Double(b.saturation),
                      tint: Self.premultiplied(b.tintColor), area: nil, buffers: &scratch.blur)
        backdropBlurCount += 1
        backdropBlurredPixels += source.width * source.height
        layer.renderState.backdropImage = BackdropImage(key: key, source: source, blurred: blurred, scratch: scratch)
    }

    /// Brings a cached blur up to date with what this frame drew anew (`damage`, device pixels):
    /// reads the reduced pixels whose blocks lie wholly inside the damage, and blurs again only
    /// around those that changed. (The damage was grown around every change behind, see
    /// `expandDamageOverBackdrops`, so every changed block lies inside it.)
    func updateBackdrop(_ image: BackdropImage, target: OpaquePointer, damage: [PixelRect]) {
        let key = image.key, f = key.factor, region = key.region
        let lowW = image.source.width, lowH = image.source.height
        var changed: PixelRect?
        for d in damage {
            let inside = d.intersection(region)
            guard !inside.isEmpty else { continue }
            // The reduced pixels whose f×f blocks lie inside (the last ones may run past the region's edge).
            let rx = inside.x - region.x, ry = inside.y - region.y
            let x0 = (rx + f - 1) / f, y0 = (ry + f - 1) / f
            let x1 = inside.x + inside.width == region.x + region.width ? lowW : (rx + inside.width) / f
            let y1 = inside.y + inside.height == region.y + region.height ? lowH : (ry + inside.height) / f
            guard x1 > x0, y1 > y0 else { continue }
            let sub = PixelRect(x: region.x + x0 * f, y: region.y + y0 * f,
                                width: min((x1 - x0) * f, region.x + region.width - (region.x + x0 * f)),
                                height: min((y1 - y0) * f, region.y + region.height - (region.y + y0 * f)))
            guard let fresh = Self.readBackdrop(target, region: sub, factor: f, levels: &image.scratch.patchLevels) else { continue }
            if let box = Self.copyChanges(from: fresh, into: image.source, at: (x0, y0)) {
                changed = changed.map { $0.union(box) } ?? box
            }
        }
        guard let changed else { return }
        let sigma = Self.reducedSigma(key.sigma, factor: f)
        let r = image.scratch.blur.kernel(sigma: sigma).count / 2
        let area = PixelRect(x: changed.x - r, y: changed.y - r, width: changed.width + 2 * r, height: changed.height + 2 * r)
            .intersection(PixelRect(x: 0, y: 0, width: lowW, height: lowH))
        Blur.gaussian(image.source, into: image.blurred, sigma: sigma, saturation: Double(key.saturation),
                      tint: Self.premultiplied(key.tint), area: area, buffers: &image.scratch.blur)
        backdropBlurCount += 1
        backdropBlurredPixels += area.area
    }

    /// A colour as premultiplied B, G, R, A in 0…255 (nil for none or a transparent one).
    static func premultiplied(_ color: CGColor?) -> SIMD4<Float>? {
        guard let c = color?.clamped, c.a > 0 else { return nil }
        return SIMD4(Float(c.b * c.a), Float(c.g * c.a), Float(c.r * c.a), Float(c.a)) * 255
    }

    /// Copies `fresh` into `cached` with its top-left pixel at `origin`; returns the pixels
    /// (in `cached`) whose bytes differed, or nil when none did.
    static func copyChanges(from fresh: CairoSurface, into cached: CairoSurface, at origin: (x: Int, y: Int)) -> PixelRect? {
        guard let src = fresh.data, let dst = cached.data else { return nil }
        let w = min(fresh.width, cached.width - origin.x), h = min(fresh.height, cached.height - origin.y)
        guard w > 0, h > 0 else { return nil }
        cached.flush()
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        src.withMemoryRebound(to: UInt32.self, capacity: fresh.stride / 4 * fresh.height) { s in
            dst.withMemoryRebound(to: UInt32.self, capacity: cached.stride / 4 * cached.height) { d in
                for y in 0..<h {
                    let sr = s + y * (fresh.stride / 4), dr = d + (origin.y + y) * (cached.stride / 4) + origin.x
                    for x in 0..<w where sr[x] != dr[x] {
                        dr[x] = sr[x]
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        cached.markDirty()
        guard maxX >= 0 else { return nil }
        return PixelRect(x: origin.x + minX, y: origin.y + minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// A copy of `region` (device pixels) of `target`, reduced `factor` times (a power of two)
    /// by exact 2×2 averages; nil when Cairo cannot make it. `levels` holds the surfaces of
    /// each step (the last is the copy returned): those of the right size are drawn over, the
    /// others made anew and kept there for the next read.
    static func readBackdrop(_ target: OpaquePointer, region: PixelRect, factor: Int, levels: inout [CairoSurface]) -> CairoSurface? {
        var from = target
        var kept: CairoSurface?
        var offset = (x: -Double(region.x), y: -Double(region.y))
        var w = region.width, h = region.height, remaining = factor, level = 0
        repeat {
            let step = remaining > 1 ? 2 : 1
            w = (w + step - 1) / step
            h = (h + step - 1) / step
            let next: CairoSurface
            if level < levels.count, levels[level].width == w, levels[level].height == h {
                next = levels[level]
            } else {
                next = CairoSurface(width: w, height: h)
                guard next.isValid else { return nil }
                if level < levels.count { levels[level] = next } else { levels.append(next) }
            }
            level += 1
            let c = next.makeContext()
            cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
            // Halving samples each new pixel's centre at the corner shared by four old pixels:
            // bilinear filtering there is their exact average.
            if step == 2 { cairo_scale(c, 0.5, 0.5) }
            cairo_set_source_surface(c, from, offset.x, offset.y)
            cairo_pattern_set_filter(cairo_get_source(c), step == 2 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
            cairo_pattern_set_extend(cairo_get_source(c), CAIRO_EXTEND_PAD)
            cairo_paint(c)
            cairo_destroy(c)
            next.flush()
            kept = next
            from = next.handle
            offset = (0, 0)
            remaining /= step
        } while remaining > 1
        levels.removeSubrange(level...)   // a reduction with fewer steps than the last one's
        return kept
    }

    /// Whether two surfaces of ARGB32 pixels hold the same bytes.
    static func samePixels(_ a: CairoSurface, _ b: CairoSurface) -> Bool {
        guard a.width == b.width, a.height == b.height, let pa = a.data, let pb = b.data else { return false }
        let rowBytes = a.width * 4
        for y in 0..<a.height where memcmp(pa + y * a.stride, pb + y * b.stride, rowBytes) != 0 { return false }
        return true
    }

    // MARK: Drawing

    /// Draws the blurred backdrop (the tint already laid over it) or, when the layer reads no
    /// backdrop, the tint alone, inside the layer's rounded bounds.
    func drawBackdrop(_ layer: CALayer, _ b: BackdropProperties, p: LayerProperties, cr: OpaquePointer,
                      world: CGAffineTransform, alpha: Double) {
        let image = b.readsBackdrop ? layer.renderState.backdropImage : nil
        let tint = b.tintColor.flatMap { $0.alpha > 0 ? $0.clamped : nil }
        guard image != nil || tint != nil, !p.bounds.isEmpty else { return }
        cairo_save(cr)
        setMatrix(cr, world)
        cairo_new_path(cr)
        roundedBoundsPath(layer, cr: cr)
        cairo_clip(cr)
        if let image {
            let key = image.key
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_translate(cr, Double(key.region.x), Double(key.region.y))
            cairo_scale(cr, Double(key.factor), Double(key.factor))
            cairo_set_source_surface(cr, image.blurred.handle, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), key.factor == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
            cairo_restore(cr)
        }
        if image == nil, let t = tint {
            cairo_set_source_rgba(cr, t.r, t.g, t.b, t.a * alpha)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }
}

/// What a blurred backdrop was made from: the renderer that made it (a snapshot's is not the
/// screen's), the device-pixel region read, the reduction, σ in device pixels, the saturation
/// and the tint laid over the blur (the bytes read are compared apart).
package struct BackdropImageKey: Equatable {
    var renderer: ObjectIdentifier
    var region: PixelRect
    var factor: Int
    var sigma: Double
    var saturation: CGFloat
    var tint: CGColor?
}

/// A backdrop layer's blurred backdrop: the reduced copy it was made from, the blur, and the
/// memory the next blur reuses.
package struct BackdropImage {
    var key: BackdropImageKey
    var source: CairoSurface
    var blurred: CairoSurface
    var scratch: BackdropScratch
}

/// What a backdrop layer's blur reuses from one frame to the next: the surfaces of the
/// reduction's steps (for a whole read, and for the reads of damaged parts), and the blur's buffers.
package final class BackdropScratch {
    var levels: [CairoSurface] = []
    var patchLevels: [CairoSurface] = []
    var blur = Blur.Buffers()
}
