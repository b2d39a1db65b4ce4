import Foundation

/// The animatable properties of a `CAShapeLayer`, part of its `LayerProperties`.
package struct ShapeProperties: Equatable {
    package var path: CGPath?
    package var fillColor: CGColor? = .black
    package var strokeColor: CGColor?
    package var lineWidth: CGFloat = 1
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1
    package var lineDashPhase: CGFloat = 0
    package var miterLimit: CGFloat = 10
}

/// The animatable properties of a `CAGradientLayer`, part of its `LayerProperties`.
package struct GradientProperties: Equatable {
    package var colors: [CGColor]?
    package var locations: [CGFloat]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
}

/// What a layer class adds to `LayerProperties` (boxed: one reference in every layer's properties).
package enum LayerContentProperties: Equatable {
    indirect case shape(ShapeProperties)
    indirect case gradient(GradientProperties)
    indirect case backdrop(BackdropProperties)
}

extension LayerProperties {
    /// Whether the layer draws content of its own class (a shape or a gradient; a backdrop
    /// draws what lies behind it, not content of its own).
    package var drawsContent: Bool { shape != nil || gradient != nil }

    /// A shape layer's own properties (nil for other layers).
    package var shape: ShapeProperties? {
        get { if case .shape(let s)? = content { s } else { nil } }
        set { content = newValue.map { .shape($0) } }
    }
    /// A gradient layer's own properties (nil for other layers).
    package var gradient: GradientProperties? {
        get { if case .gradient(let g)? = content { g } else { nil } }
        set { content = newValue.map { .gradient($0) } }
    }

    /// A backdrop layer's own properties (nil for other layers).
    package var backdrop: BackdropProperties? {
        get { if case .backdrop(let b)? = content { b } else { nil } }
        set { content = newValue.map { .backdrop($0) } }
    }

    /// The keys a shape layer adds (animatable in Core Animation).
    package static let shapeKeys: Set<String> = [
        "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "lineDashPhase", "miterLimit",
    ]
    /// The keys a gradient layer adds (animatable in Core Animation).
    package static let gradientKeys: Set<String> = ["colors", "locations", "startPoint", "endPoint"]
    /// The keys a backdrop layer adds (`CABackdropLayer`).
    package static let backdropKeys: Set<String> = ["backdropBlurRadius", "backdropSaturation", "backdropTintColor", "vibrancyColor"]

    /// The value of a shape or gradient property; nil when the layer has no such property (or no path).
    func contentValue(forKey key: String) -> AnimatableValue? {
        if let s = shape {
            switch key {
            case "path": return s.path.map { .path($0) }
            case "fillColor": return Self.colorValue(s.fillColor)
            case "strokeColor": return Self.colorValue(s.strokeColor)
            case "lineWidth": return .scalar(Double(s.lineWidth))
            case "strokeStart": return .scalar(Double(s.strokeStart))
            case "strokeEnd": return .scalar(Double(s.strokeEnd))
            case "lineDashPhase": return .scalar(Double(s.lineDashPhase))
            case "miterLimit": return .scalar(Double(s.miterLimit))
            default: break
            }
        }
        if let g = gradient {
            switch key {
            case "colors": return g.colors.map { .list($0.map(Self.colorValue)) }
            case "locations": return g.locations.map { .list($0.map { .scalar(Double($0)) }) }
            case "startPoint": return .point(g.startPoint)
            case "endPoint": return .point(g.endPoint)
            default: break
            }
        }
        if let b = backdrop {
            switch key {
            case "backdropBlurRadius": return .scalar(Double(b.blurRadius))
            case "backdropSaturation": return .scalar(Double(b.saturation))
            case "backdropTintColor": return Self.colorValue(b.tintColor)
            case "vibrancyColor": return Self.colorValue(b.vibrancyColor)
            default: break
            }
        }
        return nil
    }

    /// Sets a shape or gradient property; values of the wrong kind are ignored.
    mutating func setContentValue(_ value: AnimatableValue, forKey key: String) {
        if shape != nil {
            switch (key, value) {
            case ("path", .path(let p)): shape?.path = p
            case ("fillColor", .color): shape?.fillColor = value.toAny() as? CGColor
            case ("strokeColor", .color): shape?.strokeColor = value.toAny() as? CGColor
            case ("lineWidth", .scalar(let v)): shape?.lineWidth = CGFloat(v)
            case ("strokeStart", .scalar(let v)): shape?.strokeStart = CGFloat(v)
            case ("strokeEnd", .scalar(let v)): shape?.strokeEnd = CGFloat(v)
            case ("lineDashPhase", .scalar(let v)): shape?.lineDashPhase = CGFloat(v)
            case ("miterLimit", .scalar(let v)): shape?.miterLimit = CGFloat(v)
            default: break
            }
        }
        if gradient != nil {
            switch (key, value) {
            case ("colors", .list(let items)): gradient?.colors = items.compactMap { $0.toAny() as? CGColor }
            case ("locations", .list(let items)):
                gradient?.locations = items.compactMap { if case .scalar(let v) = $0 { CGFloat(v) } else { nil } }
            case ("startPoint", .point(let p)): gradient?.startPoint = p
            case ("endPoint", .point(let p)): gradient?.endPoint = p
            default: break
            }
        }
        if backdrop != nil {
            switch (key, value) {
            // An animation may overshoot (a spring) or be scrubbed anywhere: keep the values drawable.
            case ("backdropBlurRadius", .scalar(let v)) where v.isFinite: backdrop?.blurRadius = CGFloat(max(0, v))
            case ("backdropSaturation", .scalar(let v)) where v.isFinite: backdrop?.saturation = CGFloat(max(0, v))
            case ("backdropTintColor", .color): backdrop?.tintColor = value.toAny() as? CGColor
            case ("vibrancyColor", .color): backdrop?.vibrancyColor = value.toAny() as? CGColor
            default: break
            }
        }
    }
}
