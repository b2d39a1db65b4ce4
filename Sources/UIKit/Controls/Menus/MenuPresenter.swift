import Foundation

/// Shows a `UIMenu` in a window: a rounded list of rows near what opened it, over a transparent
/// layer that takes a click anywhere else to close the menu (the click does not reach what is
/// under it, as on iOS).
///
/// Choosing an action closes the menu and runs the action's handler (a `keepsMenuPresented`
/// action leaves it up, its rows redrawn); a submenu opens in place, with a row back to its
/// parent at the top. The keyboard works as in a desktop menu: the arrows move the highlight
/// (Right opens a submenu, Left goes back), Return chooses, Escape closes; the pointer
/// highlights the row it hovers. One menu is up at a time in a window: opening another closes
/// it; so does a change of the window's size, and a view added to the window over it (a
/// presentation coming up). A secondary click while the primary button is held opens none.
@MainActor
final class MenuPresenter {
    /// Where the menu goes.
    enum Placement {
        /// Below the rectangle (above when there is no room below), its leading edge aligned.
        case source(CGRect)
        /// With a corner at the point (a context menu at the pointer).
        case point(CGPoint)
    }

    let overlay: MenuOverlayView
    /// The object that opened the menu, handed to the actions as `sender`.
    weak var sender: AnyObject?
    /// Called once the menu has gone (chosen, clicked away, Escape, replaced).
    var onDismiss: (() -> Void)?
    private(set) var isDismissed = false
    /// The first responder before the menu took the keyboard.
    private weak var previousResponder: UIResponder?

    /// The menu up in `window`, if any.
    static func current(in window: UIWindow) -> MenuPresenter? {
        window.subviews.lazy.compactMap { ($0 as? MenuOverlayView)?.presenter }.first { !$0.isDismissed }
    }

    /// Shows `menu` in `window` at `placement` (window coordinates). A menu with nothing to show
    /// (every element hidden) is not shown: nil.
    @discardableResult
    static func present(_ menu: UIMenu, in window: UIWindow, placement: Placement, sender: AnyObject?,
                        onDismiss: (() -> Void)? = nil) -> MenuPresenter? {
        current(in: window)?.dismiss()
        guard !MenuListView.rows(of: menu, inSubmenu: false).isEmpty else {
            FileHandle.standardError.write(Data("warning: UIMenu \(menu.title.isEmpty ? "(untitled)" : "'\(menu.title)'") has no element to show; it is not shown\n".utf8))
            return nil
        }
        let presenter = MenuPresenter(menu: menu, window: window, placement: placement)
        presenter.sender = sender
        presenter.onDismiss = onDismiss
        presenter.show()
        return presenter
    }

    private init(menu: UIMenu, window: UIWindow, placement: Placement) {
        overlay = MenuOverlayView(frame: window.bounds, menu: menu, placement: placement)
        overlay.presenter = self
        window.addSubview(overlay)
    }

    private func show() {
        let list = overlay.list
        overlay.layoutIfNeeded()
        list.alpha = 0
        list.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        // The menu takes the keyboard; the responder that had it gets it back when the menu goes
        // (a field being edited edits again).
        previousResponder = overlay.window?.validFirstResponder()
        list.becomeFirstResponder()
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [.allowUserInteraction]) {
            list.alpha = 1
            list.transform = .identity
        }
    }

    /// Closes the menu (fading it out); `onDismiss` runs once.
    func dismiss() {
        guard !isDismissed else { return }
        isDismissed = true
        let overlay = self.overlay
        if overlay.list.isFirstResponder {
            overlay.list.resignFirstResponder()
            if let previous = previousResponder, (previous as? UIView)?.window != nil || previous is UIViewController {
                previous.becomeFirstResponder()
            }
        }
        overlay.isUserInteractionEnabled = false
        UIView.animate(withDuration: 0.15, delay: 0, options: [.beginFromCurrentState]) {
            overlay.list.alpha = 0
        } completion: { _ in
            overlay.removeFromSuperview()
            overlay.presenter = nil
        }
        let done = onDismiss
        onDismiss = nil
        done?()
    }

    /// The user chose `action`: the menu closes (unless the action keeps it up) and the
    /// handler runs.
    func choose(_ action: UIAction) {
        guard !isDismissed, !action.attributes.contains(.disabled) else { return }
        let keeps = action.attributes.contains(.keepsMenuPresented)
        if !keeps { dismiss() }
        action.sender = sender
        action.handler(action)
        action.sender = nil
        if keeps { overlay.list.reload() }
    }

    /// Replaces the menu shown (a context menu's `updateVisibleMenu`).
    func replaceMenu(_ menu: UIMenu) {
        guard !isDismissed else { return }
        overlay.list.replaceRoot(menu)
        overlay.setNeedsLayout()
    }

    var menu: UIMenu { overlay.list.root }
}

/// The transparent layer over the window while a menu is up: a click outside the list closes
/// the menu, a resize closes it, and the list is placed in it.
@MainActor
final class MenuOverlayView: UIView {
    let list: MenuListView
    let placement: MenuPresenter.Placement
    /// The presenter, kept while the menu is in the window (a button's menu has no other owner).
    var presenter: MenuPresenter?
    private var laidOutSize: CGSize?

    init(frame: CGRect, menu: UIMenu, placement: MenuPresenter.Placement) {
        list = MenuListView(menu: menu)
        self.placement = placement
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(list)
        list.onChoose = { [weak self] action in self?.presenter?.choose(action) }
        list.onClose = { [weak self] in self?.presenter?.dismiss() }
        list.onResize = { [weak self] in self?.setNeedsLayout() }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Outside the list, the overlay itself takes the touch (and closes the menu).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        presenter?.dismiss()
    }

    override func accessibilityPerformEscape() -> Bool {
        presenter?.dismiss()
        return true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let old = laidOutSize, old != bounds.size {
            presenter?.dismiss()
            return
        }
        laidOutSize = bounds.size
        let margin: CGFloat = 8
        let wanted = list.fittingSize
        let height = min(wanted.height, bounds.height - 2 * margin)
        let width = min(wanted.width, bounds.width - 2 * margin)
        var origin: CGPoint
        switch placement {
        case .source(let rect):
            let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
            origin = CGPoint(x: leftToRight ? rect.minX : rect.maxX - width, y: rect.maxY + margin)
            if origin.y + height > bounds.height - margin && rect.minY - margin - height >= margin {
                origin.y = rect.minY - margin - height
            }
        case .point(let p):
            origin = p
            if origin.x + width > bounds.width - margin { origin.x = p.x - width }
            if origin.y + height > bounds.height - margin { origin.y = p.y - height }
        }
        origin.x = min(max(origin.x, margin), max(margin, bounds.width - margin - width))
        origin.y = min(max(origin.y, margin), max(margin, bounds.height - margin - height))
        list.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        list.center = CGPoint(x: origin.x + width / 2, y: origin.y + height / 2)
    }
}

extension UIWindow {
    /// A view was added to the window: a menu that is up and now lies below it closes (a
    /// presentation, an alert, another screen coming over it), as it would be out of reach.
    func closeMenuCovered(by view: UIView) {
        guard let presenter = MenuPresenter.current(in: self),
              let menu = subviews.firstIndex(where: { $0 === presenter.overlay }),
              let added = subviews.firstIndex(where: { $0 === view }), added > menu else { return }
        presenter.dismiss()
    }
}

