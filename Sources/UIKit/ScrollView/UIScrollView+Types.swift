import Foundation

extension UIScrollView {
    /// How fast a scroll view slows down after the finger lifts: the fraction of its velocity
    /// kept after each millisecond (Apple's `UIScrollView.DecelerationRate`, a raw-value struct).
    ///
    ///     scrollView.decelerationRate = .fast   // stops sooner, as paging views and pickers do
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the velocity kept per millisecond (0 < rate < 1).
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate, 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop, 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area is added to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and always vertically when the scroll view is the view of a
        /// controller shown by a navigation controller (Apple's documentation).
        case automatic
        /// Only along the axes that scroll (content larger than the view, or `alwaysBounce…`).
        case scrollableAxes
        /// Never: `adjustedContentInset` is `contentInset`.
        case never
        /// Always, on every edge.
        case always
    }

    /// How the keyboard is dismissed when a drag begins (accepted; there is no on-screen
    /// keyboard on the desktop).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content (the default here, where content is light).
        case `default`
        /// Dark indicators.
        case black
        /// Light indicators, for dark content.
        case white
    }
}
