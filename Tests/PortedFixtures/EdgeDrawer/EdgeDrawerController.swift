//
//  EdgeDrawerController.swift
//  EdgeDrawer
//
//  A container that keeps a menu off screen to the left of the main content. Swipe in from
//  the left edge (or call `openMenu()`) to reveal it over a dimmed copy of the content; tap
//  the dimmed content or drag the menu back to close it.
//
//  Every change of state is posted to NotificationCenter, so any screen can follow the menu
//  without holding a reference to the drawer.
//

import UIKit

// MARK: - State, notifications, delegate

public enum EdgeDrawerState: Int {
    case closed
    case open
}

extension Notification.Name {
    public static let edgeDrawerWillOpen = Notification.Name("EdgeDrawerWillOpenNotification")
    public static let edgeDrawerDidOpen = Notification.Name("EdgeDrawerDidOpenNotification")
    public static let edgeDrawerDidClose = Notification.Name("EdgeDrawerDidCloseNotification")
}

public protocol EdgeDrawerDelegate: NSObjectProtocol {
    /// Asked before the menu opens, by a swipe or by code. Default: `true`.
    func drawerShouldOpen(_ drawer: EdgeDrawerController) -> Bool
    /// Called after the menu settled open or closed.
    func drawer(_ drawer: EdgeDrawerController, didChangeState state: EdgeDrawerState)
    /// The width of the menu. Default: 80 % of the drawer's width, at most 300 points.
    func drawerMenuWidth(_ drawer: EdgeDrawerController) -> CGFloat
}

public extension EdgeDrawerDelegate {
    func drawerShouldOpen(_ drawer: EdgeDrawerController) -> Bool { true }
    func drawer(_ drawer: EdgeDrawerController, didChangeState state: EdgeDrawerState) {}
    func drawerMenuWidth(_ drawer: EdgeDrawerController) -> CGFloat { OptionalRequirement.unimplemented(.zero) }
}

// MARK: - EdgeDrawerController

open class EdgeDrawerController: UIViewController {

    struct Constants {
        static let dimmingColor = UIColor(white: 0, alpha: 0.5)
        static let maximumMenuWidth: CGFloat = 300
        static let menuWidthFraction: CGFloat = 0.8
        static let flickVelocity: CGFloat = 600
        static let shadowRadius: CGFloat = 8
    }

    /// The key of the new state (an `EdgeDrawerState` raw value) in the notifications' user info.
    public static let stateUserInfoKey = "EdgeDrawerState"

    public let mainViewController: UIViewController
    public let menuViewController: UIViewController
    public weak var delegate: EdgeDrawerDelegate?

    public private(set) var state: EdgeDrawerState = .closed
    public private(set) var revealProgress: CGFloat = 0

    public var animationDuration: TimeInterval = 0.3
    /// Called with every settled state, after the delegate.
    public var stateDidChange: ((EdgeDrawerState) -> Void)?

    let dimmingView = UIView()
    private var isTrackingPan = false

    private(set) lazy var edgePanGestureRecognizer: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleEdgePan(_:))
        recognizer.edges = .left
        recognizer.delegate = self
        return recognizer
    }()
    private(set) lazy var closePanGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer(target: self, action: Self.handleClosePan(_:))
        recognizer.delegate = self
        return recognizer
    }()
    private(set) lazy var dimmingTapGestureRecognizer = UITapGestureRecognizer(target: self, action: Self.handleDimmingTap(_:))

    public init(mainViewController: UIViewController, menuViewController: UIViewController) {
        self.mainViewController = mainViewController
        self.menuViewController = menuViewController
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public var menuWidth: CGFloat {
        let fallback = min(view.bounds.width * Constants.menuWidthFraction, Constants.maximumMenuWidth)
        return OptionalRequirement.call { delegate?.drawerMenuWidth(self) } ?? fallback
    }

    // MARK: Opening and closing

    public func openMenu(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard state == .closed, !isTrackingPan, delegate?.drawerShouldOpen(self) ?? true else { return }
        NotificationCenter.default.post(name: .edgeDrawerWillOpen, object: self)
        settle(open: true, animated: animated, completion: completion)
    }

    public func closeMenu(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard state == .open || revealProgress > 0 else { return }
        settle(open: false, animated: animated, completion: completion)
    }

    public func toggleMenu() {
        if state == .open {
            closeMenu()
        } else {
            openMenu()
        }
    }

    private func settle(open: Bool, animated: Bool, velocity: CGFloat = 0, completion: (() -> Void)? = nil) {
        let target: CGFloat = open ? 1 : 0
        dimmingView.isHidden = false
        let animations = {
            self.applyProgress(target)
        }
        let finished: (Bool) -> Void = { _ in
            self.dimmingView.isHidden = !open
            self.setState(open ? .open : .closed)
            completion?()
        }
        guard animated else {
            animations()
            finished(true)
            return
        }
        let distance = max(abs(target - revealProgress) * menuWidth, 1)
        UIView.animate(withDuration: animationDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: abs(velocity) / distance,
                       options: [.beginFromCurrentState, .allowUserInteraction],
                       animations: animations, completion: finished)
    }

    func applyProgress(_ progress: CGFloat) {
        let width = menuWidth
        revealProgress = progress
        menuViewController.view.frame = CGRect(x: -width + width * progress, y: 0, width: width, height: view.bounds.height)
        dimmingView.alpha = progress
    }

    private func setState(_ newState: EdgeDrawerState) {
        guard newState != state else { return }
        state = newState
        delegate?.drawer(self, didChangeState: newState)
        stateDidChange?(newState)
        let name: Notification.Name = newState == .open ? .edgeDrawerDidOpen : .edgeDrawerDidClose
        NotificationCenter.default.post(name: name, object: self,
                                        userInfo: [EdgeDrawerController.stateUserInfoKey: newState.rawValue])
    }

    // MARK: Gestures

    private func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = recognizer.translation(in: view).x
        switch recognizer.state {
        case .began:
            guard state == .closed, delegate?.drawerShouldOpen(self) ?? true else { return }
            isTrackingPan = true
            dimmingView.isHidden = false
            NotificationCenter.default.post(name: .edgeDrawerWillOpen, object: self)
        case .changed where isTrackingPan:
            applyProgress(max(0, min(1, translation / menuWidth)))
        case .ended where isTrackingPan, .cancelled where isTrackingPan:
            isTrackingPan = false
            let velocity = recognizer.velocity(in: view).x
            let open = recognizer.state == .ended && (revealProgress > 0.5 || velocity > Constants.flickVelocity)
            settle(open: open, animated: true, velocity: velocity)
        default:
            break
        }
    }

    private func handleClosePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view).x
        switch recognizer.state {
        case .began:
            isTrackingPan = true
        case .changed:
            applyProgress(max(0, min(1, 1 + translation / menuWidth)))
        case .ended, .cancelled:
            isTrackingPan = false
            let velocity = recognizer.velocity(in: view).x
            let close = recognizer.state == .cancelled || revealProgress < 0.5 || velocity < -Constants.flickVelocity
            settle(open: !close, animated: true, velocity: velocity)
        default:
            break
        }
    }

    private func handleDimmingTap(_ recognizer: UITapGestureRecognizer) {
        closeMenu()
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        addChild(mainViewController)
        mainViewController.view.frame = view.bounds
        mainViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mainViewController.view)
        mainViewController.didMove(toParent: self)

        dimmingView.backgroundColor = Constants.dimmingColor
        dimmingView.frame = view.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.isHidden = true
        dimmingView.addGestureRecognizer(dimmingTapGestureRecognizer)
        dimmingView.addGestureRecognizer(closePanGestureRecognizer)
        dimmingTapGestureRecognizer.require(toFail: closePanGestureRecognizer)
        view.addSubview(dimmingView)

        addChild(menuViewController)
        menuViewController.view.layer.shadowOpacity = 0.3
        menuViewController.view.layer.shadowRadius = Constants.shadowRadius
        view.addSubview(menuViewController.view)
        menuViewController.didMove(toParent: self)

        view.addGestureRecognizer(edgePanGestureRecognizer)
        applyProgress(0)
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !isTrackingPan {
            applyProgress(revealProgress)
        }
    }
}

// MARK: - View lifecycle

// MARK: - UIGestureRecognizerDelegate

extension EdgeDrawerController: UIGestureRecognizerDelegate {

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer == edgePanGestureRecognizer {
            return state == .closed
        }
        if gestureRecognizer == closePanGestureRecognizer {
            let translation = closePanGestureRecognizer.translation(in: view)
            return state == .open && abs(translation.x) > abs(translation.y)
        }
        return true
    }
}

// MARK: - Finding the drawer

extension UIViewController {
    /// The nearest drawer among the controller's ancestors.
    public var edgeDrawerController: EdgeDrawerController? {
        var candidate: UIViewController? = parent
        while let controller = candidate {
            if let drawer = controller as? EdgeDrawerController { return drawer }
            candidate = controller.parent
        }
        return nil
    }
}
