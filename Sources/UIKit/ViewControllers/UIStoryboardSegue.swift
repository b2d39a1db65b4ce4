import Foundation

/// A transition from one controller to another, as storyboards make them — here made in code.
///
/// There are no storyboards on Linux, but custom segue classes are a common way libraries ship
/// a transition (`class ZoomSegue: UIStoryboardSegue { override func perform() { … } }`), and
/// they work when made in code:
///
///     let segue = ZoomSegue(identifier: "zoom", source: list, destination: detail)
///     list.prepare(for: segue, sender: cell)
///     segue.perform()
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's name.
    open var identifier: String? { identifierStorage }
    /// The controller the segue starts from.
    open var source: UIViewController { sourceStorage }
    /// The controller the segue leads to.
    open var destination: UIViewController { destinationStorage }
    private let identifierStorage: String?
    private let sourceStorage: UIViewController
    private let destinationStorage: UIViewController
    private var performHandler: (() -> Void)?

    /// A segue between two controllers; subclasses override ``perform()``.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Carries the transition out: the handler given at creation, else nothing (subclasses
    /// present, push or animate here).
    open func perform() { performHandler?() }
}
