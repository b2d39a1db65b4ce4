import Foundation

/// Scrolling with the hardware keyboard (`allowsKeyboardScrolling`, iOS 17).
///
/// Apple documents the keys — Page Up, Page Down, Home, End and the arrows — and that the
/// offset animates; the distances are not documented, so these are the Mac's conventions:
///
/// | key | scrolls |
/// |---|---|
/// | ↑ ↓ (← → when the content scrolls sideways) | a line, `keyboardLineScroll` points |
/// | Alt+↑ ↓, Page Up, Page Down, Space, Shift+Space | a page: the visible height (inside the adjusted inset) less a line, so a line of context stays |
/// | Home, End, Control+↑ ↓ (Command+↑ ↓) | to the top, to the bottom |
///
/// Each key animates with `setContentOffset(_:animated:)`'s animated scroll (0.3 s, ease in-out,
/// on the screen's frames); a key while that runs starts from where it was going, so a held
/// key (the keyboard's auto-repeat) or quick presses keep adding up, as the wheel's clicks do.
/// A key that cannot move the content (at its edge, or along an axis that does not scroll) is
/// left to the next responder, or to the next scroll view out.
///
/// Who gets the keys: the responder chain first (a scroll view holding the first responder
/// takes them in `pressesBegan`; a control or controller above it may take them before); a key
/// that no responder took goes to the innermost scroll view under the pointer that can move
/// for it — unless a text field is editing, which keeps its keys.
extension UIScrollView {
    /// How far an arrow key scrolls, in points.
    static let keyboardLineScroll: CGFloat = 40

    /// The offset a key takes the content to from `base`, clamped; nil for keys that do not scroll.
    func keyboardScrollTarget(for key: UIKey, from base: CGPoint) -> CGPoint? {
        let flags = key.modifierFlags
        let toEnd = flags.contains(.command) || flags.contains(.control)
        let alt = flags.contains(.alternate)
        let line = Self.keyboardLineScroll
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        let page = max(line, visibleHeight - line), pageAcross = max(line, visibleWidth - line)
        let range = offsetRange
        var target = base
        switch key.keyCode {
        case .keyboardUpArrow, .keyboardDownArrow:
            let sign: CGFloat = key.keyCode == .keyboardUpArrow ? -1 : 1
            if toEnd { target.y = CGFloat(sign < 0 ? range.y.lowerBound : range.y.upperBound) }
            else { target.y += sign * (alt ? page : line) }
        case .keyboardLeftArrow, .keyboardRightArrow:
            let sign: CGFloat = key.keyCode == .keyboardLeftArrow ? -1 : 1
            if toEnd { target.x = CGFloat(sign < 0 ? range.x.lowerBound : range.x.upperBound) }
            else { target.x += sign * (alt ? pageAcross : line) }
        case .keyboardPageUp where !toEnd && !alt: target.y -= page
        case .keyboardPageDown where !toEnd && !alt: target.y += page
        case .keyboardHome where !toEnd && !alt: target.y = CGFloat(range.y.lowerBound)
        case .keyboardEnd where !toEnd && !alt: target.y = CGFloat(range.y.upperBound)
        case .keyboardSpacebar where !toEnd && !alt:
            target.y += flags.contains(.shift) ? -page : page
        default:
            return nil
        }
        return clamped(target)
    }

    /// Scrolls for `key` if it is a scrolling key and the content can move that way; returns
    /// whether it did.
    func scroll(for key: UIKey) -> Bool {
        guard allowsKeyboardScrolling, isScrollEnabled, !isTracking else { return false }
        let base = (offsetAnimation.isRunning ? keyboardScrollTarget : nil) ?? contentOffset
        guard let target = keyboardScrollTarget(for: key, from: base), target != base else { return false }
        setContentOffset(target, animated: true)
        keyboardScrollTarget = target
        return true
    }
}
