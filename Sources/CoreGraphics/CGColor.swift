import Foundation

/// An immutable colour, stored as sRGB components with alpha.
///
/// Layers take `CGColor` (`layer.borderColor = UIColor.black.cgColor`), as on iOS.
/// Components are kept as given, so a colour that came from a wide-gamut value outside 0…1
/// keeps it; drawing clamps.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, in that order.
    public let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    private let isGray: Bool

    /// Creates a colour from red, green, blue and alpha in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (Self.sanitize(red), Self.sanitize(green), Self.sanitize(blue), Self.sanitize(alpha))
        isGray = false
    }

    /// Creates a grey colour from a white level and alpha in 0…1.
    public init(gray: CGFloat, alpha: CGFloat) {
        let g = Self.sanitize(gray)
        rgba = (g, g, g, Self.sanitize(alpha))
        isGray = true
    }

    /// NaN would poison every pixel it touches; it becomes 0.
    private static func sanitize(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : v }

    /// The colour's components: `[white, alpha]` for a grey colour, `[r, g, b, a]` otherwise.
    public var components: [CGFloat]? {
        isGray ? [rgba.0, rgba.3] : [rgba.0, rgba.1, rgba.2, rgba.3]
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { isGray ? 2 : 4 }

    /// The alpha component.
    public var alpha: CGFloat { rgba.3 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        isGray ? CGColor(gray: rgba.0, alpha: alpha)
               : CGColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba == rhs.rgba
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba.0); hasher.combine(rgba.1); hasher.combine(rgba.2); hasher.combine(rgba.3)
    }

    public var description: String {
        "CGColor(r: \(rgba.0), g: \(rgba.1), b: \(rgba.2), a: \(rgba.3))"
    }

    /// Components clamped to 0…1, as drawing uses them.
    package var clamped: (r: Double, g: Double, b: Double, a: Double) {
        func c(_ v: CGFloat) -> Double { Double(min(max(v, 0), 1)) }
        return (c(rgba.0), c(rgba.1), c(rgba.2), c(rgba.3))
    }
}
