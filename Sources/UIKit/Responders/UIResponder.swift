import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain (a view's superview or view controller, and so on).
    open var next: UIResponder? { nil }
}
