internal import CCairo
import Foundation

/// Backdrop layers (`CABackdropLayer`): what was drawn behind the layer, blurred, saturated and
/// tinted inside its rounded bounds, below its own drawing.
///
/// **Reading.** When the renderer reaches the layer, the surface being drawn into holds exactly
/// what lies behind it (everything drawn before it in drawing order). The renderer copies the
/// region under the layer's bounds plus 3σ on every side (clipped to the surface; the blur
/// clamps at the surface's edge, repeating the edge pixel), blurs it, and draws it clipped to
/// the bounds and corner radius; the tint goes over it, then the layer's background, content
/// and sublayers as usual.
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
/// **Caching.** The reduced copy of the backdrop is kept with its blur; when the layer is drawn
/// again over the same region with the same σ and saturation and the copy made this time has
/// the same bytes, the blur is reused (`backdropBlurCount` counts the blurs made). Only the
/// reduced copy is compared, and the blur depends on nothing else.
///
/// **Damage.** A backdrop layer's screen area is its bounds plus 3σ, so that a move damages
/// its old and new reach; and any damage touching that reach grows to all of it
/// (`expandDamageOverBackdrops`), so that the region is redrawn in order, up to the layer, in
/// the frame that reads it. Opaque layers in front of a backdrop layer do not cull what lies
/// behind it there (`OcclusionMap.addBackdrop`), and a subtree holding a backdrop layer is never
/// drawn from a subtree image.
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

    /// Grows the damage to the whole reach of every backdrop layer it touches (repeatedly: one
    /// backdrop's reach may touch another's).
    func expandDamageOverBackdrops(of root: CALayer, screen: PixelRect, damage: inout DamageRegion) {
        backdropLayers.removeAll { entry in
            guard let l = entry.layer, l.displayed.backdrop?.readsBackdrop == true, l.rootLayer === root else { return true }
            return false
        }
        guard !damage.isEmpty, !backdropLayers.isEmpty else { return }
        let reaches: [PixelRect] = backdropLayers.compactMap { entry in
            guard let l = entry.layer, var r = l.renderState.screenRect else { return nil }
            // A subtree that moved rigidly has not passed its shift down yet.
            var ancestor = l.superlayer
            while let a = ancestor {
                r = r.offsetBy(dx: a.renderState.pendingShift.x, dy: a.renderState.pendingShift.y)
                ancestor = a.superlayer
            }
            let pixels = PixelRect(enclosing: r).intersection(screen)
            return pixels.isEmpty ? nil : pixels
        }
        var grown = true, rounds = 0
        while grown && rounds <= reaches.count {
            grown = false
            rounds += 1
            for reach in reaches {
                let touched = damage.rects.contains { $0.intersection(reach).area > 0 }
                let covered = damage.rects.contains { $0.intersection(reach) == reach }
                if touched && !covered {
                    damage.add(reach)
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
        guard let source = Self.readBackdrop(target, region: region, factor: factor) else {
            layer.renderState.backdropImage = nil   // Cairo could not make the copy: the layer shows no backdrop
            return
        }
        let key = BackdropImageKey(region: region, factor: factor, sigma: sigma, saturation: b.saturation)
        if let cached = layer.renderState.backdropImage, cached.key == key, Self.samePixels(cached.source, source) { return }
        let blurred = CairoSurface(width: source.width, height: source.height)
        guard blurred.isValid else { layer.renderState.backdropImage = nil; return }
        Blur.gaussian(source, into: blurred, sigma: Self.reducedSigma(sigma, factor: factor), saturation: Double(b.saturation))
        backdropBlurCount += 1
        layer.renderState.backdropImage = BackdropImage(key: key, source: source, blurred: blurred)
    }

    /// A copy of `region` (device pixels) of `target`, reduced `factor` times (a power of two)
    /// by exact 2×2 averages; nil when Cairo cannot make it.
    static func readBackdrop(_ target: OpaquePointer, region: PixelRect, factor: Int) -> CairoSurface? {
        var from = target
        var kept: CairoSurface?
        var offset = (x: -Double(region.x), y: -Double(region.y))
        var w = region.width, h = region.height, remaining = factor
        repeat {
            let step = remaining > 1 ? 2 : 1
            w = (w + step - 1) / step
            h = (h + step - 1) / step
            let next = CairoSurface(width: w, height: h)
            guard next.isValid else { return nil }
            let c = cairo_create(next.handle)!
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

    /// Draws the blurred backdrop and the tint inside the layer's rounded bounds.
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
        if let t = tint {
            cairo_set_source_rgba(cr, t.r, t.g, t.b, t.a * alpha)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }
}

/// What a blurred backdrop was made from: the device-pixel region read, the reduction, σ in
/// device pixels and the saturation (the bytes read are compared apart).
package struct BackdropImageKey: Equatable {
    var region: PixelRect
    var factor: Int
    var sigma: Double
    var saturation: CGFloat
}

/// A backdrop layer's blurred backdrop: the reduced copy it was made from, and the blur.
package struct BackdropImage {
    var key: BackdropImageKey
    var source: CairoSurface
    var blurred: CairoSurface
}
