import Foundation

/// What a presentation controller's delegate hears: how the presentation adapts to a compact
/// environment, and dismissals the user starts by swiping a sheet down. Every method is
/// optional (the defaults below are what UIKit does without one).
///
///     // A sheet with unsaved changes: refuse the swipe, and ask instead.
///     editor.isModalInPresentation = hasChanges
///     editor.presentationController?.delegate = self
///     func presentationControllerDidAttemptToDismiss(_ controller: UIPresentationController) { confirmDiscard() }
///
/// Order of a swipe that dismisses: `presentationControllerShouldDismiss`, then
/// `presentationControllerWillDismiss` as the sheet starts following the finger, then — only if
/// the swipe finishes the dismissal — `presentationControllerDidDismiss` once it is over. A
/// dismissal in code (`dismiss(animated:)`) calls none of them, as in UIKit.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to present in a horizontally compact environment; `.none` keeps the style
    /// asked for. Default: the controller's own `adaptivePresentationStyle`.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The same with the traits the presentation will have; called in preference to the other.
    /// Default: `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to show in place of the presented one in the adapted style (default nil).
    /// Not consulted here: the presented controller is always the one shown.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation is about to run in `style` (`.none` when it did not adapt).
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a swipe may dismiss the sheet (default true; `isModalInPresentation` refuses first).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe is dismissing the sheet (it may still be cancelled).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe tried to dismiss the sheet and was refused (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss` answered false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
