import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Animated images: `UIImage.animatedImage(with:duration:)` and the frame animations of
/// `UIImageView` (`animationImages`, `startAnimating()`, an animated `image`), checked in pixels
/// of a headless screen whose clock the tests advance by hand.
///
/// By hand: each frame is a solid 10 × 10 colour, and the image view (20 × 20 at (10, 10)) fills
/// its bounds with it, so the pixel (20, 20) is the frame's colour (black is the still `image`).
/// With n frames and one pass taking d seconds, the frame shown t seconds after the first frame
/// that follows `startAnimating()` is floor(t · n / d) mod n. Four frames over 0.4 s: red on
/// [0, 0.1), green on [0.1, 0.2), blue on [0.2, 0.3), yellow on [0.3, 0.4), red again at 0.4.
/// With `animationDuration` 0 a frame lasts 1/30 s. Two frames over 0.2 s repeated twice end at
/// t = 0.4, when the view shows `image` again.
@MainActor
@Suite struct AnimatedImageTests {
    private let red = RGBA(red: 255, green: 0, blue: 0)
    private let green = RGBA(red: 0, green: 255, blue: 0)
    private let blue = RGBA(red: 0, green: 0, blue: 255)
    private let yellow = RGBA(red: 255, green: 255, blue: 0)
    private let black = RGBA(red: 0, green: 0, blue: 0)
    private let probe = CGPoint(x: 20, y: 20)

    /// A solid image of `size` points at `scale`.
    private func solid(_ colour: UIColor, size: CGSize = CGSize(width: 10, height: 10), scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            colour.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    private var frames: [UIImage] { [solid(.red), solid(.green), solid(.blue), solid(.yellow)] }

    /// An image view at (10, 10), 20 × 20, showing a black still image.
    private func imageView() -> UIImageView {
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.image = solid(.black)
        return view
    }

    /// A white 60 × 40 screen whose window holds `view`, rendered once.
    private func show(_ view: UIView) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 60, height: 40))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(view)
        screen.renderFrame()
        return (screen, window)
    }

    /// Advances the clock by `seconds`, renders one frame and expects `colour` at the probe.
    private func expectFrame(_ screen: HeadlessScreen, after seconds: TimeInterval, _ colour: RGBA,
                             _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        screen.advance(by: seconds)
        screen.renderFrame()
        expectPixel(screen.pixel(at: probe), near: colour, tolerance: 1, comment, sourceLocation: sourceLocation)
    }

    // MARK: UIImage

    @Test func anAnimatedImageIsSizedAsItsFirstFrameAndKeepsItsFramesAndDuration() throws {
        let first = solid(.red, size: CGSize(width: 10, height: 8), scale: 2)
        let second = solid(.green, size: CGSize(width: 20, height: 20), scale: 1)
        let animated = try #require(UIImage.animatedImage(with: [first, second, first], duration: 0.5))
        #expect(animated.size == CGSize(width: 10, height: 8))
        #expect(animated.scale == 2)
        #expect(animated.duration == 0.5)
        let images = try #require(animated.images)
        #expect(images.count == 3 && images[0] === first && images[1] === second && images[2] === first)
        #expect(animated.cgImage === first.cgImage, "drawn anywhere else, it is its first frame")
        #expect(first.images == nil && first.duration == 0, "a still image has no frames and no duration")
    }

    @Test func anEmptyListOfFramesGivesNil() {
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    @Test func theWithMethodsChangeEveryFrameAndKeepTheAnimation() throws {
        let animated = try #require(UIImage.animatedImage(with: [solid(.red), solid(.green)], duration: 0.2))
        let template = animated.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.duration == 0.2)
        #expect(template.images?.count == 2 && template.images?.allSatisfy { $0.renderingMode == .alwaysTemplate } == true)
        let insets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let resizable = animated.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(resizable.images?.allSatisfy { $0.capInsets == insets && $0.resizingMode == .stretch } == true)
        let mirrored = animated.withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored && mirrored.duration == 0.2)
        #expect(mirrored.images?.count == 2 && mirrored.images?.allSatisfy { $0.imageOrientation == .upMirrored } == true)
    }

    @Test func namedFramesAreNumberedFromZeroOrOneUntilTheFirstGap() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("AnimatedImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (number, colour) in [(1, UIColor.red), (2, .green), (4, .blue)] {
            try #require(solid(colour).pngData()).write(to: dir.appendingPathComponent("spin\(number).png"))
        }
        let base = dir.appendingPathComponent("spin").path
        let animated = try #require(UIImage.animatedImageNamed(base, duration: 0.4))
        #expect(animated.images?.count == 2, "spin1 and spin2; spin3 is missing, so spin4 is not reached")
        #expect(animated.duration == 0.4 && animated.size == CGSize(width: 10, height: 10))
        let insets = UIEdgeInsets(top: 1, left: 3, bottom: 1, right: 3)
        let tiled = try #require(UIImage.animatedResizableImageNamed(base, capInsets: insets, duration: 0.4))
        #expect(tiled.images?.allSatisfy { $0.capInsets == insets && $0.resizingMode == .tile } == true)
        let stretched = try #require(UIImage.animatedResizableImageNamed(base, capInsets: insets, resizingMode: .stretch, duration: 0.4))
        #expect(stretched.images?.allSatisfy { $0.resizingMode == .stretch } == true)
        #expect(UIImage.animatedImageNamed(dir.appendingPathComponent("missing").path, duration: 1) == nil)
    }

    // MARK: UIImageView.animationImages

    @Test func theDefaultsAreUIKits() {
        let view = UIImageView(frame: .zero)
        #expect(view.animationImages == nil && view.highlightedAnimationImages == nil)
        #expect(view.animationDuration == 0 && view.animationRepeatCount == 0 && !view.isAnimating)
        view.startAnimating()
        #expect(!view.isAnimating, "no images: nothing to animate")
    }

    @Test func theFramesShowInTurnWithTheClockAndWrapAround() {
        let view = imageView()
        view.animationImages = frames
        view.animationDuration = 0.4
        let (screen, _) = show(view)
        expectPixel(screen.pixel(at: probe), near: black, tolerance: 1, "not started: the still image")
        view.startAnimating()
        #expect(view.isAnimating)
        expectFrame(screen, after: 0, red, "the first frame")
        expectFrame(screen, after: 0.1, green, "after a quarter of the duration")
        expectFrame(screen, after: 0.05, green, "still the second frame")
        expectFrame(screen, after: 0.05, blue)
        expectFrame(screen, after: 0.1, yellow)
        expectFrame(screen, after: 0.1, red, "a whole pass: back to the first frame")
        #expect(view.isAnimating && screen.isAnimating, "repeat count 0: it keeps asking for frames")
    }

    @Test func theFrameComesFromTheFramesTimeNotFromCountingFrames() {
        let view = imageView()
        view.animationImages = frames
        view.animationDuration = 0.4
        let (screen, _) = show(view)
        view.startAnimating()
        expectFrame(screen, after: 0, red)
        screen.advance(by: 0.15)
        expectPixel(screen.pixel(at: probe), near: red, tolerance: 1, "time passing without a frame changes nothing")
        expectFrame(screen, after: 0.1, blue, "one frame 0.25 s later shows the third image")
        screen.run(for: 0.1, frameRate: 240)
        expectPixel(screen.pixel(at: probe), near: yellow, tolerance: 1, "24 frames at 240 Hz: 0.35 s")
    }

    @Test func aZeroDurationShowsEachImageForAThirtiethOfASecond() {
        let view = imageView()
        view.animationImages = Array(frames.prefix(3))
        let (screen, _) = show(view)
        view.startAnimating()
        expectFrame(screen, after: 0, red)
        expectFrame(screen, after: 0.02, red)
        expectFrame(screen, after: 0.02, green, "0.04 s: past 1/30 s")
        expectFrame(screen, after: 1.0 / 30, blue)
        expectFrame(screen, after: 1.0 / 30, red, "3 images × 1/30 s = 0.1 s a pass")
    }

    @Test func aRepeatCountStopsByItselfAndShowsTheImageAgain() {
        let view = imageView()
        view.animationImages = [solid(.red), solid(.green)]
        view.animationDuration = 0.2
        view.animationRepeatCount = 2
        let (screen, _) = show(view)
        view.startAnimating()
        expectFrame(screen, after: 0, red)
        expectFrame(screen, after: 0.1, green)
        expectFrame(screen, after: 0.1, red, "the second pass")
        expectFrame(screen, after: 0.1, green)
        #expect(view.isAnimating)
        expectFrame(screen, after: 0.1, black, "two passes done at 0.4 s: the still image")
        #expect(!view.isAnimating)
        screen.renderFrame()
        #expect(!screen.isAnimating, "a finished animation asks for no more frames")
        view.startAnimating()
        expectFrame(screen, after: 1, red, "started again: from the first frame")
        #expect(view.isAnimating)
    }

    @Test func stoppingShowsTheImageAndStartingAgainBeginsAtTheFirstFrame() {
        let view = imageView()
        view.animationImages = frames
        view.animationDuration = 0.4
        let (screen, _) = show(view)
        view.startAnimating()
        expectFrame(screen, after: 0, red)
        expectFrame(screen, after: 0.25, blue)
        view.stopAnimating()
        #expect(!view.isAnimating)
        expectFrame(screen, after: 0, black, "stopped: the still image")
        #expect(!screen.isAnimating)
        view.startAnimating()
        expectFrame(screen, after: 0.05, red)
        expectFrame(screen, after: 0.1, green)
    }

    @Test func highlightedAnimationImagesPlayWhileHighlighted() {
        let view = imageView()
        view.animationImages = [solid(.red), solid(.green)]
        view.highlightedAnimationImages = [solid(.blue), solid(.yellow)]
        view.animationDuration = 0.2
        let (screen, _) = show(view)
        view.startAnimating()
        expectFrame(screen, after: 0, red)
        view.isHighlighted = true
        expectFrame(screen, after: 0.05, blue, "the same moment of the animation, in the highlighted images")
        expectFrame(screen, after: 0.1, yellow)
        view.isHighlighted = false
        expectFrame(screen, after: 0, green)
    }

    @Test func leavingTheWindowStopsTheFramesAndComingBackStartsAgain() {
        let view = imageView()
        view.animationImages = frames
        view.animationDuration = 0.4
        let (screen, window) = show(view)
        view.startAnimating()
        expectFrame(screen, after: 0.15, red)
        expectFrame(screen, after: 0.1, green)
        view.removeFromSuperview()
        screen.renderFrame()
        #expect(!screen.isAnimating, "no display link is left running for a view in no window")
        #expect(view.isAnimating, "it still animates, as on iOS, once back in a window")
        screen.advance(by: 1)
        window.addSubview(view)
        expectFrame(screen, after: 0, red, "back in the window: from the first frame")
        expectFrame(screen, after: 0.1, green)
    }

    @Test func aViewLeftRunningGoesAwayWithItsWindow() {
        weak var gone: UIImageView?
        let (screen, window) = show(UIView())
        do {
            let view = imageView()
            view.animationImages = frames
            window.addSubview(view)
            view.startAnimating()
            screen.renderFrame()
            view.removeFromSuperview()
            gone = view
        }
        screen.renderFrame()
        #expect(gone == nil, "the display link does not keep the view alive")
    }

    // MARK: An animated image

    @Test func anAnimatedImagePlaysByItselfLoopingForever() throws {
        let animated = try #require(UIImage.animatedImage(with: Array(frames.prefix(3)), duration: 0.3))
        let view = UIImageView(image: animated)
        #expect(view.frame.size == CGSize(width: 10, height: 10), "sized to the first frame")
        #expect(view.isAnimating, "an animated image plays without startAnimating()")
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let (screen, _) = show(view)
        expectPixel(screen.pixel(at: probe), near: red, tolerance: 1)
        expectFrame(screen, after: 0.15, green)
        screen.run(for: 3)
        expectPixel(screen.pixel(at: probe), near: green, tolerance: 1, "3.15 s: ten passes later, the same frame")
        #expect(view.isAnimating && view.animationImages == nil)
        view.stopAnimating()
        expectFrame(screen, after: 0, red, "stopped: the image itself, which shows its first frame")
        view.image = UIImage.animatedImage(with: [solid(.blue), solid(.yellow)], duration: 0.2)
        #expect(view.isAnimating, "a new animated image plays")
        expectFrame(screen, after: 0, blue)
        expectFrame(screen, after: 0.1, yellow)
        view.image = solid(.black)
        #expect(!view.isAnimating, "a still image stops it")
        expectFrame(screen, after: 0, black)
    }

    @Test func aStillHighlightedImagePausesAnAnimatedImageUntilUnhighlighted() {
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.image = UIImage.animatedImage(with: [solid(.red), solid(.green)], duration: 0.2)
        view.highlightedImage = solid(.black)
        let (screen, _) = show(view)
        expectFrame(screen, after: 0.1, green)
        view.isHighlighted = true
        #expect(!view.isAnimating)
        expectFrame(screen, after: 0, black, "highlighted: the still highlighted image")
        view.isHighlighted = false
        #expect(view.isAnimating, "the animated image shows again, so it plays again")
        expectFrame(screen, after: 0.05, red, "from its first frame")
        expectFrame(screen, after: 0.1, green)
    }
}
