import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives PhotoZoom (Fixtures/iOS/PhotoZoom) with its example: a navigation controller whose
/// root is the photo grid, its delegate a `ZoomTransitionController`, on a 320 × 480 screen.
///
/// Geometry by hand: the grid's insets are (60, 10, 10, 10) and its spacing 10, so each of the
/// two columns is (300 − 10) / 2 = 145 pt: red (10, 60), green (165, 60), blue (10, 215) and
/// yellow (165, 215), 145 pt squares on a grey (230) grid. The detail screen is black with the
/// photo a 320 pt square from y 80. A drag down pops over 300 pt; past 40 % it finishes.
@MainActor
@Suite(.serialized) struct PhotoZoomTests {
    static let blue = RGBA(red: 0, green: 0, blue: 255)
    static let green = RGBA(red: 0, green: 255, blue: 0)
    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let black = RGBA(red: 0, green: 0, blue: 0)
    static let gridGrey = RGBA(red: 230, green: 230, blue: 230)

    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let grid = PhotoGridViewController()
    let nav: UINavigationController
    let zoom: ZoomTransitionController
    let log = ZoomLog()

    init() {
        window = screen.makeWindow()
        nav = UINavigationController(rootViewController: grid)
        zoom = ZoomTransitionController(navigationController: nav)
        let log = self.log
        zoom.transitionDidFinish = { operation, completed in
            log.entries.append("\(operation == .push ? "push" : "pop") \(completed)")
        }
        window.rootViewController = nav
        screen.renderFrame()
    }


    /// Taps the blue thumbnail and lets the zoom run; returns the detail screen.
    func openBluePhoto() -> PhotoDetailViewController? {
        screen.press(at: CGPoint(x: 82, y: 287))
        screen.release()
        screen.run(for: 0.6)
        return nav.topViewController as? PhotoDetailViewController
    }

    @Test func theGridShowsFourPhotos() {
        #expect(nav.delegate === zoom)
        #expect(grid.gridView.thumbnails.count == 4)
        #expect(grid.gridView.thumbnails[2].frame == CGRect(x: 10, y: 215, width: 145, height: 145))
        #expect(screen.pixel(at: CGPoint(x: 82, y: 287)) == Self.blue)
        #expect(screen.pixel(at: CGPoint(x: 237, y: 132)) == Self.green)
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 287)), near: Self.gridGrey)
    }

    /// The tapped thumbnail is found through the grid's view-keyed dictionary, and zooms up.
    @Test func tappingAThumbnailZoomsItOpen() {
        screen.press(at: CGPoint(x: 82, y: 287))
        screen.release()
        screen.run(for: 0.1)
        #expect(nav.transitionCoordinator != nil && nav.transitionCoordinator?.isInteractive == false)
        #expect(grid.gridView.thumbnails[2].isHidden, "the thumbnail's snapshot travels in its place")
        screen.run(for: 0.5)

        let detail = nav.topViewController as? PhotoDetailViewController
        #expect(detail?.photoIndex == 2)
        #expect(grid.selectedIndex == 2)
        #expect(nav.viewControllers.count == 2)
        #expect(detail?.appearanceCount == 1, "viewWillAppear, overridden in an extension, ran once")
        #expect(detail?.zoomEvents == ["push completed"])
        #expect(log.entries == ["push true"])
        #expect(!grid.gridView.thumbnails[2].isHidden)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Self.blue)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 440)) == Self.black)
        #expect(detail?.view.alpha == 1)
        #expect(detail?.view.superview?.subviews.count == 1, "no snapshot left in the container")
    }

    @Test func draggingThePhotoDownZoomsBackIntoTheGrid() {
        let detail = openBluePhoto()
        #expect(detail != nil)
        screen.press(at: CGPoint(x: 160, y: 240))
        screen.drag(to: CGPoint(x: 160, y: 340), duration: 0.2)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        #expect(zoom.isInteractivelyPopping)
        #expect(grid.view.window === window, "the grid is under the fading photo screen")
        screen.drag(to: CGPoint(x: 160, y: 440), duration: 0.1)
        screen.release()
        screen.run(for: 0.6)

        #expect(nav.topViewController === grid && nav.viewControllers.count == 1)
        #expect(detail?.viewIfLoaded?.window == nil)
        #expect(detail?.zoomEvents == ["push completed", "pop completed"])
        #expect(log.entries == ["push true", "pop true"])
        #expect(!grid.gridView.thumbnails[2].isHidden)
        #expect(screen.pixel(at: CGPoint(x: 82, y: 287)) == Self.blue)
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 287)), near: Self.gridGrey)
        #expect(nav.transitionCoordinator == nil)
    }

    /// A short drag with a pause before release cancels: the photo screen stays, whole, and it
    /// hears viewWillAppear again as UIKit sends it after a cancelled pop.
    @Test func aShortDragCancelsThePop() {
        let detail = openBluePhoto()
        screen.press(at: CGPoint(x: 160, y: 240))
        screen.drag(to: CGPoint(x: 160, y: 280), duration: 0.2)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 0.6)

        #expect(nav.topViewController === detail && nav.viewControllers.count == 2)
        #expect(detail?.view.alpha == 1)
        #expect(detail?.zoomEvents == ["push completed", "pop cancelled"])
        #expect(log.entries == ["push true", "pop false"])
        #expect(detail?.appearanceCount == 2)
        #expect(!grid.gridView.thumbnails[2].isHidden)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Self.blue)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 440)) == Self.black)

        // The drag works again afterwards.
        screen.press(at: CGPoint(x: 160, y: 240))
        screen.drag(to: CGPoint(x: 160, y: 440), duration: 0.2)
        screen.release()
        screen.run(for: 0.6)
        #expect(nav.topViewController === grid)
    }

    @Test func aSidewaysDragDoesNotPop() {
        let detail = openBluePhoto()
        screen.press(at: CGPoint(x: 100, y: 240))
        screen.drag(to: CGPoint(x: 220, y: 250), duration: 0.2)
        #expect(nav.transitionCoordinator == nil)
        screen.release()
        screen.run(for: 0.6)
        #expect(nav.topViewController === detail)
        #expect(log.entries == ["push true"])
    }

    /// A tap on the photo shows its caption; it does not pop.
    @Test func aTapOnThePhotoTogglesTheCaption() {
        let detail = openBluePhoto()
        #expect(detail?.captionLabel.isHidden == true)
        screen.press(at: CGPoint(x: 160, y: 240))
        screen.release()
        screen.run(for: 0.1)
        #expect(detail?.captionLabel.isHidden == false)
        #expect(nav.topViewController === detail)
    }

    /// Participants that implement only the required method zoom too; a screen that does not
    /// take part gets the navigation controller's own slide.
    @Test func participantsNeedOnlyTheRequiredMethod() {
        let source = PlainZoomSource()
        nav.setViewControllers([source], animated: false)
        screen.renderFrame()
        let destination = PlainZoomDestination()
        nav.pushViewController(destination, animated: true)
        screen.run(for: 0.6)
        #expect(nav.topViewController === destination)
        #expect(log.entries == ["push true"])
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == Self.green)

        nav.popViewController(animated: true)
        screen.run(for: 0.6)
        #expect(nav.topViewController === source)
        #expect(log.entries == ["push true", "pop true"])
        #expect(screen.pixel(at: CGPoint(x: 60, y: 140)) == Self.red)

        let bystander = UIViewController()
        nav.pushViewController(bystander, animated: true)
        screen.run(for: 0.6)
        #expect(nav.topViewController === bystander)
        #expect(log.entries == ["push true", "pop true"], "no zoom for a screen that does not take part")
    }
}

// MARK: - Test doubles

final class ZoomLog {
    var entries: [String] = []
}

final class PlainZoomSource: UIViewController, ZoomTransitionParticipant {
    let tile = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 80))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tile.backgroundColor = .red
        view.addSubview(tile)
    }

    func zoomTransitionView(for operation: UINavigationController.Operation) -> UIView? { tile }
}

final class PlainZoomDestination: UIViewController, ZoomTransitionParticipant {
    let tile = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        tile.backgroundColor = .green
        view.addSubview(tile)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tile.frame = CGRect(x: 0, y: 80, width: view.bounds.width, height: view.bounds.width)
    }

    func zoomTransitionView(for operation: UINavigationController.Operation) -> UIView? { tile }
}
