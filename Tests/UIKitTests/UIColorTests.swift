import UIKit
import Foundation
import Testing
import TestSupport

/// The red, green, blue and alpha components of a colour.
func components(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return (r, g, b, a)
}

/// Expects each of the components `c` (red, green, blue, alpha) to be within `tolerance` of
/// `d`'s; a miss shows both.
func expectComponents(_ c: (CGFloat, CGFloat, CGFloat, CGFloat), near d: (CGFloat, CGFloat, CGFloat, CGFloat),
                      tolerance: CGFloat = 1e-9, sourceLocation: SourceLocation = #_sourceLocation) {
    expectNear([c.0, c.1, c.2, c.3], [d.0, d.1, d.2, d.3], tolerance: tolerance, "components", sourceLocation: sourceLocation)
}

@Suite struct UIColorTests {
    @Test func rgbComponentsRoundTrip() {
        let c = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        expectComponents(components(c), near: (0.1, 0.2, 0.3, 0.4))
        #expect(c.cgColor.components == [0.1, 0.2, 0.3, 0.4])
    }

    @Test func whiteIsGreyAndConvertsToRGB() {
        let c = UIColor(white: 0.25, alpha: 0.5)
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(c.getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
        expectComponents(components(c), near: (0.25, 0.25, 0.25, 0.5))
        #expect(c.cgColor.components == [0.25, 0.5])
        // A coloured RGB value has no exact grey: getWhite declines and leaves the outputs alone.
        var w2: CGFloat = 7
        #expect(!UIColor.red.getWhite(&w2, alpha: nil))
        #expect(w2 == 7)
    }

    @Test func hueSaturationBrightnessToRGB() {
        // The primaries and secondaries sit at sixths of the hue circle.
        expectComponents(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), near: (1, 0, 0, 1))
        expectComponents(components(UIColor(hue: 1.0 / 6, saturation: 1, brightness: 1, alpha: 1)), near: (1, 1, 0, 1))
        expectComponents(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)), near: (0, 1, 0, 1))
        expectComponents(components(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)), near: (0, 0, 1, 1))
        // Hue ½ (cyan sector start), s ½, b 0.8: max 0.8, min 0.8 · (1 − ½) = 0.4 → (0.4, 0.8, 0.8).
        expectComponents(components(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.3)), near: (0.4, 0.8, 0.8, 0.3))
        // Saturation 0 is grey at the brightness.
        expectComponents(components(UIColor(hue: 0.7, saturation: 0, brightness: 0.6, alpha: 1)), near: (0.6, 0.6, 0.6, 1))
        // Hue wraps around the circle.
        expectComponents(components(UIColor(hue: 1.25, saturation: 1, brightness: 1, alpha: 1)), near: components(UIColor(hue: 0.25, saturation: 1, brightness: 1, alpha: 1)))
    }

    @Test func getHueInvertsTheConversion() {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        expectNear(h, 0.5, tolerance: 1e-9)
        expectNear(s, 0.5, tolerance: 1e-9)
        expectNear(b, 0.8, tolerance: 1e-9)
        #expect(a == 1)
        // Orange (1, 0.5, 0): hue = (g − b) / (max − min) / 6 = 0.5 / 6.
        #expect(UIColor.orange.getHue(&h, saturation: &s, brightness: &b, alpha: nil))
        expectNear(h, 1.0 / 12, tolerance: 1e-9)
        #expect(s == 1 && b == 1)
        for hue in stride(from: 0.0, to: 1.0, by: 0.05) {
            let c = UIColor(hue: hue, saturation: 0.7, brightness: 0.9, alpha: 1)
            #expect(c.getHue(&h, saturation: &s, brightness: &b, alpha: nil))
            expectNear(h, hue, tolerance: 1e-9)
            expectNear(s, 0.7, tolerance: 1e-9)
            expectNear(b, 0.9, tolerance: 1e-9)
        }
    }

    @Test func withAlphaComponentKeepsTheColour() {
        let c = UIColor.systemBlue.withAlphaComponent(0.5)
        let (r, g, b, a) = components(c)
        expectComponents((r, g, b, a), near: (0, 122.0 / 255, 1, 0.5))
        #expect(UIColor.gray.withAlphaComponent(0.2) == UIColor(white: 0.5, alpha: 0.2))
    }

    @Test func cgColorRoundTripKeepsTheColourSpace() {
        #expect(UIColor(cgColor: UIColor.gray.cgColor) == .gray)
        #expect(UIColor(cgColor: UIColor.purple.cgColor) == .purple)
        #expect(UIColor(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)) == .red)
    }

    @Test func equalityComparesSpaceAndComponents() {
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) == .orange)
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).hashValue == UIColor.orange.hashValue)
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.99))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    }

    @Test func displayP3IsTakenAsSRGB() {
        #expect(UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.6, alpha: 1) == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }

    @Test func descriptionMatchesUIKit() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
    }

    @Test func classicColoursHaveUIKitsValues() {
        expectComponents(components(.black), near: (0, 0, 0, 1))
        expectComponents(components(.white), near: (1, 1, 1, 1))
        expectComponents(components(.clear), near: (0, 0, 0, 0))
        expectComponents(components(.darkGray), near: (1.0 / 3, 1.0 / 3, 1.0 / 3, 1))
        expectComponents(components(.lightGray), near: (2.0 / 3, 2.0 / 3, 2.0 / 3, 1))
        expectComponents(components(.gray), near: (0.5, 0.5, 0.5, 1))
        expectComponents(components(.red), near: (1, 0, 0, 1))
        expectComponents(components(.green), near: (0, 1, 0, 1))
        expectComponents(components(.blue), near: (0, 0, 1, 1))
        expectComponents(components(.cyan), near: (0, 1, 1, 1))
        expectComponents(components(.yellow), near: (1, 1, 0, 1))
        expectComponents(components(.magenta), near: (1, 0, 1, 1))
        expectComponents(components(.orange), near: (1, 0.5, 0, 1))
        expectComponents(components(.purple), near: (0.5, 0, 0.5, 1))
        expectComponents(components(.brown), near: (0.6, 0.4, 0.2, 1))
        #expect(UIColor.black == UIColor(white: 0, alpha: 1))  // grey space, as in UIKit
    }

    @Test func systemColoursHaveTheirLightModeValues() {
        func bytes(_ c: UIColor) -> [Int] {
            let (r, g, b, a) = components(c)
            return [r, g, b, a].map { Int(($0 * 255).rounded()) }
        }
        #expect(bytes(.systemBlue) == [0, 122, 255, 255])
        #expect(bytes(.systemRed) == [255, 59, 48, 255])
        #expect(bytes(.systemGreen) == [52, 199, 89, 255])
        #expect(bytes(.systemOrange) == [255, 149, 0, 255])
        #expect(bytes(.systemYellow) == [255, 204, 0, 255])
        #expect(bytes(.systemPink) == [255, 45, 85, 255])
        #expect(bytes(.systemPurple) == [175, 82, 222, 255])
        #expect(bytes(.systemTeal) == [90, 200, 250, 255])
        #expect(bytes(.systemIndigo) == [88, 86, 214, 255])
        #expect(bytes(.systemGray) == [142, 142, 147, 255])
        #expect(bytes(.systemGray2) == [174, 174, 178, 255])
        #expect(bytes(.systemGray3) == [199, 199, 204, 255])
        #expect(bytes(.systemGray4) == [209, 209, 214, 255])
        #expect(bytes(.systemGray5) == [229, 229, 234, 255])
        #expect(bytes(.systemGray6) == [242, 242, 247, 255])
        #expect(bytes(.systemBackground) == [255, 255, 255, 255])
        #expect(bytes(.secondarySystemBackground) == [242, 242, 247, 255])
        #expect(bytes(.tertiarySystemBackground) == [255, 255, 255, 255])
        #expect(bytes(.systemGroupedBackground) == [242, 242, 247, 255])
        #expect(bytes(.label) == [0, 0, 0, 255])
        #expect(bytes(.secondaryLabel) == [60, 60, 67, 153])
        #expect(bytes(.tertiaryLabel) == [60, 60, 67, 76])
        #expect(bytes(.separator) == [60, 60, 67, 73])
        #expect(bytes(.link) == [0, 122, 255, 255])
        #expect(UIColor.tintColor == .systemBlue)
    }

    @Test func nanAndOutOfRangeInputs() {
        let c = UIColor(red: .nan, green: 1.5, blue: -0.5, alpha: 3)
        // NaN becomes 0, extended components are kept, alpha is clamped.
        expectComponents(components(c), near: (0, 1.5, -0.5, 1))
    }

    @Test @MainActor func setFillAndSetStrokeColourTheCurrentContext() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.set()
            context.cgContext.setLineWidth(2)
            context.cgContext.strokeLineSegments(between: [CGPoint(x: 0, y: 8), CGPoint(x: 10, y: 8)])
        }
        let surface = image.cgImage!.surface
        let top = surface.pixel(x: 5, y: 2)!
        #expect([top.r, top.g, top.b, top.a] == [255, 59, 48, 255])
        let line = surface.pixel(x: 5, y: 8)!
        #expect([line.r, line.g, line.b, line.a] == [0, 0, 255, 255])
        #expect(surface.pixel(x: 5, y: 5)!.a == 0)
        UIColor.red.setFill()  // no current context: nothing happens
    }
}
