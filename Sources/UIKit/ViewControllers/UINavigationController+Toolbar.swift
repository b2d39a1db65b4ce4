import Foundation

/// The navigation controller's toolbar: hidden by default; when shown, it sits at the bottom
/// and shows the top controller's `toolbarItems`, which change with pushes and pops (cross-faded
/// alongside the transition). Its height is added to the bottom safe area of the controllers
/// on the stack.
///
/// The toolbar lives in the navigation controller's view (made on first use; asking for it
/// loads the view), so it adds no storage to every navigation controller.
extension UINavigationController {
    /// How long `setToolbarHidden(_:animated:)` slides (iOS's `UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: TimeInterval = 0.2

    /// The toolbar (shown when `isToolbarHidden` is false).
    public var toolbar: UIToolbar! { toolbarView(creating: true) }

    /// Whether the toolbar is hidden (default true).
    public var isToolbarHidden: Bool {
        get { toolbarView(creating: false)?.isHidden ?? true }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it down or up from the bottom edge when `animated`.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard let bar = toolbarView(creating: !hidden) else { return }
        guard bar.isHidden != hidden else { return }
        bar.setItems(topViewController?.toolbarItems, animated: false)
        layoutToolbar()
        let away = CGAffineTransform(translationX: 0, y: bar.bounds.height)
        bar.isHidden = false
        toolbarVisibilityChanged()
        guard animated, view.window != nil else {
            bar.isHidden = hidden
            return toolbarVisibilityChanged()
        }
        UIView.performWithoutAnimation { bar.transform = hidden ? .identity : away }
        bar.hidingTarget = hidden
        UIView.animate(withDuration: Self.hideShowBarDuration, delay: 0, options: .curveEaseInOut, animations: {
            bar.transform = hidden ? away : .identity
        }, completion: { _ in
            guard bar.hidingTarget == hidden else { return }   // a later call took over
            bar.transform = .identity
            bar.isHidden = hidden
            self.toolbarVisibilityChanged()
        })
    }

    /// The top controller's toolbar items changed.
    func toolbarItemsChanged(animated: Bool) {
        guard let bar = toolbarView(creating: false) else { return }
        bar.setItems(topViewController?.toolbarItems, animated: animated)
    }

    /// The toolbar shows the items of `newTop` alongside a push or pop.
    func toolbarWillShow(_ newTop: UIViewController, coordinator: (any UIViewControllerTransitionCoordinator)?) {
        guard let bar = toolbarView(creating: false), !bar.isHidden else { return }
        let old = bar.detachButtons()
        bar.setItems(newTop.toolbarItems, animated: false)
        let new = bar.buttons
        if let coordinator, coordinator.isAnimated, view.window != nil {
            bar.fade(out: old, in: new, coordinator: coordinator)
            coordinator.animateAlongsideTransition(in: bar, animation: nil) { [weak self, weak bar] context in
                guard context.isCancelled, let bar, let self else { return }
                bar.setItems(topViewController?.toolbarItems, animated: false)
            }
        } else {
            old.forEach { $0.removeFromSuperview() }
        }
    }

    /// Places the toolbar at the bottom: its items' height plus the bottom safe area.
    func layoutToolbar() {
        guard let bar = toolbarView(creating: false), let v = viewIfLoaded else { return }
        let bottom = v.safeAreaInsets.bottom
        let frame = CGRect(x: 0, y: v.bounds.height - UIToolbar.contentHeight - bottom, width: v.bounds.width,
                           height: UIToolbar.contentHeight + bottom)
        if bar.frame != frame {
            let t = bar.transform
            bar.transform = .identity
            bar.frame = frame
            bar.transform = t
        }
    }

    /// The toolbar while it shows (or is on its way in), nil while hidden or hiding.
    var shownToolbar: UIToolbar? {
        guard let bar = toolbarView(creating: false), !bar.isHidden, bar.hidingTarget != true else { return nil }
        return bar
    }

    private func toolbarVisibilityChanged() { barGeometryChanged() }

    /// The toolbar in the view, made (and the view loaded) when `creating`.
    private func toolbarView(creating: Bool) -> NavigationToolbar? {
        if let v = viewIfLoaded, let bar = v.subviews.first(where: { $0 is NavigationToolbar }) as? NavigationToolbar { return bar }
        guard creating else { return nil }
        let bar = NavigationToolbar()
        bar.isHidden = true
        view.addSubview(bar)
        layoutToolbar()
        return bar
    }
}

/// The toolbar a navigation controller makes: it remembers where a running hide or show goes.
@MainActor
final class NavigationToolbar: UIToolbar {
    var hidingTarget: Bool?
}
