import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Zooming: the scroll view's own pinch (Control + wheel on the desktop) and zooming by
/// program, with the delegate's calls in UIKit's order and the pixels the zoomed view shows.
@MainActor
@Suite(.serialized) struct UIScrollViewZoomingTests {
    static let red = RGBA(red: 255, green: 0, blue: 0), green = RGBA(red: 0, green: 255, blue: 0)
    static let yellow = RGBA(red: 255, green: 255, blue: 0), white = RGBA(red: 255, green: 255, blue: 255)

    /// A 400×600 scroll view filling the screen, zooming a 400×600 view of four coloured
    /// quadrants: red top-left, green top-right, blue bottom-left, yellow bottom-right.
    @MainActor
    struct ZoomScene {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let quadrants = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let log = ZoomLog()

        init(maximum: CGFloat = 4, minimum: CGFloat = 1) {
            let window = screen.makeWindow()
            for (i, colour) in [UIColor.red, .green, .blue, .yellow].enumerated() {
                let part = UIView(frame: CGRect(x: CGFloat(i % 2) * 200, y: CGFloat(i / 2) * 300, width: 200, height: 300))
                part.backgroundColor = colour
                quadrants.addSubview(part)
            }
            scrollView.backgroundColor = .white
            scrollView.addSubview(quadrants)
            scrollView.contentSize = quadrants.frame.size
            scrollView.showsVerticalScrollIndicator = false
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.minimumZoomScale = minimum
            scrollView.maximumZoomScale = maximum
            log.zoomView = quadrants
            scrollView.delegate = log
            window.addSubview(scrollView)
            screen.renderFrame()
        }

        /// Where the zoomed view's point `p` is on screen.
        func onScreen(_ p: CGPoint) -> CGPoint { quadrants.convert(p, to: nil) }

        /// Runs frames while a zoom animation or a pinch lasts (at most two seconds).
        func runUntilZoomEnds() {
            let start = screen.now
            while scrollView.zoomAnimation.isRunning || scrollView.isZooming, screen.now - start < 2 {
                screen.run(for: 1.0 / 60)
            }
        }
    }

    /// The delegate: zooms `zoomView` and records the zoom calls (runs of `didScroll` and
    /// `didZoom` kept as one each in `order`).
    @MainActor
    final class ZoomLog: NSObject, UIScrollViewDelegate {
        weak var zoomView: UIView?
        private(set) var events: [String] = []
        var order: [String] {
            events.reduce(into: []) { result, e in if e != result.last { result.append(e) } }
        }
        func count(_ name: String) -> Int { events.filter { $0 == name }.count }
        func clear() { events.removeAll() }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("didZoom") }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            events.append("willBeginZooming(\(view === zoomView))")
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            events.append("didEndZooming(\(String(format: "%.3f", scale)))")
        }
    }

    @Test("the pinch is there while zooming is possible and gone when it is not, as iOS's pinchGestureRecognizer; bad limits are refused")
    func thePinchComesAndGoesWithTheLimits() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil, "minimum and maximum 1: no zooming")
        scrollView.maximumZoomScale = 3
        let pinch = try? #require(scrollView.pinchGestureRecognizer)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        #expect(pinch?.view === scrollView)
        scrollView.minimumZoomScale = 0.5
        #expect(scrollView.pinchGestureRecognizer === pinch, "the same pinch while zooming stays possible")
        scrollView.maximumZoomScale = 0.5
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.gestureRecognizers?.contains { $0 is UIPinchGestureRecognizer } == false)
        for bad in [CGFloat.nan, .infinity, 0, -2] {
            scrollView.maximumZoomScale = bad
            scrollView.minimumZoomScale = bad
        }
        #expect(scrollView.maximumZoomScale == 0.5 && scrollView.minimumZoomScale == 0.5, "non-finite and non-positive limits are ignored")
        #expect(FrameContext.main.warningsPrinted.contains("UIScrollView.maximumZoomScale must be finite and positive; nan is ignored"))
    }

    @Test("Control + wheel zooms about the pointer: the point under it stays put, the content size follows, and the delegate hears willBegin, didZoom per click and didEnd 0.3 s after the last")
    func theWheelPinchZoomsAboutThePointer() {
        let scene = ZoomScene()
        let pointer = CGPoint(x: 100, y: 150)
        scene.screen.scrollWheel(at: pointer, clicks: -3, control: true)
        let scale = 1.1 * 1.1 * 1.1
        expectNear(scene.scrollView.zoomScale, scale, tolerance: 1e-9)
        #expect(scene.scrollView.isZooming)
        expectNear(scene.onScreen(pointer), pointer, tolerance: 1e-9, "the content under the pointer stays under it")
        expectNear(scene.scrollView.contentSize.width, 400 * scale, tolerance: 1e-9)
        expectNear(scene.scrollView.contentSize.height, 600 * scale, tolerance: 1e-9)
        expectNear(scene.scrollView.contentOffset, CGPoint(x: 100 * scale - 100, y: 150 * scale - 150), tolerance: 1e-9)
        #expect(scene.log.order == ["willBeginZooming(true)", "didScroll", "didZoom", "didScroll", "didZoom", "didScroll", "didZoom"],
                "\(scene.log.order)")
        // The red/green edge (x = 200 in the view) is now at 100 + 100 × 1.331 = 233.1.
        expectPixel(scene.screen.pixel(at: CGPoint(x: 231, y: 100)), near: Self.red)
        expectPixel(scene.screen.pixel(at: CGPoint(x: 235, y: 100)), near: Self.green)
        scene.screen.run(for: 0.4)
        #expect(!scene.scrollView.isZooming)
        #expect(scene.log.events.last == "didEndZooming(1.331)" && scene.log.count("didEndZooming(1.331)") == 1, "\(scene.log.order)")
        expectNear(scene.scrollView.zoomScale, scale, tolerance: 1e-9, "within the limits: nothing springs back")
    }

    @Test("a pinch past the maximum goes on with resistance and springs back to it when it ends (isZoomBouncing meanwhile); didEndZooming comes after the bounce")
    func aPinchPastTheMaximumSpringsBack() {
        let scene = ZoomScene(maximum: 1.5)
        let middle = CGPoint(x: 200, y: 300)
        scene.screen.scrollWheel(at: middle, clicks: -10, control: true)
        let wanted = pow(1.1, 10.0)
        let shown = scene.scrollView.zoomScale
        #expect(shown > 1.5 && shown < wanted && shown < 3, "past the limit, with resistance: \(shown)")
        expectNear(scene.onScreen(middle), middle, tolerance: 1e-9)
        scene.screen.run(for: 0.35)   // the pinch ends 0.3 s after its last click
        #expect(!scene.scrollView.isZooming)
        #expect(scene.scrollView.isZoomBouncing)
        #expect(scene.log.count("didEndZooming(1.500)") == 0, "not before the bounce")
        let during = scene.scrollView.zoomScale
        #expect(during > 1.5 && during < shown, "on its way back: \(during)")
        scene.runUntilZoomEnds()
        #expect(!scene.scrollView.isZoomBouncing)
        #expect(scene.scrollView.zoomScale == 1.5)
        expectNear(scene.scrollView.contentOffset, CGPoint(x: 100, y: 150), tolerance: 1e-9, "about the pinch's location")
        #expect(scene.log.events.last == "didEndZooming(1.500)" && scene.log.count("didEndZooming(1.500)") == 1)
    }

    @Test("without bouncesZoom the pinch stops at the maximum and ends at once")
    func withoutBouncesZoomThePinchStopsAtTheLimit() {
        let scene = ZoomScene(maximum: 1.5)
        scene.scrollView.bouncesZoom = false
        scene.screen.scrollWheel(at: CGPoint(x: 200, y: 300), clicks: -10, control: true)
        #expect(scene.scrollView.zoomScale == 1.5)
        scene.screen.run(for: 0.35)
        #expect(!scene.scrollView.isZoomBouncing && !scene.scrollView.zoomAnimation.isRunning)
        #expect(scene.log.events.last == "didEndZooming(1.500)")
    }

    @Test("a pinch below the minimum shrinks the content, which keeps to its top-left corner (the offset stays in range), and springs back")
    func aPinchBelowTheMinimumSpringsBack() {
        let scene = ZoomScene()
        scene.screen.scrollWheel(at: CGPoint(x: 300, y: 400), clicks: 5, control: true)
        let shown = scene.scrollView.zoomScale
        #expect(shown < 1 && shown > 0.5, "\(shown)")
        #expect(scene.scrollView.contentOffset == .zero, "smaller than the view, the content rests at its corner")
        expectPixel(scene.screen.pixel(at: CGPoint(x: 5, y: 5)), near: Self.red)
        expectPixel(scene.screen.pixel(at: CGPoint(x: 395, y: 595)), near: Self.white, "the scroll view shows beside the shrunk content")
        scene.screen.run(for: 0.35)
        #expect(scene.scrollView.isZoomBouncing)
        scene.runUntilZoomEnds()
        #expect(scene.scrollView.zoomScale == 1 && scene.scrollView.contentOffset == .zero)
        expectPixel(scene.screen.pixel(at: CGPoint(x: 395, y: 595)), near: Self.yellow)
        #expect(scene.log.events.last == "didEndZooming(1.000)")
    }

    @Test("zooming in at an edge keeps the content at that edge: the offset never leaves its range during a pinch")
    func aPinchNearAnEdgeKeepsTheOffsetInRange() {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 2   // offset (200, 300)
        scene.scrollView.contentOffset = .zero
        scene.screen.scrollWheel(at: CGPoint(x: 200, y: 300), clicks: 6, control: true)   // zoom out toward 1
        #expect(scene.scrollView.contentOffset.x >= 0 && scene.scrollView.contentOffset.y >= 0)
        expectPixel(scene.screen.pixel(at: CGPoint(x: 3, y: 3)), near: Self.red, "the content's corner stays at the view's")
    }

    @Test("zoomScale set by program zooms at once about the middle of the visible area, within the limits; only didZoom (and didScroll) are called")
    func settingTheScaleZoomsAboutTheMiddle() {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 2
        #expect(scene.scrollView.contentOffset == CGPoint(x: 200, y: 300))
        #expect(scene.scrollView.contentSize == CGSize(width: 800, height: 1200))
        #expect(scene.quadrants.frame == CGRect(x: 0, y: 0, width: 800, height: 1200))
        #expect(scene.log.order == ["didScroll", "didZoom"], "no willBegin or didEnd without a gesture or an animation: \(scene.log.order)")
        scene.screen.renderFrame()
        expectPixel(scene.screen.pixel(at: CGPoint(x: 195, y: 295)), near: Self.red)
        expectPixel(scene.screen.pixel(at: CGPoint(x: 205, y: 305)), near: Self.yellow)
        scene.scrollView.zoomScale = 10
        #expect(scene.scrollView.zoomScale == 4, "kept within the maximum")
        scene.scrollView.zoomScale = 1
        #expect(scene.scrollView.contentOffset == .zero, "the offset stays within its range")
        scene.scrollView.zoomScale = .nan
        #expect(scene.scrollView.zoomScale == 1)
        #expect(FrameContext.main.warningsPrinted.contains("UIScrollView.zoomScale must be finite and positive; nan is ignored"))
    }

    @Test("setZoomScale(_:animated: true) runs on the frames: willBegin first, didZoom on every frame, didEnd at the end")
    func animatedScaleChangesRunOnTheFrames() {
        let scene = ZoomScene()
        scene.scrollView.setZoomScale(2, animated: true)
        #expect(scene.log.events.first == "willBeginZooming(true)")
        scene.screen.run(for: 0.15)
        let during = scene.scrollView.zoomScale
        #expect(during > 1.2 && during < 1.8, "half-way through an ease in-out: \(during)")
        #expect(scene.log.count("didZoom") >= 8)
        #expect(!scene.log.events.contains { $0.hasPrefix("didEnd") })
        scene.screen.run(for: 0.2)
        #expect(scene.scrollView.zoomScale == 2 && scene.scrollView.contentOffset == CGPoint(x: 200, y: 300))
        #expect(scene.log.events.last == "didEndZooming(2.000)" && scene.log.count("didEndZooming(2.000)") == 1)
    }

    @Test("zoom(to:animated:) fills the visible area with the rectangle, centred; a small rectangle stops at the maximum")
    func zoomingToARectangle() {
        let scene = ZoomScene()
        scene.scrollView.zoom(to: CGRect(x: 200, y: 300, width: 200, height: 300), animated: true)
        scene.runUntilZoomEnds()
        #expect(scene.scrollView.zoomScale == 2 && scene.scrollView.contentOffset == CGPoint(x: 400, y: 600))
        for p in [CGPoint(x: 3, y: 3), CGPoint(x: 396, y: 3), CGPoint(x: 3, y: 596), CGPoint(x: 396, y: 596)] {
            expectPixel(scene.screen.pixel(at: p), near: Self.yellow, "the yellow quadrant fills the view")
        }
        scene.scrollView.zoom(to: CGRect(x: 190, y: 290, width: 20, height: 20), animated: false)
        #expect(scene.scrollView.zoomScale == 4)
        expectNear(scene.onScreen(CGPoint(x: 200, y: 300)), CGPoint(x: 200, y: 300), tolerance: 1e-9, "the rectangle's centre in the middle")
        scene.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 0, height: 10), animated: true)
        #expect(scene.scrollView.zoomScale == 4)
        #expect(FrameContext.main.warningsPrinted.contains { $0.hasPrefix("UIScrollView.zoom(to:animated:): the rectangle must be finite with a positive size") })
    }

    @Test("a finger going down on the scroll view ends a running zoom animation where it was going")
    func aFingerEndsAZoomAnimation() {
        let scene = ZoomScene()
        scene.scrollView.setZoomScale(3, animated: true)
        scene.screen.run(for: 0.1)
        scene.screen.press(at: CGPoint(x: 50, y: 50))
        #expect(scene.scrollView.zoomScale == 3 && !scene.scrollView.zoomAnimation.isRunning)
        #expect(scene.log.events.last == "didEndZooming(3.000)")
        scene.screen.release()
    }

    @Test("a zoomed view is dragged as content: the drag scrolls it as far as its new size allows")
    func aZoomedViewScrolls() {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 2
        scene.screen.press(at: CGPoint(x: 390, y: 590))
        scene.screen.drag(to: CGPoint(x: 10, y: 10), duration: 0.4)
        scene.screen.hold(for: 0.2)
        scene.screen.release()
        scene.screen.run(for: 1.5)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 400, y: 600), "the zoomed content's far corner: \(scene.scrollView.contentOffset)")
        for p in [CGPoint(x: 3, y: 3), CGPoint(x: 396, y: 596)] {
            expectPixel(scene.screen.pixel(at: p), near: Self.yellow)
        }
    }

    @Test("without a view for zooming nothing zooms, silently as on iOS: the pinch does nothing and a scale set by program stays")
    func withoutAViewNothingZooms() {
        let scene = ZoomScene()
        scene.log.zoomView = nil
        scene.screen.scrollWheel(at: CGPoint(x: 200, y: 300), clicks: -3, control: true)
        #expect(scene.scrollView.zoomScale == 1 && !scene.scrollView.isZooming && scene.log.events.isEmpty)
        scene.scrollView.setZoomScale(2, animated: true)
        scene.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: false)
        #expect(scene.scrollView.zoomScale == 1 && scene.log.events.isEmpty && scene.scrollView.contentSize == CGSize(width: 400, height: 600))
    }

    @Test("key-value observation reports zoomScale, contentSize and contentInset changes")
    func zoomingIsObservable() {
        let scene = ZoomScene()
        var scales: [CGFloat] = [], sizes: [CGSize] = [], insets: [UIEdgeInsets] = []
        let a = scene.scrollView.observe(\.zoomScale, options: .new) { _, change in scales.append(change.newValue ?? 0) }
        let b = scene.scrollView.observe(\.contentSize, options: .new) { _, change in sizes.append(change.newValue ?? .zero) }
        let c = scene.scrollView.observe(\.contentInset, options: .new) { _, change in insets.append(change.newValue ?? .zero) }
        scene.scrollView.zoomScale = 2
        scene.scrollView.contentInset.top = 20
        #expect(scales == [2])
        #expect(sizes == [CGSize(width: 800, height: 1200)])
        #expect(insets.map(\.top) == [20])
        withExtendedLifetime((a, b, c)) {}
    }
}
