import UIKit

/// Everything a scene needs from the app: the shared settings, the inspector's timeline and the pictures.
@MainActor
final class PlaygroundContext {
    let settings: PlaygroundSettings
    let timeline: TransitionTimeline
    /// The scenes' pictures, loaded once per app.
    let assets: SceneAssets
    init(settings: PlaygroundSettings = PlaygroundSettings(), timeline: TransitionTimeline = TransitionTimeline(),
         assets: SceneAssets = SceneAssets()) {
        self.settings = settings
        self.timeline = timeline
        self.assets = assets
    }
}

/// One step of a scripted pointer gesture (screen points, seconds). Scripts drive the scenes
/// in `--headless` and `--script` runs and in the tests.
enum DragStep: Equatable {
    /// Presses the primary button at a point.
    case press(CGPoint)
    /// Moves in a straight line to a point over a duration (samples at 120 Hz).
    case move(to: CGPoint, duration: TimeInterval)
    /// Keeps still for a while.
    case hold(TimeInterval)
    /// Releases the button where the pointer is.
    case release
    /// Presses Escape.
    case escape
}

/// A scene of the playground: a root controller for the window, and demo drags that run its
/// interactive transition to the end and back.
@MainActor
struct SceneDescriptor {
    /// The name used on the command line (`--scene navigation`).
    let id: String
    /// The title on the home screen.
    let title: String
    /// One sentence on what the scene teaches.
    let summary: String
    /// Makes the scene's root controller.
    let make: (PlaygroundContext) -> UIViewController
    /// Steps that bring the scene to the state its interactive transition starts from (taps on
    /// a card, say); may be empty.
    let setUp: [DragStep]
    /// A drag that finishes the scene's interactive transition.
    let finishingDrag: [DragStep]
    /// A drag that cancels it (short and slow).
    let cancellingDrag: [DragStep]
}
