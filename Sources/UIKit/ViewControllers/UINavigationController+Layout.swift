import Foundation

/// Where the bars and the stack's views go, as on iOS 11 and later:
///
/// - The navigation bar sits below the top safe area (the status bar), its background reaching
///   up under it.
/// - A controller's view reaches under a bar when its `edgesForExtendedLayout` has that edge and
///   the bar is translucent (or the controller sets `extendedLayoutIncludesOpaqueBars`); the
///   bar's height is then added to the view's safe area (status bar + 44 points at the top;
///   the toolbar's 44 points at the bottom). A scroll view with
///   `contentInsetAdjustmentBehavior` `.automatic` therefore starts below the bar.
/// - Otherwise the view's frame starts below the navigation bar (ends above the toolbar) and
///   the bar adds nothing to its safe area.
///
/// A hidden bar adds nothing; hiding or showing one (even animated) changes the safe area at once.
extension UINavigationController {
    /// Whether the navigation bar is shown (or on its way in).
    var showsNavigationBar: Bool { !barHidden }

    /// Whether `vc`'s view reaches under the bar on `edge` (`.top`: the navigation bar,
    /// `.bottom`: the toolbar).
    func extendsUnderBar(_ vc: UIViewController, edge: UIRectEdge) -> Bool {
        guard vc.edgesForExtendedLayout.contains(edge) else { return false }
        let translucent = edge == .top ? barView.isTranslucent : (shownToolbar?.isTranslucent ?? true)
        return translucent || vc.extendedLayoutIncludesOpaqueBars
    }

    /// The navigation bar's height (without the status bar above it) while `vc` is on top: 44
    /// points, and up to 52 more while its large title shows.
    func navigationBarHeight(for vc: UIViewController) -> CGFloat {
        guard let i = stack.firstIndex(where: { $0 === vc }),
              barView.showsLargeTitle(at: i, in: stack.map(\.navigationItem)) else { return UINavigationBar.standardHeight }
        let fraction = min(max(vc.navigationItem.largeTitleFraction, 0), 1)
        return UINavigationBar.standardHeight + UINavigationBar.largeTitleHeight * fraction
    }

    /// What the bars add to the safe area of `vc`'s view.
    func barSafeAreaInsets(for vc: UIViewController) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if showsNavigationBar, extendsUnderBar(vc, edge: .top) { insets.top = navigationBarHeight(for: vc) }
        if shownToolbar != nil, extendsUnderBar(vc, edge: .bottom) { insets.bottom = UIToolbar.contentHeight }
        return insets
    }

    /// The frame of `vc`'s view in the content area: all of it, less the bars it does not reach under.
    func frameForChild(_ vc: UIViewController) -> CGRect {
        var frame = contentView.bounds
        guard let v = viewIfLoaded else { return frame }
        if showsNavigationBar, !extendsUnderBar(vc, edge: .top) {
            let top = min(frame.height, v.safeAreaInsets.top + navigationBarHeight(for: vc))
            frame.origin.y += top
            frame.size.height -= top
        }
        if shownToolbar != nil, !extendsUnderBar(vc, edge: .bottom) {
            frame.size.height = max(0, frame.height - (UIToolbar.contentHeight + v.safeAreaInsets.bottom))
        }
        return frame
    }

    /// Places the bar below the top safe area (the status bar); its background reaches up
    /// under the status bar, as on iOS.
    func layoutNavigationBar() {
        guard let v = viewIfLoaded else { return }
        trackLargeTitleScrollView()
        // A running transition animates the height itself (see `animateBarHeight`).
        let height = running != nil ? barView.bounds.height
            : topViewController.map(navigationBarHeight(for:)) ?? UINavigationBar.standardHeight
        let frame = CGRect(x: 0, y: v.safeAreaInsets.top, width: v.bounds.width, height: height)
        if barView.frame != frame {
            let t = barView.transform
            barView.transform = .identity
            barView.frame = frame
            barView.transform = t
            barView.setNeedsLayout()   // its background above it follows its top
        }
    }

    /// Gives the top controller's view its frame (a running transition places the views itself).
    func layoutTopChild() {
        guard running == nil, let top = topViewController, let v = top.viewIfLoaded, v.superview === contentView else { return }
        let frame = frameForChild(top)
        guard v.frame != frame else { return }
        v.frame = frame
        LayoutEngine.structureChanged(around: v)   // its safe area moved with it
    }

    /// A bar showed, hid, grew or shrank, or a controller's extended edges changed: the bars
    /// and the stack's views are laid out again and their safe areas are checked.
    func barGeometryChanged() {
        guard let v = viewIfLoaded else { return }
        v.setNeedsLayout()
        layoutNavigationBar()
        layoutTopChild()
        for vc in stack { if let cv = vc.viewIfLoaded { cv.setNeedsLayout(); LayoutEngine.structureChanged(around: cv) } }
    }
}
