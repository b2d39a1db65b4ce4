import Foundation

/// Haptic feedback. A desktop has no Taptic Engine: every generator here accepts every call and
/// does nothing, so code that gives feedback at a transition's end runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Readies the engine for feedback soon (nothing to ready here).
    open func prepare() {}
}

/// Feedback for a physical impact (a sheet snapping to a detent, a card landing).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects that collide.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts.
    public override convenience init() { self.init(style: .medium) }

    /// An impact (nothing is felt here).
    open func impactOccurred() {}

    /// An impact of `intensity` 0…1 (nothing is felt here; any value is accepted).
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection (a picker's wheel, a segmented control).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed (nothing is felt here).
    open func selectionChanged() {}
}

/// Feedback for the outcome of a task.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kinds of outcome.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    /// A task ended with `notificationType` (nothing is felt here).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
