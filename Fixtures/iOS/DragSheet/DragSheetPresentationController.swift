//
//  DragSheetPresentationController.swift
//  DragSheet
//

import UIKit

final class DragSheetPresentationController: UIPresentationController {

    weak var sheet: DragSheet?

    private lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = SheetConstants.dimmingColor
        view.alpha = 0
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleDimmingTap(_:)))
        view.addGestureRecognizer(tap)
        return view
    }()

    private let grabberView: UIView = {
        let view = UIView()
        view.backgroundColor = SheetConstants.grabberColor
        view.layer.cornerRadius = SheetConstants.grabberSize.height / 2
        view.isUserInteractionEnabled = false
        return view
    }()

    deinit {
        dimmingView.removeFromSuperview()
        grabberView.removeFromSuperview()
    }

    // MARK: Layout

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let height = sheet?.height(for: bounds.size) ?? bounds.height * 0.5
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
        layoutGrabber()
    }

    private func layoutGrabber() {
        guard let presentedView = presentedView else { return }
        let size = SheetConstants.grabberSize
        grabberView.frame = CGRect(x: (presentedView.bounds.width - size.width) / 2,
                                   y: SheetConstants.grabberInsets.top,
                                   width: size.width,
                                   height: size.height)
    }

    // MARK: Presentation

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)

        if let presentedView = presentedView {
            presentedView.layer.cornerRadius = SheetConstants.cornerRadius
            presentedView.clipsToBounds = true
            presentedView.addSubview(grabberView)
            presentedView.frame = frameOfPresentedViewInContainerView
            layoutGrabber()
        }

        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            grabberView.removeFromSuperview()
        }
    }

    // MARK: Dismissal

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            grabberView.removeFromSuperview()
            sheet?.sheetWasDismissed()
        } else {
            // A cancelled drag: the sheet is back, so is the dimming.
            dimmingView.alpha = 1
        }
    }

    // MARK: Actions

    @objc private func handleDimmingTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended,
              let sheet = sheet, sheet.dismissesOnBackgroundTap,
              sheet.shouldDismiss() else { return }
        presentedViewController.dismiss(animated: true, completion: nil)
    }
}
