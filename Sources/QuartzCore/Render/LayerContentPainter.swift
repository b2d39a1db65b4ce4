internal import CCairo
import Foundation

/// Draws what shape and gradient layers draw themselves, with Cairo, in the layer's coordinates
/// (the caller sets the matrix). The renderer caches the result (`LayerRenderer+Content`).
@MainActor
enum LayerContentPainter {
    /// The area (layer coordinates) the layer's own content can touch, or nil when it draws none.
    static func extent(of layer: CALayer, _ p: LayerProperties) -> CGRect? {
        if let s = p.shape, let shape = layer as? CAShapeLayer {
            guard let path = s.path, !path.isEmpty else { return nil }
            var box = path.boundingBox
            guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
            if s.strokeColor != nil && s.lineWidth > 0 {
                // Half the line, lengthened by a miter or a square cap at worst.
                var reach = s.lineWidth / 2
                if shape.lineJoin == .miter { reach *= max(1, s.miterLimit) }
                if shape.lineCap == .square { reach = max(reach, s.lineWidth / 2 * 2.0.squareRoot()) }
                box = box.insetBy(dx: -reach, dy: -reach)
            }
            return box.insetBy(dx: -1, dy: -1)
        }
        if p.gradient?.colors?.isEmpty == false { return p.bounds }
        return nil
    }

    /// Paints the content with `alpha`.
    static func paint(_ layer: CALayer, _ p: LayerProperties, cr: OpaquePointer, alpha: Double) {
        if let s = p.shape, let shape = layer as? CAShapeLayer { paintShape(shape, s, cr: cr, alpha: alpha) }
        if let g = p.gradient, let gradient = layer as? CAGradientLayer { paintGradient(gradient, g, p, cr: cr, alpha: alpha) }
    }

    // MARK: Shapes

    private static func paintShape(_ layer: CAShapeLayer, _ s: ShapeProperties, cr: OpaquePointer, alpha: Double) {
        guard let path = s.path, !path.isEmpty else { return }
        let box = path.boundingBox
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else {
            warnOnce("CAShapeLayer.path has a non-finite coordinate; the shape is not drawn")
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let fill = s.fillColor, fill.alpha > 0 {
            cairo_new_path(cr)
            path.append(to: cr)
            cairo_set_fill_rule(cr, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(cr, fill, alpha)
            cairo_fill(cr)
        }
        let start = min(max(s.strokeStart, 0), 1), end = min(max(s.strokeEnd, 0), 1)
        guard let stroke = s.strokeColor, stroke.alpha > 0, s.lineWidth > 0, end > start else { return }
        let outline = start == 0 && end == 1 ? path : path.trimmed(from: start, to: end)
        cairo_new_path(cr)
        outline.append(to: cr)
        cairo_set_line_width(cr, Double(s.lineWidth))
        cairo_set_line_cap(cr, layer.lineCap == .round ? CAIRO_LINE_CAP_ROUND : layer.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, layer.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : layer.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, Double(max(1, s.miterLimit)))
        let dashes = layer.validDashLengths.map(Double.init)
        if !dashes.isEmpty { cairo_set_dash(cr, dashes, Int32(dashes.count), Double(s.lineDashPhase)) }
        setSource(cr, stroke, alpha)
        cairo_stroke(cr)
    }

    private static func setSource(_ cr: OpaquePointer, _ color: CGColor, _ alpha: Double) {
        let c = color.clamped
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
    }

    // MARK: Gradients

    private static func paintGradient(_ layer: CAGradientLayer, _ g: GradientProperties, _ p: LayerProperties,
                                      cr: OpaquePointer, alpha: Double) {
        guard let stops = GradientStops(g), p.bounds.width > 0, p.bounds.height > 0 else { return }
        let b = p.bounds
        func mapped(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
        let start = mapped(g.startPoint), end = mapped(g.endPoint)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        if p.cornerRadius > 0 { LayerOutline.path(of: layer).append(to: cr) }
        else { cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height)) }
        cairo_clip(cr)
        let pattern: OpaquePointer
        switch layer.type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else {   // no ellipse: everything lies outside it
                let c = stops.color(at: 1)
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
                cairo_paint(cr)
                return
            }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, 1 / Double(rx), 1 / Double(ry))
            cairo_matrix_translate(&m, -Double(start.x), -Double(start.y))
            cairo_pattern_set_matrix(pattern, &m)
        case .conic:
            pattern = conicMesh(stops, center: start, towards: end, bounds: b)
        default:
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        }
        defer { cairo_pattern_destroy(pattern) }
        if layer.type != .conic {
            for (color, location) in zip(stops.colors, stops.locations) {
                let c = color.clamped
                cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(location, 0), 1)), c.r, c.g, c.b, c.a)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_set_source(cr, pattern)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
    }

    /// Sectors per turn of a conic gradient (each also ends at every colour stop).
    static let conicSectors = 64

    /// A conic gradient as a mesh: one Coons patch per sector, from the centre out past the
    /// farthest corner, its two radii carrying the colours at the sector's two angles.
    private static func conicMesh(_ stops: GradientStops, center c: CGPoint, towards end: CGPoint, bounds b: CGRect) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let angle0 = end == c ? -Double.pi / 2 : atan2(Double(end.y - c.y), Double(end.x - c.x))
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
        let radius = corners.map { hypot(Double($0.x - c.x), Double($0.y - c.y)) }.max()! + 2
        var fractions = Set((0...conicSectors).map { Double($0) / Double(conicSectors) })
        for l in stops.locations where l > 0 && l < 1 { fractions.insert(Double(l)) }
        let sorted = fractions.sorted()
        let cx = Double(c.x), cy = Double(c.y)
        for (fa, fb) in zip(sorted, sorted.dropFirst()) where fb > fa {
            let ta = angle0 + 2 * .pi * fa, tb = angle0 + 2 * .pi * fb
            let k = 4 / 3 * tan((tb - ta) / 4) * radius
            let a = stops.color(at: CGFloat(fa)), z = stops.color(at: CGFloat(fb))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + radius * cos(ta), cy + radius * sin(ta))
            cairo_mesh_pattern_curve_to(mesh, cx + radius * cos(ta) - k * sin(ta), cy + radius * sin(ta) + k * cos(ta),
                                        cx + radius * cos(tb) + k * sin(tb), cy + radius * sin(tb) - k * cos(tb),
                                        cx + radius * cos(tb), cy + radius * sin(tb))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (i, col) in [a, a, z, z].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(i), col.r, col.g, col.b, col.a)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
