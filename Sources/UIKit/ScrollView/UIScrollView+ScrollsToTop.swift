import Foundation

/// Which scroll view a tap on the status bar scrolls to the top.
///
/// Apple's rule on iPhone (the `scrollsToTop` documentation's "Special Considerations"): the
/// gesture has no effect if more than one scroll view on screen has `scrollsToTop` set to
/// `true`. So the candidates are the scroll views of the key window that are on screen — in
/// the window, neither they nor an ancestor hidden or transparent, and inside the window's
/// bounds — with `scrollsToTop`; with exactly one, it is asked (`scrollViewShouldScrollToTop`)
/// and scrolls; with none or several, nothing happens. That is why an app with two scroll views
/// on screen turns `scrollsToTop` off on all but one.
extension UIScrollView {
    /// The one scroll view of `window` that the scroll-to-top gesture is for, or nil when no
    /// visible scroll view or more than one has `scrollsToTop`.
    static func scrollToTopCandidate(in window: UIWindow) -> UIScrollView? {
        var found: [UIScrollView] = []
        let windowBounds = window.bounds
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }   // nothing under it shows
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
               window.convert(scrollView.bounds, from: scrollView).intersects(windowBounds) {
                found.append(scrollView)
                if found.count > 1 { return }
            }
            for subview in view.subviews where found.count < 2 { visit(subview) }
        }
        visit(window)
        return found.count == 1 ? found[0] : nil
    }
}
