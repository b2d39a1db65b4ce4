import Foundation

/// The kind of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`; lines across it have one colour (the default).
    public static let axial = Self(rawValue: "axial")
    /// An ellipse centred on `startPoint` whose radii reach `endPoint` (x and y apart).
    public static let radial = Self(rawValue: "radial")
    /// Around `startPoint`, clockwise on screen from the direction of `endPoint`.
    public static let conic = Self(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient, over its background.
///
/// Apple documents `startPoint` as "defined in the unit coordinate space and then mapped to the
/// layer's bounds rectangle", default (0.5, 0.0); it does not document how `.radial` and `.conic`
/// use the two points: here they follow the common reading (the ellipse's centre and radii; the
/// cone's centre and its zero angle). As in Core Animation: `colors` are `CGColor`s (nil draws nothing), `locations` place them in
/// 0…1 (nil spaces them evenly), `startPoint` (0.5, 0) and `endPoint` (0.5, 1) are in unit
/// coordinates of the bounds; the end colours extend beyond the ends. `colors`, `locations`,
/// `startPoint` and `endPoint` animate; colours and locations between lists of the same length.
/// The gradient follows the rounded corners of the bounds.
///
/// Drawn with Cairo's linear and radial gradients. Cairo has no conic gradient: it is drawn as
/// a mesh of Coons patches, one per sector of at most 1/64 turn (split at every colour stop),
/// each running from the centre to an arc with its two colours on its two radii, so within a
/// sector the colour is interpolated linearly by the patch (exact on each sector's middle).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    public required init() {
        super.init()
        model.gradient = GradientProperties()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if model.gradient == nil { model.gradient = GradientProperties() }
    }

    /// Creates a gradient layer with the default properties (layer archives do not exist here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        model.gradient = GradientProperties()
    }

    /// The gradient's colours, as `CGColor`s. Items that are not `CGColor`s are left out (with a warning).
    open var colors: [Any]? {
        get { model.gradient?.colors }
        set {
            var colors: [CGColor]?
            if let newValue {
                colors = newValue.compactMap { $0 as? CGColor }
                if newValue.isEmpty { warnOnce("CAGradientLayer.colors is an empty array; the gradient draws nothing") }
                if colors!.count != newValue.count {
                    warnOnce("CAGradientLayer.colors holds \(newValue.count - colors!.count) item(s) that are not CGColor (a UIColor needs .cgColor); they are left out")
                }
            }
            setModel(\.gradient!.colors, colors, key: "colors", change: .content)
        }
    }
    /// Where each colour sits, 0…1 and increasing (nil spaces the colours evenly).
    open var locations: [NSNumber]? {
        get { model.gradient?.locations?.map { NSNumber(value: Double($0)) } }
        set { setModel(\.gradient!.locations, newValue?.map { CGFloat($0.doubleValue) }, key: "locations", change: .content) }
    }
    /// Where the first colour is, in unit coordinates of the bounds.
    open var startPoint: CGPoint {
        get { model.gradient?.startPoint ?? CGPoint(x: 0.5, y: 0) }
        set { setModel(\.gradient!.startPoint, Self.checked(newValue, "startPoint", CGPoint(x: 0.5, y: 0)), key: "startPoint", change: .content) }
    }
    /// Where the last colour is, in unit coordinates of the bounds.
    open var endPoint: CGPoint {
        get { model.gradient?.endPoint ?? CGPoint(x: 0.5, y: 1) }
        set { setModel(\.gradient!.endPoint, Self.checked(newValue, "endPoint", CGPoint(x: 0.5, y: 1)), key: "endPoint", change: .content) }
    }
    private static func checked(_ p: CGPoint, _ name: String, _ fallback: CGPoint) -> CGPoint {
        guard p.x.isFinite, p.y.isFinite else {
            warnOnce("CAGradientLayer.\(name) set to \(p); \(fallback) is used")
            return fallback
        }
        return p
    }

    /// The kind of gradient.
    open var type: CAGradientLayerType = .axial { didSet { if type != oldValue { modelDidChange(.content) } } }

    open override class func defaultAction(forKey event: String) -> (any CAAction)? {
        LayerProperties.gradientKeys.contains(event) ? CABasicAnimation() : super.defaultAction(forKey: event)
    }

    package override func copyState(from other: CALayer) {
        super.copyState(from: other)
        if let o = other as? CAGradientLayer { type = o.type }
    }
}

/// The stops of a gradient as drawn: colours with their locations, sorted, in 0…1.
package struct GradientStops: Equatable {
    package var colors: [CGColor]
    package var locations: [CGFloat]

    /// The stops of `g`, or nil when there is nothing to draw. Bad locations (a count other than
    /// the colours', NaN) are replaced by even spacing, with a warning.
    @MainActor
    package init?(_ g: GradientProperties) {
        guard let colors = g.colors, !colors.isEmpty else { return nil }
        let n = colors.count
        let even = (0..<n).map { n == 1 ? 0 : CGFloat($0) / CGFloat(n - 1) }
        var locations = even
        if let given = g.locations {
            if given.count == n, given.allSatisfy(\.isFinite) {
                locations = given
            } else {
                warnOnce("CAGradientLayer.locations must hold one finite number per colour (\(n)); even spacing is used")
            }
        }
        // Cairo wants increasing offsets: a location smaller than the one before is raised to it.
        for i in locations.indices.dropFirst() where locations[i] < locations[i - 1] { locations[i] = locations[i - 1] }
        self.colors = colors
        self.locations = locations
    }

    /// The colour at `t` (0…1), straight-alpha interpolation between the neighbouring stops.
    package func color(at t: CGFloat) -> (r: Double, g: Double, b: Double, a: Double) {
        let c = colors.map(\.clamped)
        guard let first = locations.first, t > first else { return c[0] }
        for i in 1..<locations.count where t <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let f = span > 0 ? Double((t - locations[i - 1]) / span) : 1
            let a = c[i - 1], b = c[i]
            return (a.r + (b.r - a.r) * f, a.g + (b.g - a.g) * f, a.b + (b.b - a.b) * f, a.a + (b.a - a.a) * f)
        }
        return c[c.count - 1]
    }
}
