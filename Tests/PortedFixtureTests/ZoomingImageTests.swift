import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives ZoomingImage (Fixtures/iOS/ZoomingImage) as a user would: open the image, double-tap
/// it, pinch it with Control + wheel, drag it about and down.
///
/// Geometry by hand, on a 400 × 600 screen: the image is 800 × 600 in four quadrants (red,
/// green / blue, yellow). Fitted, its scale is min(400/800, 600/600) = 0.5 — 400 × 300,
/// centred at y 150…450 on black — and the largest is max(0.5 × 4, 1) = 2. A double tap zooms
/// to 2.5 × the fitted scale, 1.25, on the point tapped.
@MainActor
@Suite(.serialized) struct ZoomingImageTests {
    static let red = RGBA(red: 255, green: 0, blue: 0), green = RGBA(red: 0, green: 255, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255), yellow = RGBA(red: 255, green: 255, blue: 0)
    static let black = RGBA(red: 0, green: 0, blue: 0)

    let screen = HeadlessScreen(size: CGSize(width: 400, height: 600))
    let window: UIWindow
    let example = ZoomingImageExampleViewController()

    init() {
        window = screen.makeWindow()
        window.rootViewController = example
        screen.renderFrame()
    }

    /// Taps the thumbnail and lets the cross-dissolve run; returns the viewer.
    func openViewer() throws -> ZoomingImageViewerController {
        screen.press(at: CGPoint(x: 100, y: 140))
        screen.release()
        screen.run(for: 0.6)
        return try #require(example.presentedViewController as? ZoomingImageViewerController)
    }

    func doubleTap(at p: CGPoint) {
        screen.press(at: p)
        screen.release()
        screen.run(for: 0.05)
        screen.press(at: p)
        screen.release()
        screen.run(for: 0.5)
    }

    func expectPixels(_ expected: [(CGPoint, RGBA)], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        for (p, colour) in expected {
            expectPixel(screen.pixel(at: p), near: colour, comment, sourceLocation: sourceLocation)
        }
    }

    /// The fitted image's quadrants and the black above and below it.
    var fitted: [(CGPoint, RGBA)] {
        [(CGPoint(x: 100, y: 200), Self.red), (CGPoint(x: 300, y: 200), Self.green), (CGPoint(x: 100, y: 400), Self.blue),
         (CGPoint(x: 300, y: 400), Self.yellow), (CGPoint(x: 200, y: 100), Self.black), (CGPoint(x: 200, y: 500), Self.black)]
    }

    @Test func theImageOpensFittedAndCentred() throws {
        let viewer = try openViewer()
        let zooming = viewer.zoomingView
        #expect(zooming.minimumZoomScale == 0.5 && zooming.maximumZoomScale == 2 && zooming.zoomScale == 0.5)
        #expect(zooming.imageView?.frame == CGRect(x: 0, y: 150, width: 400, height: 300))
        #expect(zooming.pinchGestureRecognizer != nil, "zooming is possible, so UIKit's pinch is there")
        expectPixels(fitted)
    }

    @Test func aDoubleTapZoomsInOnThePointAndASecondOneBackOut() throws {
        let viewer = try openViewer()
        let zooming = viewer.zoomingView
        doubleTap(at: CGPoint(x: 300, y: 400))   // the yellow quadrant; the image's point (600, 500)
        #expect(zooming.zoomScale == 1.25 && zooming.relativeZoomScale == 2.5)
        #expect(example.zoomReports == [2.5], "the library's delegate heard the end of the zoom: \(example.zoomReports)")
        #expect(example.statusLabel.text == "Zoomed to 2.5×")
        // 1000 × 750 now, filling the view; the tapped point's neighbourhood is in view, as far
        // as the content's bottom edge allows (offset at most 750 − 600 = 150 down).
        #expect(zooming.contentSize == CGSize(width: 1000, height: 750))
        #expect(zooming.imageView?.frame.origin == .zero, "no longer centred: it is larger than the view")
        let tapped = zooming.imageView!.convert(CGPoint(x: 600, y: 500), to: nil)
        #expect(window.bounds.contains(tapped), "the tapped point is in view: \(tapped)")
        expectPixels([(CGPoint(x: 10, y: 10), Self.green), (CGPoint(x: 390, y: 590), Self.yellow), (CGPoint(x: 200, y: 300), Self.yellow)],
                     "the right half of the image fills the view")
        doubleTap(at: CGPoint(x: 200, y: 300))
        #expect(zooming.zoomScale == 0.5 && zooming.contentOffset == .zero)
        #expect(zooming.imageView?.frame == CGRect(x: 0, y: 150, width: 400, height: 300), "centred again")
        expectPixels(fitted)
        #expect(example.zoomReports == [2.5, 1])
    }

    @Test func controlWheelPinchesTheImageAboutThePointer() throws {
        let viewer = try openViewer()
        let zooming = viewer.zoomingView
        let pointer = CGPoint(x: 120, y: 300)
        let underPointer = zooming.imageView!.convert(pointer, from: nil)
        screen.scrollWheel(at: pointer, clicks: -3, control: true)
        #expect(zooming.isZooming)
        screen.run(for: 0.4)   // the pinch ends 0.3 s after its last click
        #expect(!zooming.isZooming && !zooming.isZoomBouncing)
        expectNear(zooming.relativeZoomScale, 1.331, tolerance: 1e-9)
        expectNear(example.zoomReports.last, 1.331, tolerance: 1e-9)
        // 532.4 × 399.3: wider than the view, so the library leaves x alone; shorter, so it
        // centres y. The pointer's point stays under it horizontally.
        let frame = zooming.imageView!.frame
        expectNear(frame.minY, (600 - 399.3) / 2, tolerance: 1e-9)
        expectNear(zooming.imageView!.convert(underPointer, to: nil).x, pointer.x, tolerance: 1e-6)
    }

    @Test func aDragDownClosesTheFittedImageButMovesAZoomedOne() throws {
        let viewer = try openViewer()
        doubleTap(at: CGPoint(x: 100, y: 200))
        let offset = viewer.zoomingView.contentOffset
        screen.press(at: CGPoint(x: 200, y: 200))
        screen.drag(to: CGPoint(x: 200, y: 400), duration: 0.3)
        screen.release()
        screen.run(for: 1)
        #expect(example.presentedViewController === viewer, "a zoomed image is moved, not closed")
        #expect(viewer.zoomingView.contentOffset.y < offset.y || offset.y == 0, "the drag moved the image: \(viewer.zoomingView.contentOffset)")
        #expect(viewer.zoomingView.transform == .identity)
        doubleTap(at: CGPoint(x: 200, y: 300))
        #expect(viewer.zoomingView.relativeZoomScale == 1)
        screen.press(at: CGPoint(x: 200, y: 200))
        screen.drag(to: CGPoint(x: 200, y: 400), duration: 0.3)
        screen.release()
        screen.run(for: 1)
        #expect(example.presentedViewController == nil, "fitted, the drag down closes the viewer")
    }

    @Test func aResizedViewFitsTheImageAgain() throws {
        let viewer = try openViewer()
        screen.resize(to: CGSize(width: 600, height: 600))
        screen.run(for: 0.2)
        let zooming = viewer.zoomingView
        #expect(zooming.frame.size == CGSize(width: 600, height: 600))
        #expect(zooming.minimumZoomScale == 0.75 && zooming.zoomScale == 0.75)
        #expect(zooming.imageView?.frame == CGRect(x: 0, y: 75, width: 600, height: 450))
        expectPixel(screen.pixel(at: CGPoint(x: 450, y: 500)), near: Self.yellow)
    }
}
