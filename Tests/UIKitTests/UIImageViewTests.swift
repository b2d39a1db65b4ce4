import UIKit
import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UIImageViewTests {
    private let white = RGBA(red: 255, green: 255, blue: 255)
    private let red = RGBA(red: 255, green: 0, blue: 0)
    private let blue = RGBA(red: 0, green: 0, blue: 255)

    /// An image of `size` points filled with `color`, at `scale`.
    private func solid(_ size: CGSize, _ color: UIColor, scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// A 2 × 2 image: red on the left column, blue on the right.
    private var halves: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        }
    }

    private func show(_ view: UIView) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 60, height: 60))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(view)
        screen.renderFrame()
        return screen
    }

    @Test func initWithImageTakesTheImagesSize() {
        let image = solid(CGSize(width: 12, height: 7), .red)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 12, height: 7))
        #expect(view.intrinsicContentSize == CGSize(width: 12, height: 7))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 12, height: 7))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.contentMode == .scaleToFill)
        #expect((view.layer.contents as? CGImage) === image.cgImage)
        let empty = UIImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(empty.layer.contents == nil)
    }

    @Test func contentModeSetsTheLayersGravity() {
        let view = UIImageView(image: halves)
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right),
            (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
        ]
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity, "\(mode)")
        }
    }

    @Test func scaleToFillStretchesTheImage() {
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        view.image = halves
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 11, y: 11)) == red)    // left half
        #expect(screen.pixel(at: CGPoint(x: 48, y: 28)) == blue)   // right half
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == white)
        #expect(screen.pixel(at: CGPoint(x: 55, y: 20)) == white)
    }

    @Test func centerKeepsTheImagesSize() {
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.contentMode = .center
        view.image = solid(CGSize(width: 10, height: 10), .red)   // at 25…35 on screen
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == red)
        #expect(screen.pixel(at: CGPoint(x: 25.5, y: 25.5)) == red)
        #expect(screen.pixel(at: CGPoint(x: 24, y: 30)) == white)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 36)) == white)
    }

    @Test func aspectFitLetterboxes() {
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.contentMode = .scaleAspectFit
        view.image = solid(CGSize(width: 4, height: 2), .blue)   // shown 40 × 20 at y 20…40
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 15)) == white)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 45)) == white)
        #expect(screen.pixel(at: CGPoint(x: 11, y: 21)) == blue)
    }

    @Test func aRetinaImageIsSizedInPoints() {
        let image = solid(CGSize(width: 10, height: 10), .red, scale: 2)   // 20 × 20 pixels
        #expect(image.size == CGSize(width: 10, height: 10))
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.contentMode = .topLeft
        view.image = image
        #expect(view.layer.contentsScale == 2)
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 19, y: 19)) == red)
        #expect(screen.pixel(at: CGPoint(x: 21, y: 15)) == white)   // 10 points, not 20
    }

    @Test func removingTheImageClearsTheView() {
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.image = solid(CGSize(width: 2, height: 2), .red)
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == red)
        view.image = nil
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == white)
        #expect(view.layer.contents == nil)
    }

    @Test func highlightedImageShowsWhileHighlighted() {
        let normal = solid(CGSize(width: 2, height: 2), .red), highlighted = solid(CGSize(width: 2, height: 2), .blue)
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == red)
        view.isHighlighted = true
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == blue)
        #expect((view.layer.contents as? CGImage) === highlighted.cgImage)
    }
}
