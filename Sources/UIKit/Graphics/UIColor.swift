import Foundation

/// An immutable colour, as UIKit's `UIColor`: components in the extended sRGB or extended grey
/// colour space, with alpha.
///
///     view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
///     UIColor.systemBlue.withAlphaComponent(0.5).setFill()
///
/// Components outside 0…1 are kept (extended range, as on iOS); drawing clamps them.
///
/// A dynamic colour (`UIColor(dynamicProvider:)`, and the system colours such as `.label` and
/// `.systemBackground`) answers another colour for each trait collection; its `cgColor` and
/// components are those it resolves to in `UITraitCollection.current` (see
/// UIColor+Dynamic.swift).
public final class UIColor: NSObject, @unchecked Sendable {
    /// The colour space the components belong to; `==` compares it, as UIKit does
    /// (`UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1)`).
    private enum Space: Hashable, Sendable { case gray, rgb }

    /// First, so Core Foundation can compare colours in attributed strings (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()
    private let space: Space
    private let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// The components as a Core Graphics colour (a static colour's own).
    private let staticCGColor: CGColor
    /// What a dynamic colour resolves with; nil for a static colour.
    let dynamicProvider: ((UITraitCollection) -> UIColor)?

    /// The Core Graphics colour with the same components; a dynamic colour's resolved in
    /// `UITraitCollection.current`. As on iOS, the result is fixed: a layer's `borderColor` or
    /// `shadowColor` taken from it stays as it was resolved (set it again in
    /// `traitCollectionDidChange(_:)`); a view's `backgroundColor` is resolved again by the view.
    public var cgColor: CGColor {
        guard dynamicProvider != nil else { return staticCGColor }
        return resolvedColor(with: .current).staticCGColor
    }

    /// A dynamic colour; the components are unused.
    init(provider: @escaping (UITraitCollection) -> UIColor) {
        space = .rgb
        red = 0; green = 0; blue = 0; alpha = 0
        staticCGColor = .clear
        dynamicProvider = provider
    }

    /// The static colour to read components from: this one, or what a dynamic one resolves to now.
    private var concrete: UIColor { dynamicProvider == nil ? self : resolvedColor(with: .current) }

    private init(space: Space, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : v }
        self.space = space
        self.red = clean(red)
        self.green = clean(green)
        self.blue = clean(blue)
        self.alpha = min(max(clean(alpha), 0), 1)
        staticCGColor = space == .gray ? CGColor(gray: self.red, alpha: self.alpha)
                                       : CGColor(red: self.red, green: self.green, blue: self.blue, alpha: self.alpha)
        dynamicProvider = nil
    }

    /// Creates a colour from red, green, blue and alpha components (extended sRGB; alpha is
    /// clamped to 0…1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .rgb, red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey colour from a white level (0 black … 1 white) and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(space: .gray, red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB), each in 0…1, and alpha.
    ///
    /// A hue outside 0…1 wraps around the colour wheel; saturation and brightness are clamped.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(space: .rgb, red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour with the components of a Core Graphics colour (grey stays grey).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        if c.count == 2 { self.init(space: .gray, red: c[0], green: c[0], blue: c[0], alpha: c[1]) }
        else if c.count >= 4 { self.init(space: .rgb, red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
        else { self.init(space: .rgb, red: 0, green: 0, blue: 0, alpha: cgColor.alpha) }
    }

    /// Creates a colour from Display P3 components.
    ///
    /// There is no colour management here: the components are taken as sRGB, so saturated P3
    /// colours look slightly less saturated than on an iPhone.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .rgb, red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour with another alpha (clamped to 0…1); a dynamic colour gives a dynamic
    /// colour that resolves as this one does, with that alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard dynamicProvider == nil else {
            return UIColor(provider: { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) })
        }
        return UIColor(space: space, red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: Reading components

    /// Writes the sRGB components to the non-nil pointers; always succeeds (grey converts to RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if dynamicProvider != nil { return concrete.getRed(red, green: green, blue: blue, alpha: alpha) }
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the white level and alpha; returns false (writing nothing) for an RGB colour whose
    /// components differ, which has no exact grey equivalent.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if dynamicProvider != nil { return concrete.getWhite(white, alpha: alpha) }
        guard space == .gray || (red == green && green == blue) else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes hue, saturation and brightness (each 0…1; hue 0 for greys) and alpha.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if dynamicProvider != nil { return concrete.getHue(hue, saturation: saturation, brightness: brightness, alpha: alpha) }
        let maxC = max(red, green, blue), minC = min(red, green, blue), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == red { h = (green - blue) / delta }
            else if maxC == green { h = 2 + (blue - red) / delta }
            else { h = 4 + (red - green) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = self.alpha
        return true
    }

    /// HSB to RGB: the hue picks a sector of the colour wheel, saturation mixes towards white.
    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = min(max(saturation.isNaN ? 0 : saturation, 0), 1)
        let v = min(max(brightness.isNaN ? 0 : brightness, 0), 1)
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    // MARK: Drawing

    /// Sets the current graphics context's fill and stroke colours to this colour.
    @preconcurrency @MainActor public func set() {
        setFill()
        setStroke()
    }

    /// Sets the current graphics context's fill colour (used by `UIBezierPath.fill()`,
    /// `UIRectFill` and `CGContext.fill(_:)`); does nothing without a current context.
    @preconcurrency @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Sets the current graphics context's stroke colour (used by `UIBezierPath.stroke()`).
    @preconcurrency @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    // MARK: Equality and description

    /// Two static colours are equal when their colour space and components are (as UIKit's);
    /// a dynamic colour is equal only to itself (its provider is a closure, which cannot be
    /// compared: two colours made from the same closure are different objects and not equal).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if dynamicProvider != nil || other.dynamicProvider != nil { return self === other }
        return space == other.space && red == other.red && green == other.green
            && blue == other.blue && alpha == other.alpha
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        if dynamicProvider != nil { return ObjectIdentifier(self).hashValue }
        var hasher = Hasher()
        hasher.combine(space)
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        return hasher.finalize()
    }

    /// The colour space and components, formatted as UIKit prints them
    /// (`UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 0.5 1`).
    public override var description: String {
        if dynamicProvider != nil { return "<UIDynamicProviderColor: \(concrete.description) now>" }
        func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return space == .gray ? "UIExtendedGrayColorSpace \(f(red)) \(f(alpha))"
                              : "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alpha))"
    }
}

// MARK: - Fixed colours

// Values from Apple's UIColor reference ("A color object with RGB values of 0.6, 0.4, and 0.2…",
// "…a grayscale value of 1/3…"): the grey ones are in the grey colour space.
extension UIColor {
    /// Grey 0, alpha 1.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Grey 1/3, alpha 1.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Grey 2/3, alpha 1.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Grey 1, alpha 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey 0.5, alpha 1.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// RGB (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Grey 0 with alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black, for text on light backgrounds.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// White at 60 % alpha, for text on dark backgrounds.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}
