import Foundation

// `show(_:sender:)`, `showDetailViewController(_:sender:)` and
// `targetViewController(forAction:sender:)`: UIKit's way of showing a controller without
// knowing what contains the caller. (The methods are declared in UIViewController.swift, where
// a subclass can override them; this file is what their default implementations do.)
//
// What Apple documents, and what is done here:
// - `show(_:sender:)` "calls the targetViewController(forAction:sender:) method to locate an
//   object in the view controller hierarchy that overrides this method. It then calls the
//   method on that target object … If the targetViewController(forAction:sender:) method returns
//   nil, this method uses the window's root view controller to present vc modally." The header
//   adds: "redirects accordingly if the return value is not self, otherwise it will present the
//   vc". `UINavigationController` overrides it and pushes `vc` "in a similar way as the
//   pushViewController(_:animated:) method" (animated).
// - `showDetailViewController(_:sender:)` does the same for the detail context; on iOS
//   `UISplitViewController` overrides it. There is no split view controller here, so unless a
//   controller of yours handles it (see below) `vc` is presented modally — as on an iPhone app
//   without a split view controller.
// - `targetViewController(forAction:sender:)` "returns the current view controller if that view
//   controller overrides the method indicated by the action parameter. If the current view
//   controller does not override that method, UIKit walks up the view hierarchy and returns the
//   first view controller that does override it. If no view controller handles the action, this
//   method returns nil." The walk asks the parent's `targetViewController(forAction:sender:)`
//   (or, for the top of a presented hierarchy, the presenting controller's), so an override of
//   this method anywhere up the hierarchy is honoured.
// - The modal presentation goes through `present(_:animated:completion:)` on the receiver, which
//   presents from the top of its containment hierarchy: the window's root view controller, as
//   documented — or, for a controller inside a presented one, that presented controller (the
//   root already presents it and could not present another).
//
// Porting, and what Swift on Linux cannot do:
// - There are no selectors: the action is the method reference `UIViewController.show(_:sender:)`
//   (or `UIViewController.showDetailViewController(_:sender:)`) where iOS writes
//   `#selector(show(_:sender:))`. Write the class name: `Self.show(_:sender:)` in a subclass is a
//   method of the subclass and does not convert (the compiler says so).
// - Without the Objective-C runtime a class's override of a method cannot be seen. UIKit's own
//   are known (`UINavigationController` overrides `show(_:sender:)`); a container of yours that
//   overrides `show(_:sender:)` or `showDetailViewController(_:sender:)` for its children also
//   overrides `targetViewController(forAction:sender:)` to return itself, and is then found by
//   the walk.
// - `canPerformAction(_:withSender:)`, with which an iOS controller opts out of being a target,
//   takes a selector and is not offered.

/// UIKit's two show actions.
enum ShowAction: Sendable { case show, showDetail }

extension UIViewController {
    /// What the default `show(_:sender:)` and `showDetailViewController(_:sender:)` do: hand `vc`
    /// to the target controller, or present it when there is none (or it is this controller).
    func showAsUIKitDoes(_ vc: UIViewController, action: ShowAction, sender: Any?) {
        let target = switch action {
        case .show: targetViewController(forAction: UIViewController.show(_:sender:), sender: sender)
        case .showDetail: targetViewController(forAction: UIViewController.showDetailViewController(_:sender:), sender: sender)
        }
        guard let target, target !== self else { return present(vc, animated: true) }
        switch action {
        case .show: target.show(vc, sender: sender)
        case .showDetail: target.showDetailViewController(vc, sender: sender)
        }
    }

    /// The default `targetViewController(forAction:sender:)`: this controller when it overrides
    /// the action, else the parent's (or presenting controller's) answer.
    func defaultTargetViewController(forAction action: (UIViewController) -> (UIViewController, Any?) -> Void,
                                     sender: Any?) -> UIViewController? {
        if let known = ShowActionProbe.action(named: action), overrides(known) { return self }
        return (parent ?? presentingViewController)?.targetViewController(forAction: action, sender: sender)
    }

    /// Whether this controller's class overrides the method of `action`: UIKit's own overrides
    /// (a navigation controller's `show(_:sender:)`), the only ones Swift lets us see.
    private func overrides(_ action: ShowAction) -> Bool {
        switch action {
        case .show: self is UINavigationController
        case .showDetail: false   // UISplitViewController's, which does not exist here
        }
    }
}

/// A detached controller that tells which of UIKit's show methods a method reference names:
/// applied to it, `UIViewController.show(_:sender:)` calls its `show`, which only notes the call.
private final class ShowActionProbe: UIViewController {
    private var heard: ShowAction?

    override func show(_ vc: UIViewController, sender: Any?) { heard = .show }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) { heard = .showDetail }

    /// The show action `reference` names; nil for any other method (an extension method of
    /// `UIViewController`, which no subclass can override; it runs on the probe, which is in no
    /// hierarchy).
    static func action(named reference: (UIViewController) -> (UIViewController, Any?) -> Void) -> ShowAction? {
        let probe = ShowActionProbe()
        reference(probe)(probe, probe)
        return probe.heard
    }
}
