import Foundation

/// How a shape layer decides the inside of its path (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule (the default).
    public static let nonZero = Self(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// How a shape layer ends its open lines (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The line stops at its end point (the default).
    public static let butt = Self(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = Self(rawValue: "round")
    /// A half square past the end point.
    public static let square = Self(rawValue: "square")
}

/// How a shape layer joins the segments of its lines (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, bevelled past `miterLimit` (the default).
    public static let miter = Self(rawValue: "miter")
    /// A rounded corner.
    public static let round = Self(rawValue: "round")
    /// A corner cut square across.
    public static let bevel = Self(rawValue: "bevel")
}

/// A layer that draws a path: filled, stroked, or both, with a part of the stroke
/// (`strokeStart`…`strokeEnd`) and dashes.
///
/// Names, types and defaults are Apple's: `fillColor` opaque black, `strokeColor` nil,
/// `lineWidth` 1, `miterLimit` 10, `strokeStart` 0, `strokeEnd` 1. `path`, the colours,
/// `lineWidth`, `strokeStart`, `strokeEnd`, `lineDashPhase` and `miterLimit` animate (implicitly
/// on a standalone layer, except `path`, as Apple documents; a view's layer animates them only
/// with an explicit animation, as in UIKit). A path animates between paths of the same elements (kinds and count), as Core
/// Animation documents; between other paths the animation shows the end path (with a warning).
///
/// Apple's documentation, as checked: "the shape is composited between the layer's contents and
/// its first sublayer"; `miterLimit` defaults to 10 and animates; `lineDashPattern` defaults to
/// nil, a solid line. So the shape is drawn above the background and `contents`, below the
/// sublayers, and not clipped to the bounds (unless `masksToBounds`). Strokes are trimmed by arc length over
/// the whole path, all subpaths in order, as Core Animation does.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    public required init() {
        super.init()
        model.shape = ShapeProperties()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if model.shape == nil { model.shape = ShapeProperties() }
    }

    /// Creates a shape layer with the default properties (layer archives do not exist here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        model.shape = ShapeProperties()
    }

    /// The path to draw (nil draws nothing).
    open var path: CGPath? {
        get { model.shape?.path }
        set { setModel(\.shape!.path, newValue, key: "path", change: .content) }
    }
    /// The colour the path's inside is filled with (nil fills nothing).
    open var fillColor: CGColor? {
        get { model.shape?.fillColor }
        set { setModel(\.shape!.fillColor, newValue, key: "fillColor", change: .content) }
    }
    /// The colour of the path's outline (nil, the default, strokes nothing).
    open var strokeColor: CGColor? {
        get { model.shape?.strokeColor }
        set { setModel(\.shape!.strokeColor, newValue, key: "strokeColor", change: .content) }
    }
    /// The width of the outline. NaN or infinity becomes 1 and a negative width 0 (with a warning).
    open var lineWidth: CGFloat {
        get { model.shape?.lineWidth ?? 1 }
        set { setModel(\.shape!.lineWidth, Self.checked(newValue, "lineWidth", fallback: 1), key: "lineWidth", change: .content) }
    }
    /// Where the stroke starts, as a fraction of the path's length (0…1).
    open var strokeStart: CGFloat {
        get { model.shape?.strokeStart ?? 0 }
        set { setModel(\.shape!.strokeStart, Self.checked(newValue, "strokeStart", fallback: 0), key: "strokeStart", change: .content) }
    }
    /// Where the stroke ends, as a fraction of the path's length (0…1).
    open var strokeEnd: CGFloat {
        get { model.shape?.strokeEnd ?? 1 }
        set { setModel(\.shape!.strokeEnd, Self.checked(newValue, "strokeEnd", fallback: 1), key: "strokeEnd", change: .content) }
    }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat {
        get { model.shape?.lineDashPhase ?? 0 }
        set { setModel(\.shape!.lineDashPhase, Self.checked(newValue, "lineDashPhase", fallback: 0), key: "lineDashPhase", change: .content) }
    }
    /// The longest miter, in line widths, before a miter join is bevelled.
    open var miterLimit: CGFloat {
        get { model.shape?.miterLimit ?? 10 }
        set { setModel(\.shape!.miterLimit, Self.checked(newValue, "miterLimit", fallback: 10), key: "miterLimit", change: .content) }
    }
    /// Dash and gap lengths, alternating (nil or empty: a solid line). A negative or non-finite
    /// length, or a pattern of zeros, draws a solid line (with a warning).
    open var lineDashPattern: [NSNumber]? { didSet { if lineDashPattern != oldValue { modelDidChange(.content) } } }
    /// The fill rule.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { if fillRule != oldValue { modelDidChange(.content) } } }
    /// The cap of open lines.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { if lineCap != oldValue { modelDidChange(.content) } } }
    /// The join between segments.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { if lineJoin != oldValue { modelDidChange(.content) } } }

    /// Implicit animations for the shape's properties, except `path`: Apple's documentation says
    /// that "unlike most animatable properties, path (as with all CGPath animatable properties)
    /// does not support implicit animation" — it animates only with an explicit animation.
    open override class func defaultAction(forKey event: String) -> (any CAAction)? {
        if event == "path" { return nil }
        return LayerProperties.shapeKeys.contains(event) ? CABasicAnimation() : super.defaultAction(forKey: event)
    }

    package override func copyState(from other: CALayer) {
        super.copyState(from: other)
        guard let o = other as? CAShapeLayer else { return }
        lineDashPattern = o.lineDashPattern; fillRule = o.fillRule; lineCap = o.lineCap; lineJoin = o.lineJoin
    }

    /// The dash lengths to draw with: empty for a solid line.
    package var validDashLengths: [CGFloat] {
        guard let pattern = lineDashPattern, !pattern.isEmpty else { return [] }
        let lengths = pattern.map { CGFloat($0.doubleValue) }
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 }) else {
            warnOnce("CAShapeLayer.lineDashPattern \(lengths) has a negative, non-finite or all-zero length; a solid line is drawn")
            return []
        }
        return lengths
    }

    private static func checked(_ value: CGFloat, _ name: String, fallback: CGFloat) -> CGFloat {
        if !value.isFinite {
            warnOnce("CAShapeLayer.\(name) set to \(value); \(fallback) is used")
            return fallback
        }
        if value < 0, name == "lineWidth" || name == "miterLimit" {
            warnOnce("CAShapeLayer.\(name) set to \(value); 0 is used")
            return 0
        }
        return value
    }
}
