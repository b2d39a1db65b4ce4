//
//  DragSheet.swift
//  DragSheet
//
//  A bottom sheet for any view controller: it springs up over a dimmed background and
//  follows the finger down when dragged, dismissing past a threshold or on a flick.
//
//      let sheet = DragSheet()   // keep a strong reference
//      sheet.present(detailsViewController, from: self)
//

import UIKit

// MARK: - Delegate

public protocol DragSheetDelegate: AnyObject {
    /// Called right before the sheet starts sliding in.
    func sheetWillPresent(_ sheet: DragSheet)

    /// Asked when the user drags the sheet down or taps the dimmed background.
    /// Return `false` to keep the sheet on screen. Default: `true`.
    func sheetShouldDismiss(_ sheet: DragSheet) -> Bool

    /// Called once the sheet is gone, whichever way it was dismissed.
    func sheetDidDismiss(_ sheet: DragSheet)

    /// The sheet's height in a container of the given size.
    /// Default: half of the container's height.
    func sheetHeight(for containerSize: CGSize) -> CGFloat

    /// Called while a drag dismisses the sheet, with the progress of the dismissal (0...1).
    func sheet(_ sheet: DragSheet, didUpdateDragProgress progress: CGFloat)
}

public extension DragSheetDelegate {
    func sheetWillPresent(_ sheet: DragSheet) {}
    func sheetShouldDismiss(_ sheet: DragSheet) -> Bool { true }
    func sheetDidDismiss(_ sheet: DragSheet) {}
    func sheetHeight(for containerSize: CGSize) -> CGFloat { OptionalRequirement.unimplemented(.zero) }
    func sheet(_ sheet: DragSheet, didUpdateDragProgress progress: CGFloat) {}
}

// MARK: - Constants

public struct SheetConstants {
    public static let dimmingColor = UIColor.black.withAlphaComponent(0.4)
    public static let cornerRadius: CGFloat = 12
    /// The sheet never covers this much of the top of the container.
    public static let minimumTopMargin: CGFloat = 44
    public static let grabberColor = UIColor(white: 0.78, alpha: 1)
    public static let grabberSize = CGSize(width: 36, height: 5)
    public static let grabberInsets = UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
    public static let presentDuration: TimeInterval = 0.45
    public static let dismissDuration: TimeInterval = 0.3
    /// A drag past this share of the sheet's height dismisses it on release.
    public static let dismissThreshold: CGFloat = 0.35
    /// A downward flick faster than this (points per second) dismisses it too.
    public static let flickVelocity: CGFloat = 1000
}

// MARK: - DragSheet

public final class DragSheet: NSObject {

    public weak var delegate: DragSheetDelegate?

    /// Called after the sheet was dismissed, after the delegate heard `sheetDidDismiss`.
    public var onDismiss: (() -> Void)?

    /// Whether a tap on the dimmed background dismisses the sheet (default `true`).
    public var dismissesOnBackgroundTap = true

    /// The view controller currently shown in the sheet.
    public private(set) weak var presentedViewController: UIViewController?

    let dismissInteraction = DragSheetDismissInteraction()

    public override init() {
        super.init()
        dismissInteraction.sheet = self
    }

    /// Presents `viewController` as a sheet over `presenter`.
    public func present(_ viewController: UIViewController,
                        from presenter: UIViewController,
                        animated: Bool = true,
                        completion: (() -> Void)? = nil) {
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = self
        presentedViewController = viewController
        delegate?.sheetWillPresent(self)
        presenter.present(viewController, animated: animated, completion: completion)
    }

    /// Dismisses the sheet (the delegate is not asked).
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        presentedViewController?.dismiss(animated: animated, completion: completion)
    }

    // MARK: Internal

    func height(for containerSize: CGSize) -> CGFloat {
        let proposed = OptionalRequirement.call { delegate?.sheetHeight(for: containerSize) } ?? containerSize.height * 0.5
        return min(max(proposed, 0), containerSize.height - SheetConstants.minimumTopMargin)
    }

    func shouldDismiss() -> Bool {
        return delegate?.sheetShouldDismiss(self) ?? true
    }

    func reportDragProgress(_ progress: CGFloat) {
        delegate?.sheet(self, didUpdateDragProgress: progress)
    }

    func sheetWasDismissed() {
        presentedViewController = nil
        delegate?.sheetDidDismiss(self)
        onDismiss?()
    }
}

// MARK: - UIViewControllerTransitioningDelegate

extension DragSheet: UIViewControllerTransitioningDelegate {

    public func presentationController(forPresented presented: UIViewController,
                                       presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        let controller = DragSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller.sheet = self
        dismissInteraction.attach(to: presented)
        return controller
    }

    public func animationController(forPresented presented: UIViewController,
                                    presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DragSheetAnimator(isPresenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DragSheetAnimator(isPresenting: false)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return dismissInteraction.isInteracting ? dismissInteraction : nil
    }
}
