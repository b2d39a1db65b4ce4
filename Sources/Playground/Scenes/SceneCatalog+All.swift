import UIKit

extension SceneDescriptor {
    /// The playground's scenes, in the home screen's order.
    ///
    /// The scripted drags are in screen points for a 390 × 844 screen at scale 1: `setUp`
    /// brings a scene to where its interactive transition starts (and waits for any animation),
    /// `finishingDrag` is long and fast, `cancellingDrag` short and slow (it cancels under every
    /// finish rule).
    ///
    /// This is the one list: the home screen shows a card for each (it scrolls when they do not
    /// fit), `--scene` and `--list` and the headless tour take them from here.
    static let all: [SceneDescriptor] = [navigation, sheet, zoom, interruptible, percentDriven, stories, tabs, listSheet, flip, detents, flick, fluidZoom]

    static let navigation = SceneDescriptor(
        id: "navigation",
        title: "Navigation with edge-swipe back",
        summary: "Push a photo, then swipe back from the left edge of the screen.",
        make: { NavigationScene.make($0) },
        setUp: [.press(CGPoint(x: 100, y: 180)), .release, .hold(0.8)],
        finishingDrag: [.press(CGPoint(x: 6, y: 420)), .move(to: CGPoint(x: 300, y: 430), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 6, y: 420)), .move(to: CGPoint(x: 80, y: 425), duration: 0.6), .hold(0.15), .release])

    static let sheet = SceneDescriptor(
        id: "sheet",
        title: "Interactive modal sheet",
        summary: "A spring, a presentation controller, and a drag down that scrubs it all.",
        make: { TripViewController(context: $0) },
        setUp: [.press(CGPoint(x: 195, y: 446)), .release, .hold(1.0)],
        finishingDrag: [.press(CGPoint(x: 195, y: 300)), .move(to: CGPoint(x: 200, y: 700), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 195, y: 300)), .move(to: CGPoint(x: 197, y: 370), duration: 0.6), .hold(0.15), .release])

    static let zoom = SceneDescriptor(
        id: "zoom",
        title: "Zoom from thumbnail",
        summary: "Snapshots grow a thumbnail into its photo. Drag up to zoom, down to shrink.",
        make: { PhotoGridViewController(context: $0) },
        setUp: [.press(CGPoint(x: 78, y: 165)), .release, .hold(0.8)],
        finishingDrag: [.press(CGPoint(x: 195, y: 250)), .move(to: CGPoint(x: 200, y: 560), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 195, y: 250)), .move(to: CGPoint(x: 196, y: 300), duration: 0.6), .hold(0.15), .release])

    static let interruptible = SceneDescriptor(
        id: "interruptible",
        title: "Interruptible",
        summary: "A property animator moves the player. Let go, then catch the card mid-flight.",
        make: { ListenNowViewController(context: $0) },
        setUp: [],
        finishingDrag: [.press(CGPoint(x: 195, y: 730)), .move(to: CGPoint(x: 195, y: 300), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 195, y: 730)), .move(to: CGPoint(x: 195, y: 660), duration: 0.6), .hold(0.15), .release])

    static let percentDriven = SceneDescriptor(
        id: "percent-driven",
        title: "Custom percent-driven",
        summary: "The teaching example: a pan-owning SlideInteraction drives SlideAnimator.",
        make: { PageDeckController(context: $0) },
        setUp: [],
        finishingDrag: [.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 60, y: 405), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 260, y: 402), duration: 0.6), .hold(0.15), .release])

    static let stories = SceneDescriptor(
        id: "stories",
        title: "Auto Layout stories",
        summary: "A card expands into its story by animating constraints; drag down to shrink it.",
        make: { StoryListViewController(context: $0) },
        setUp: [.press(CGPoint(x: 195, y: 200)), .release, .hold(0.8)],
        finishingDrag: [.press(CGPoint(x: 195, y: 400)), .move(to: CGPoint(x: 200, y: 760), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 195, y: 400)), .move(to: CGPoint(x: 196, y: 450), duration: 0.6), .hold(0.15), .release])

    static let tabs = SceneDescriptor(
        id: "tabs",
        title: "Tab bar with a swipe",
        summary: "A tab bar controller's delegate slides tabs; a sideways drag scrubs the switch.",
        make: { TabsSceneController(context: $0) },
        setUp: [],
        finishingDrag: [.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 60, y: 405), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 260, y: 402), duration: 0.6), .hold(0.15), .release])

    static let listSheet = SceneDescriptor(
        id: "list-sheet",
        title: "Scroll, then dismiss",
        summary: "A sheet holding a table: at the list's top your drag pulls the sheet instead.",
        make: { JourneyViewController(context: $0) },
        setUp: [.press(CGPoint(x: 195, y: 212)), .release, .hold(1.0),
                .press(CGPoint(x: 195, y: 600)), .move(to: CGPoint(x: 195, y: 450), duration: 0.5), .hold(0.2), .release],
        finishingDrag: [.press(CGPoint(x: 195, y: 300)), .move(to: CGPoint(x: 200, y: 760), duration: 0.35), .release],
        cancellingDrag: [.press(CGPoint(x: 195, y: 300)), .move(to: CGPoint(x: 197, y: 480), duration: 1.2), .hold(0.15), .release])

    static let flip = SceneDescriptor(
        id: "flip",
        title: "3D flip and cube",
        summary: "Drag sideways: the page turns over in perspective, then rolls on a cube.",
        make: { FlipDeckController(context: $0) },
        setUp: [],
        finishingDrag: [.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 60, y: 405), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 260, y: 402), duration: 0.6), .hold(0.15), .release])

    static let detents = SceneDescriptor(
        id: "detents",
        title: "System sheet with detents",
        summary: "UIKit's own sheet: drag it between half and full height, or swipe it away.",
        make: { MarketViewController(context: $0) },
        setUp: [.press(CGPoint(x: 195, y: 200)), .release, .hold(1.0)],
        finishingDrag: [.press(CGPoint(x: 195, y: 470)), .move(to: CGPoint(x: 200, y: 800), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 195, y: 470)), .move(to: CGPoint(x: 197, y: 520), duration: 0.6), .hold(0.15), .release])

    static let flick = SceneDescriptor(
        id: "flick",
        title: "Throw a photo away",
        summary: "UIKit Dynamics: the photo hangs from your finger; throw it and it flies off.",
        make: { FlickGalleryViewController(context: $0) },
        setUp: [.press(CGPoint(x: 100, y: 280)), .release, .hold(0.8)],
        finishingDrag: [.press(CGPoint(x: 195, y: 380)), .move(to: CGPoint(x: 330, y: 760), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 195, y: 380)), .move(to: CGPoint(x: 215, y: 440), duration: 0.6), .hold(0.15), .release])

    static let fluidZoom = SceneDescriptor(
        id: "fluid-zoom",
        title: "iOS 18 zoom",
        summary: "preferredTransition = .zoom: the page grows out of its card or cell; drag it down to close.",
        make: { FluidZoomGridViewController.make($0) },
        setUp: [.press(CGPoint(x: 65, y: 480)), .release, .hold(0.8)],
        finishingDrag: [.press(CGPoint(x: 195, y: 420)), .move(to: CGPoint(x: 205, y: 720), duration: 0.25), .release],
        cancellingDrag: [.press(CGPoint(x: 195, y: 420)), .move(to: CGPoint(x: 196, y: 445), duration: 0.6), .hold(0.15), .release])
}
