import Foundation

/// Scrolling by program: `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`
/// and the scroll to the top.
extension UIScrollView {
    /// How long an animated scroll takes (UIKit's is about a third of a second).
    static let scrollAnimationDuration: CFTimeInterval = 0.3

    /// Moves the content to `contentOffset`, animated on the screen's frames (ease in-out,
    /// 0.3 s; `scrollViewDidEndScrollingAnimation` at the end) or at once. Either way a running
    /// deceleration or animated scroll stops first. A non-finite offset is refused with a warning.
    func moveContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            warnOnce("UIScrollView.setContentOffset(_:animated:): the offset must be finite; \(contentOffset) is ignored")
            return
        }
        stopMovingContent()
        keyboardScrollTarget = nil
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let from = self.contentOffset, to = contentOffset
        showIndicators()
        runEased(offsetAnimation, duration: Self.scrollAnimationDuration, curve: .easeInEaseOut) { [unowned self] p, done in
            self.contentOffset = CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
            if done { finishOffsetAnimation() }
        }
    }

    /// Runs `runner` for `duration` on the screen's frames at the frame's timestamp, handing
    /// `step` the progress (0 to 1, eased by `curve`) and whether it is the last step — the
    /// animated scroll, zoom and refresh-control room share it.
    func runEased(_ runner: TweenRunner, duration: CFTimeInterval, curve: CAMediaTimingFunctionName,
                  step: @escaping @MainActor (CGFloat, Bool) -> Void) {
        let tween = ProgressTween(startTime: frameTime, length: duration, from: 0, to: 1, fromFraction: 0, toFraction: 1,
                                  curve: .cubic(CAMediaTimingFunction(name: curve)))
        runner.run(tween, on: layer.scheduler, clock: { [unowned self] in frameTime }) { state in
            step(CGFloat(state.shown), state.done)
        }
    }

    private func finishOffsetAnimation() {
        hideIndicators()
        delegate?.scrollViewDidEndScrollingAnimation(self)
        if isScrollingToTop {
            isScrollingToTop = false
            delegate?.scrollViewDidScrollToTop(self)
        }
    }

    /// Stops a deceleration or an animated scroll where it is (no delegate call: something
    /// else takes the content over).
    func stopMovingContent() {
        if motion != nil { stopMotion() }
        if offsetAnimation.isRunning { stopOffsetAnimation(notify: false) }
    }

    /// Stops an animated scroll where it is.
    func stopOffsetAnimation(notify: Bool) {
        offsetAnimation.stop()
        isScrollingToTop = false
        hideIndicators()
        if notify { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls as little as needed for `rect` (in content coordinates) to be visible inside the
    /// adjusted content inset; a rectangle larger than the visible area shows its top-left part.
    /// Nothing happens when it is already visible. Non-finite rectangles are refused with a warning.
    func scrollRectToVisibleNow(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            warnOnce("UIScrollView.scrollRectToVisible(_:animated:): the rectangle must be finite; \(rect) is ignored")
            return
        }
        let r = rect.standardized, i = adjustedContentInset, o = contentOffset
        func axis(_ offset: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ leading: CGFloat, _ trailing: CGFloat, _ size: CGFloat) -> CGFloat {
            let visibleMin = offset + leading, visibleMax = offset + size - trailing
            if hi - lo > visibleMax - visibleMin || lo < visibleMin { return lo - leading }
            if hi > visibleMax { return hi - size + trailing }
            return offset
        }
        let target = clamped(CGPoint(x: axis(o.x, r.minX, r.maxX, i.left, i.right, bounds.width),
                                     y: axis(o.y, r.minY, r.maxY, i.top, i.bottom, bounds.height)))
        guard target != o else { return }
        setContentOffset(target, animated: animated)
    }

    /// A scroll-to-top request (a tap on the status bar, StatusBar+ScrollToTop.swift): asks the
    /// delegate, animates to the top, and reports `scrollViewDidScrollToTop` when there.
    func scrollToTop() {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = CGPoint(x: contentOffset.x, y: offsetRange.y.lowerBound)
        guard top != contentOffset else {
            delegate?.scrollViewDidScrollToTop(self)
            return
        }
        setContentOffset(top, animated: true)
        isScrollingToTop = true
    }
}
