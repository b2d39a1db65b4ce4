import Foundation

/// The directions a popover's arrow may point (Apple's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Points up: the popover lies below what it points at.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Points down: the popover lies above.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Points left: the popover lies to the right.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Points right: the popover lies to the left.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is placed), or no arrow.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover's presentation controller tells its delegate, besides the adaptive
/// presentation calls. Every method is optional (default implementations below).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be placed: the last moment to set its anchor.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside dismisses the popover (deprecated on iOS 13 for
    /// `presentationControllerShouldDismiss(_:)`, which is asked too).
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerShouldDismiss(_:)")
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated on iOS 13 for `presentationControllerDidDismiss(_:)`).
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerDidDismiss(_:)")
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The window changed size and the popover is about to be placed again: `rect` holds the
    /// rectangle it points at, in the coordinates of `view` (its `sourceView`). Assign either
    /// `pointee` to point it elsewhere: the popover's `sourceRect` and `sourceView` take the new
    /// values and it is placed against them in the same layout pass.
    ///
    ///     func popoverPresentationController(_ popover: UIPopoverPresentationController,
    ///                                        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    ///                                        in view: AutoreleasingUnsafeMutablePointer<UIView>) {
    ///         view.pointee = toolbarButton
    ///         rect.pointee = toolbarButton.bounds
    ///     }
    ///
    /// Called once for each change of the container's size while the popover shows as a popover
    /// and points at a `sourceView`, in the container's layout (after the presented controller's
    /// `viewWillTransition(to:with:)`; after the transition when one is running). UIKit says only
    /// that the popover may need another view or rectangle then, and that both may be changed;
    /// the rest is this toolkit's choice: it is not called for a popover anchored to a bar button
    /// item (which follows its button) nor for one without an anchor; the rectangle proposed for
    /// an empty `sourceRect` is the view's bounds, and if it is left as it was, `sourceRect` stays
    /// empty (the popover keeps following the bounds, of the new view when the view was changed).
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: AutoreleasingUnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: AutoreleasingUnsafeMutablePointer<UIView>) {}
}

#if !_runtime(_ObjC)
/// Swift defines `AutoreleasingUnsafeMutablePointer` only with the Objective-C runtime (on
/// Apple's platforms); here it names an ordinary mutable pointer, so that iOS code implementing
/// `popoverPresentationController(_:willRepositionPopoverTo:in:)` compiles unchanged: reading
/// and assigning `pointee` work as on iOS. There is no autorelease pool: the pointer holds a
/// strong reference, and is valid only during the call it is passed to (as on iOS).
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
#endif
