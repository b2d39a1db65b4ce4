//
//  FlickViewerController.swift
//  FlickViewer
//
//  A full-screen photo viewer that is closed by throwing the photo away. The photo hangs from
//  the finger on a UIKit Dynamics attachment, so it swings and tilts when it is grabbed away
//  from its centre. Let go fast enough and it flies off the screen the way it was flicked;
//  let go slowly and it snaps back into place.
//
//      let viewer = FlickViewerController(photoColor: .orange)
//      viewer.delegate = self
//      viewer.sourceView = thumbnailView   // the photo zooms out of it
//      present(viewer, animated: true)
//

import UIKit

// MARK: - Delegate

public protocol FlickViewerDelegate: AnyObject {
    /// Asked before the user closes the viewer, with a flick or a tap on the background.
    /// Return `false` to keep it open: a flicked photo then snaps back. Default: `true`.
    func flickViewerShouldDismiss(_ viewer: FlickViewerController) -> Bool

    /// Called once the viewer is gone, however the user closed it.
    func flickViewerDidDismiss(_ viewer: FlickViewerController)

    /// Called as the photo is dragged away from its place, with how far it is (0...1, where 1
    /// is `FlickViewerConstants.fadeDistance` or more), and with 0 when it is let go to snap back.
    func flickViewer(_ viewer: FlickViewerController, didChangeDragProgress progress: CGFloat)
}

public extension FlickViewerDelegate {
    func flickViewerShouldDismiss(_ viewer: FlickViewerController) -> Bool { true }
    func flickViewerDidDismiss(_ viewer: FlickViewerController) {}
    func flickViewer(_ viewer: FlickViewerController, didChangeDragProgress progress: CGFloat) {}
}

// MARK: - Constants

public struct FlickViewerConstants {
    public static let backgroundColor = UIColor.black
    /// The photo is as wide as the view less this margin on each side.
    public static let photoMargin: CGFloat = 20
    /// The photo's height for its width.
    public static let photoAspectRatio: CGFloat = 3.0 / 4.0
    /// How far (points) the photo must be dragged from its place for the background to fade fully.
    public static let fadeDistance: CGFloat = 300
    /// What is left of the background's opacity when the photo is that far away.
    public static let minimumBackgroundAlpha: CGFloat = 0.2
    /// A release faster than this (points per second) throws the photo away.
    public static let flickVelocity: CGFloat = 800
    /// Rotational damping while the photo hangs from the finger.
    public static let dragAngularResistance: CGFloat = 4
    /// Rotational damping while the photo flies away.
    public static let flickAngularResistance: CGFloat = 2
    /// How fast (points per second²) a thrown photo speeds up along its flight.
    public static let flickAcceleration: CGFloat = 1500
    public static let snapDamping: CGFloat = 0.7
    public static let backgroundRestoreDuration: TimeInterval = 0.25
    public static let presentDuration: TimeInterval = 0.35
    public static let dismissDuration: TimeInterval = 0.25
}

// MARK: - FlickViewerController

public final class FlickViewerController: UIViewController {

    public weak var delegate: FlickViewerDelegate?

    /// The view the photo zooms out of when the viewer appears (a thumbnail). Not retained.
    public weak var sourceView: UIView? {
        get { return zoomTransition.sourceView }
        set { zoomTransition.sourceView = newValue }
    }

    public let photoColor: UIColor
    /// The photo: a plain view, moved by the dynamic animator while it is dragged or thrown.
    public let photoView = UIView()
    /// The black backdrop, which fades while the photo is dragged away.
    public let backgroundView = UIView()

    /// Made on the first drag; it moves the photo until the photo is back at rest or gone.
    public private(set) var dynamicAnimator: UIDynamicAnimator?

    private let zoomTransition = FlickViewerTransition()
    private var attachment: UIAttachmentBehavior?
    private var grabOffset = UIOffset.zero
    private var isDismissing = false

    public init(photoColor: UIColor) {
        self.photoColor = photoColor
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        modalPresentationCapturesStatusBarAppearance = true
        // `transitioningDelegate` is weak: the controller keeps its transition alive.
        transitioningDelegate = zoomTransition
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override var prefersStatusBarHidden: Bool {
        return true
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear

        backgroundView.backgroundColor = FlickViewerConstants.backgroundColor
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleBackgroundTap(_:)))
        view.addSubview(backgroundView)

        photoView.backgroundColor = photoColor
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        pan.maximumNumberOfTouches = 1
        photoView.addGestureRecognizer(pan)
        view.addSubview(photoView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        backgroundView.frame = view.bounds
        // While the animator moves the photo, its centre and transform belong to the animator.
        guard dynamicAnimator?.behaviors.isEmpty ?? true else { return }
        let width = view.bounds.width - 2 * FlickViewerConstants.photoMargin
        photoView.bounds = CGRect(x: 0, y: 0, width: width, height: (width * FlickViewerConstants.photoAspectRatio).rounded())
        photoView.center = restingCenter
    }

    /// Where the photo sits when nobody holds it: the middle of the screen.
    var restingCenter: CGPoint {
        return CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    // MARK: Dragging

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard !isDismissing else { return }
        let location = pan.location(in: view)

        switch pan.state {
        case .began:
            let animator = dynamicAnimator ?? makeDynamicAnimator()
            animator.removeAllBehaviors()
            // Hang the photo from the point under the finger, so it swings about that point.
            let grabbed = pan.location(in: photoView)
            grabOffset = UIOffset(horizontal: grabbed.x - photoView.bounds.midX,
                                  vertical: grabbed.y - photoView.bounds.midY)
            let attachment = UIAttachmentBehavior(item: photoView, offsetFromCenter: grabOffset, attachedToAnchor: location)
            animator.addBehavior(attachment)
            self.attachment = attachment

            let swing = UIDynamicItemBehavior(items: [photoView])
            swing.angularResistance = FlickViewerConstants.dragAngularResistance
            animator.addBehavior(swing)

        case .changed:
            attachment?.anchorPoint = location
            photoDidMove()

        case .ended, .cancelled:
            guard attachment != nil else { return }
            attachment = nil
            dynamicAnimator?.removeAllBehaviors()

            let velocity = pan.velocity(in: view)
            let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
            if pan.state == .ended && speed > FlickViewerConstants.flickVelocity && shouldDismiss() {
                throwPhoto(with: velocity, speed: speed)
            } else {
                snapPhotoBack()
            }

        default:
            break
        }
    }

    private func makeDynamicAnimator() -> UIDynamicAnimator {
        let animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
        dynamicAnimator = animator
        return animator
    }

    /// Fades the background by how far the photo is from its place, and tells the delegate.
    private func photoDidMove() {
        let dx = photoView.center.x - restingCenter.x
        let dy = photoView.center.y - restingCenter.y
        let progress = min(1, (dx * dx + dy * dy).squareRoot() / FlickViewerConstants.fadeDistance)
        backgroundView.alpha = 1 - progress * (1 - FlickViewerConstants.minimumBackgroundAlpha)
        delegate?.flickViewer(self, didChangeDragProgress: progress)
    }

    private func shouldDismiss() -> Bool {
        return delegate?.flickViewerShouldDismiss(self) ?? true
    }

    // MARK: Letting go

    /// Sends the photo off with the finger's velocity, speeding up along the same line and
    /// spinning about where it was held; once it is off the screen, the viewer goes.
    private func throwPhoto(with velocity: CGPoint, speed: CGFloat) {
        guard let animator = dynamicAnimator else { return }

        let flight = UIDynamicItemBehavior(items: [photoView])
        flight.addLinearVelocity(velocity, for: photoView)
        flight.angularResistance = FlickViewerConstants.flickAngularResistance
        flight.action = { [weak self] in
            self?.photoDidMoveInFlight()
        }
        animator.addBehavior(flight)

        // A continuous push of magnitude 1 speeds a 100 × 100 pt item (density 1) up by
        // 100 pt/s²; a larger item is heavier in proportion to its area.
        let area = photoView.bounds.width * photoView.bounds.height
        let magnitude = FlickViewerConstants.flickAcceleration / 100 * area / (100 * 100)
        let push = UIPushBehavior(items: [photoView], mode: .continuous)
        push.pushDirection = CGVector(dx: velocity.x / speed * magnitude, dy: velocity.y / speed * magnitude)
        push.setTargetOffsetFromCenter(grabOffset, for: photoView)
        animator.addBehavior(push)
    }

    private func photoDidMoveInFlight() {
        photoDidMove()
        // The photo is gone once even its corners, however it is turned, are off the screen.
        let halfDiagonal = (photoView.bounds.width * photoView.bounds.width
            + photoView.bounds.height * photoView.bounds.height).squareRoot() / 2
        let reach = view.bounds.insetBy(dx: -halfDiagonal, dy: -halfDiagonal)
        if !reach.contains(photoView.center) {
            dismissViewer(animated: false)
        }
    }

    private func snapPhotoBack() {
        guard let animator = dynamicAnimator else { return }
        let snap = UISnapBehavior(item: photoView, snapTo: restingCenter)
        snap.damping = FlickViewerConstants.snapDamping
        animator.addBehavior(snap)

        UIView.animate(withDuration: FlickViewerConstants.backgroundRestoreDuration, delay: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            self.backgroundView.alpha = 1
        }, completion: nil)
        delegate?.flickViewer(self, didChangeDragProgress: 0)
    }

    // MARK: Closing

    private func handleBackgroundTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, attachment == nil, !isDismissing, shouldDismiss() else { return }
        dismissViewer(animated: true)
    }

    private func dismissViewer(animated: Bool) {
        guard !isDismissing else { return }
        isDismissing = true
        dynamicAnimator?.removeAllBehaviors()
        // The completion keeps the viewer alive until the delegate has heard of it.
        dismiss(animated: animated) {
            self.delegate?.flickViewerDidDismiss(self)
        }
    }
}

// MARK: - UIDynamicAnimatorDelegate

extension FlickViewerController: UIDynamicAnimatorDelegate {

    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        // The photo came to rest after snapping back: let go of it, so that the next layout
        // (a rotation, say) places it again.
        guard attachment == nil, !isDismissing else { return }
        animator.removeAllBehaviors()
    }
}
