import Foundation

/// What a controller keeps for the bars that show it (one stored property of
/// `UIViewController`, so the bars add a single field to every controller).
@MainActor
struct ControllerBarStorage {
    var tabBarItemStorage: UITabBarItem?
    var hidesBottomBarWhenPushed = false
    var toolbarItems: [UIBarButtonItem]?
    var edgesForExtendedLayout: UIRectEdge = .all
    var extendedLayoutIncludesOpaqueBars = false

    /// The tab bar item, made with `title` the first time it is asked for.
    mutating func tabBarItem(title: String?) -> UITabBarItem {
        if let item = tabBarItemStorage { return item }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        tabBarItemStorage = item
        return item
    }
}

extension UIViewController {
    /// The nearest tab bar controller above this controller.
    public var tabBarController: UITabBarController? {
        var p = parent
        while let c = p {
            if let tabs = c as? UITabBarController { return tabs }
            p = c.parent
        }
        return nil
    }

    /// What a container adds to the safe area of this controller's view: on a navigation stack
    /// the navigation bar's height at the top and the toolbar's at the bottom (where the view
    /// reaches under them), for a tab the tab bar's height (the views reach under the bars, as on
    /// iOS 15 and later).
    var containerSafeAreaInsets: UIEdgeInsets {
        if let nav = parent as? UINavigationController { return nav.barSafeAreaInsets(for: self) }
        guard let tabs = parent as? UITabBarController else { return .zero }
        return tabs.insetsForChildren
    }

    /// Tells the navigation controller showing this controller that its toolbar items changed.
    func toolbarItemsDidChange(animated: Bool) {
        guard let nav = parent as? UINavigationController, nav.topViewController === self else { return }
        nav.toolbarItemsChanged(animated: animated)
    }
}

extension UIViewController {
    /// The edges for extended layout changed: the navigation controller lays the view out again.
    func extendedLayoutDidChange() {
        (parent as? UINavigationController)?.barGeometryChanged()
    }
}
