import UIKit

/// The tabs scene: a `UITabBarController` with four tabs whose delegate vends a slide animator
/// for every switch and, while a horizontal drag across the page is under way, the drag's
/// percent-driven interaction — so a drag scrubs the switch and a tap on the bar runs it.
///
/// The drag starts the switch the way interactive tab libraries do: the pan's `.began` sets
/// `selectedIndex`, and UIKit asks the delegate for the animator and the interaction controller.
final class TabsSceneController: UITabBarController, UITabBarControllerDelegate {
    let context: PlaygroundContext
    private(set) var swipe: TabSwipeInteraction!

    /// The tabs: title, system glyph, colour, and the line the page says.
    static let tabs: [(title: String, item: UITabBarItem.SystemItem, tint: UIColor, text: String)] = [
        ("Featured", .featured, .systemBlue, "A tab bar controller's delegate vends TabSlideAnimator for every switch."),
        ("Recents", .recents, .systemOrange, "Dragging sets selectedIndex in the pan's .began; the delegate hands out the drag."),
        ("Bookmarks", .bookmarks, .systemGreen, "update(_:) scrubs the slide; release finishes or cancels it."),
        ("Search", .search, .systemPurple, "A cancelled switch leaves the old tab selected — in the bar too."),
    ]

    init(context: PlaygroundContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
        delegate = self
        viewControllers = Self.tabs.enumerated().map { index, tab in
            let page = TabPageViewController(index: index, title: tab.title, tint: tab.tint, text: tab.text, context: context)
            page.tabBarItem = UITabBarItem(title: tab.title, image: UITabBarItem(tabBarSystemItem: tab.item, tag: index).image,
                                           tag: index)
            return page
        }
        viewControllers?[1].tabBarItem.badgeValue = "3"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        swipe = TabSwipeInteraction(tabs: self, context: context)
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let from = viewControllers?.firstIndex { $0 === fromVC } ?? 0, to = viewControllers?.firstIndex { $0 === toVC } ?? 0
        context.timeline.beginTransition("switch to \(toVC.title ?? "tab")\(swipe?.isInteracting == true ? " (drag)" : "")")
        return TabSlideAnimator(forward: to > from)
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        swipe?.isInteracting == true ? swipe : nil
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        context.timeline.record("tapped \(viewController.title ?? "tab")")
        if viewController.tabBarItem.badgeValue != nil { viewController.tabBarItem.badgeValue = nil }
    }
}
