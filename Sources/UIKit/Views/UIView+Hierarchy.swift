import Foundation

extension UIView {
    /// The subviews, back to front.
    public var subviews: [UIView] { subviewStorage }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let c = v {
            if let w = c as? UIWindow { return w }
            v = c.superview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews (moving it from its old superview).
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviewStorage.count) }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            warnOnce("UIView.addSubview: a view cannot be added to itself or to one of its subviews; ignored")
            return
        }
        var i = index
        if view.superview === self, let old = subviewStorage.firstIndex(where: { $0 === view }) {
            if old < i { i -= 1 }
            subviewStorage.remove(at: old)
            i = min(max(i, 0), subviewStorage.count)
            subviewStorage.insert(view, at: i)
            syncLayer(of: view, at: i)
            return
        }
        let oldWindow = view.window, newWindow = window
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        let oldRoot = view.superview.map { LayoutEngine.viewWillLeave(view, parent: $0) }
        if let old = view.superview { old.detach(view) }
        i = min(max(i, 0), subviewStorage.count)
        subviewStorage.insert(view, at: i)
        view.superview = self
        syncLayer(of: view, at: i)
        LayoutEngine.viewMoved(view, from: oldRoot)
        // Its traits come from here now (traitCollectionDidChange, if they changed, comes
        // before didMoveToSuperview, so that the hierarchy callbacks see the new traits).
        view.updateTraitsFromHierarchy()
        view.didMoveToSuperview()
        didAddSubview(view)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        if let window = self as? UIWindow, !(view is MenuOverlayView) { window.closeMenuCovered(by: view) }
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: i)
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Moves `view` to the top of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self, subviewStorage.last !== view else { return }   // already there: nothing moves
        insertSubview(view, at: subviewStorage.count)
    }

    /// Moves `view` to the bottom of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, subviewStorage.first !== view else { return }   // already there
        insertSubview(view, at: 0)
    }

    /// Swaps two subviews.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2), index1 != index2 else { return }
        subviewStorage.swapAt(index1, index2)
        for i in [min(index1, index2), max(index1, index2)] { syncLayer(of: subviewStorage[i], at: i) }
    }

    /// Removes the view from its superview (and its window).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let leavingWindow = window != nil
        if leavingWindow { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        let oldRoot = LayoutEngine.viewWillLeave(self, parent: parent)
        parent.detach(self)
        LayoutEngine.viewMoved(self, from: oldRoot)
        didMoveToSuperview()
        if leavingWindow { notifyDidMoveToWindow() }
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }

    /// This view or the first descendant (depth first) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviewStorage { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    // MARK: Internals

    private func detach(_ view: UIView) {
        willRemoveSubview(view)
        subviewStorage.removeAll { $0 === view }
        view.superview = nil
        view.layer.removeFromSuperlayer()
    }

    /// Puts the subview's layer right above the layer of the subview below it, so the layer
    /// order matches the view order even when the layer has extra sublayers of its own.
    private func syncLayer(of view: UIView, at index: Int) {
        if index > 0 {
            layer.insertSublayer(view.layer, above: subviewStorage[index - 1].layer)
        } else if let next = subviewStorage.dropFirst().first {
            layer.insertSublayer(view.layer, below: next.layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        let wasVisible = isInVisibleWindow, willBeVisible = newWindow.map { !$0.isHidden } ?? false
        // A first responder that leaves its window resigns (its override hears it while it is
        // still in the window), as in UIKit; so does a controller whose view leaves.
        if let w = window, newWindow !== w, let first = w.firstResponderStorage,
           first === self || first === (viewDelegate as? UIViewController) {
            _ = first.resignFirstResponder()
            if w.firstResponderStorage === first { w.firstResponderStorage = nil }
        }
        willMove(toWindow: newWindow)
        if wasVisible != willBeVisible { notifyControllerVisibility(willBeVisible, phase: .will) }
        for s in subviewStorage { s.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        if let w = window { layer.contentsScale = w.screen.scale }
        didMoveToWindow()
        notifyControllerVisibility(isInVisibleWindow, phase: .did)
        for s in subviewStorage { s.notifyDidMoveToWindow() }
    }

    /// Whether the view is in a window that is shown.
    var isInVisibleWindow: Bool { window.map { !$0.isHidden } ?? false }

    /// Tells the view's controller (if any) that the view appears or disappears.
    func notifyControllerVisibility(_ visible: Bool, phase: UIViewController.VisibilityPhase) {
        guard let vc = viewDelegate as? UIViewController else { return }
        if phase == .did {
            let ending = (vc.appearance == .appearing && visible) || (vc.appearance == .disappearing && !visible)
            if ending { vc.viewVisibilityChanged(visible: visible, phase: .did) }
        } else {
            vc.viewVisibilityChanged(visible: visible, phase: .will)
        }
    }
}
