import UIKit
import Foundation
import Testing
import TestSupport
import UIKitTesting

/// Text drawn into a layer's cache: made at the screen's scale, moved by whole pixels without
/// resampling, and drawn again when the scale changes.
@MainActor
@Suite struct TextSharpnessTests {
    /// The screen's pixels in the rectangle `rect` (points), row by row, as grey levels.
    private func pixels(_ screen: HeadlessScreen, in rect: CGRect, offset: CGPoint = .zero) -> [UInt8] {
        let s = screen.screen.scale
        var out: [UInt8] = []
        for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
            for x in Int(rect.minX * s)..<Int(rect.maxX * s) {
                let p = screen.pixel(at: CGPoint(x: (CGFloat(x) + 0.5) / s + offset.x, y: (CGFloat(y) + 0.5) / s + offset.y))
                out.append(p?.green ?? 0)
            }
        }
        return out
    }

    private func label(in screen: HeadlessScreen) -> UILabel {
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        label.text = "Sharp text: AVA 日本 🙂"
        label.textColor = .black
        window.addSubview(label)
        screen.renderFrame()
        return label
    }

    @Test func aLabelIsDrawnAtTheScreensScale() throws {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 100), scale: 2)
        let label = label(in: screen)
        let image = try #require(label.layer.contents as? CGImage)
        #expect(image.width == 400 && image.height == 80, "a 200 × 40 pt label at 2× is 400 × 80 pixels")
        // Glyph edges are one device pixel sharp: some pixels are fully black (inside a stem).
        #expect(pixels(screen, in: label.frame).contains { $0 < 10 })
    }

    @Test func movingByWholePixelsMovesThePixelsUnchanged() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 100), scale: 2)
        let label = label(in: screen)
        let before = pixels(screen, in: label.frame)
        #expect(before.contains { $0 < 128 }, "the label has ink")
        // Half a point is one device pixel at 2×.
        label.frame.origin.x += 7.5
        label.frame.origin.y += 3
        screen.renderFrame()
        #expect(pixels(screen, in: label.frame) == before, "the same pixels, one pixel over")
    }

    @Test func aNewScaleDrawsTheTextAgainAtThatScale() throws {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 100), scale: 1)
        let label = label(in: screen)
        let before = try #require(label.layer.contents as? CGImage)
        #expect(before.width == 200)
        label.layer.contentsScale = 3
        screen.renderFrame()
        let after = try #require(label.layer.contents as? CGImage)
        #expect(after.width == 600 && after.height == 120, "re-rasterised at 3×, not scaled up")
    }
}
