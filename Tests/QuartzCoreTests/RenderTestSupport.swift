import Testing
import TestExpectations
@testable import QuartzCore
import CoreGraphics

/// A layer tree rendered into an image surface with the project's renderer.
@MainActor
struct LayerCanvas {
    let root = CALayer()
    let surface: CairoSurface
    let renderer = LayerRenderer()
    let scale: CGFloat

    init(width: Int, height: Int, scale: CGFloat = 1, background: CGColor = .white) {
        self.scale = scale
        surface = CairoSurface(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale))
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = background
    }

    /// Runs the frame's layout and display phases, then renders.
    @discardableResult
    func render() -> [PixelRect] {
        root.layOutMarkedLayers()
        root.displayMarkedLayers()
        return renderer.render(root, into: surface, scale: scale)
    }

    /// The pixel under a device-pixel position.
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = surface.pixel(x: x, y: y)!
        return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

/// Expects a pixel to be within `tolerance` of an RGB colour, reporting the caller's location.
@MainActor
func expectPixel(_ canvas: LayerCanvas, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), tolerance: Int = 2,
                 _ note: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let p = canvas.pixel(x, y)
    expectNear([p.r, p.g, p.b], [rgb.0, rgb.1, rgb.2], tolerance: tolerance,
               Comment(rawValue: "pixel (\(x), \(y)) of alpha \(p.a)" + (note.map { " — \($0)" } ?? "")),
               sourceLocation: sourceLocation)
}

/// A solid-colour layer with the given frame.
@MainActor
func solidLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

extension CGColor {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
}

extension CairoSurface {
    /// The pixel memory of a surface a test made at a size Cairo accepts (a test that made one
    /// it refuses stops here with the reason).
    var testPixels: UnsafeMutablePointer<UInt8> {
        guard let data else { preconditionFailure("the test's surface is not valid: \(failureReason ?? "?")") }
        return data
    }
}
