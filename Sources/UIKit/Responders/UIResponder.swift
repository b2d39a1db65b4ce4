import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
///
/// The touch and press methods' default implementations pass the event up the responder chain
/// (`next`), as UIKit's do. Key presses start at the key window's first responder (see
/// `becomeFirstResponder()`), or at the deepest visible view controller when there is none.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain (a view's superview or view controller, and so on).
    open var next: UIResponder? { nil }

    // MARK: Accessibility

    /// The accessibility properties set so far (nil until one is).
    private var accessibility: AccessibilityStorage?
    private var accessibilityStore: AccessibilityStorage {
        if let accessibility { return accessibility }
        let made = AccessibilityStorage()
        accessibility = made
        return made
    }

    /// Whether assistive technology treats this as one element (false for plain views; true
    /// for labels, images and controls).
    open var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? accessibilityDefaults.isElement }
        set { accessibilityStore.isElement = newValue }
    }
    /// What a kind of responder is to assistive technology until the app says otherwise (a
    /// label is an element whose label is its text; a plain view is no element).
    var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) { (false, nil, .none) }

    /// What the element is, read out by VoiceOver ("Close").
    open var accessibilityLabel: String? {
        get { accessibility?.label ?? accessibilityDefaults.label }
        set { accessibilityStore.label = newValue }
    }
    /// What acting on the element does ("Closes the sheet").
    open var accessibilityHint: String? {
        get { accessibility?.hint }
        set { accessibilityStore.hint = newValue }
    }
    /// The element's value ("50 %").
    open var accessibilityValue: String? {
        get { accessibility?.value }
        set { accessibilityStore.value = newValue }
    }
    /// A name for UI tests to find the element by.
    open var accessibilityIdentifier: String? {
        get { accessibility?.identifier }
        set { accessibilityStore.identifier = newValue }
    }
    /// What the element is and does.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility?.traits ?? accessibilityDefaults.traits }
        set { accessibilityStore.traits = newValue }
    }
    /// The element's frame in screen coordinates (a view's own frame there unless set).
    open var accessibilityFrame: CGRect {
        get { accessibility?.frame ?? .zero }
        set { accessibilityStore.frame = newValue }
    }
    /// Whether the elements inside are hidden from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { accessibility?.elementsHidden ?? false }
        set { accessibilityStore.elementsHidden = newValue }
    }
    /// Whether assistive technology ignores the element's siblings (a presented sheet sets it).
    open var accessibilityViewIsModal: Bool {
        get { accessibility?.viewIsModal ?? false }
        set { accessibilityStore.viewIsModal = newValue }
    }
    /// Whether the children are read as a group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility?.groupsChildren ?? false }
        set { accessibilityStore.groupsChildren = newValue }
    }
    /// The elements inside, in reading order (nil: the subviews).
    open var accessibilityElements: [Any]? {
        get { accessibility?.elements }
        set { accessibilityStore.elements = newValue }
    }

    /// Dismisses the modal view this responder stands for and returns whether it did (default
    /// false). UIKit declares it on `NSObject` (the accessibility informal protocol): here it is
    /// a responder's, and a `UIAccessibilityElement`'s.
    ///
    /// On iOS VoiceOver's escape gesture calls it. On the desktop Escape does: a press of Escape
    /// that no key command takes (an alert's Escape chooses its cancel action), that cancels no
    /// drag and that no responder handles in `pressesBegan(_:with:)` calls it on the key
    /// window's first responder — or, without one, on the view of the front-most controller —
    /// and then up the responder chain (a presented controller passes it to the controller that
    /// presented it) until one returns true.
    ///
    ///     override func accessibilityPerformEscape() -> Bool {
    ///         dismiss(animated: true)
    ///         return true
    ///     }
    open func accessibilityPerformEscape() -> Bool { false }

    // MARK: Touches

    /// Touches began in this responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled (a gesture recognized, the window lost the pointer, Escape was pressed).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Presses

    /// Keys went down. Call `super` for the keys you do not handle: it passes them to `next`.
    /// (At the end of the chain the presses are noted as unhandled: a scroll view under the
    /// pointer may take their keys, see `UIScrollView.allowsKeyboardScrolling`.)
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else {
            for press in presses { press.reachedEndOfResponderChain = true }
            return
        }
        next.pressesBegan(presses, with: event)
    }
    /// A value of the presses changed (keys have no analog values: never called here).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Keys went up.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// Keys that were down stopped counting (the window lost keyboard focus or was hidden).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: Key commands

    /// The keyboard shortcuts this responder offers (default none). When a key goes down, the
    /// responder chain's commands are matched before `pressesBegan(_:with:)`: see `UIKeyCommand`.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: The software keyboard

    // A desktop app types on a hardware keyboard: no software keyboard slides up over the
    // window, so these are never posted (as on an iPad with a hardware keyboard and the
    // shortcuts bar hidden). They are declared so that code that observes them compiles and
    // simply never hears of a keyboard.

    /// Posted before the software keyboard shows (never here).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the software keyboard showed (never here).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the software keyboard hides (never here).
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the software keyboard hid (never here).
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the software keyboard's frame changes (never here).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the software keyboard's frame changed (never here).
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change, in screen coordinates (`NSValue`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates (`NSValue`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation (`NSNumber` of seconds).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation (`NSNumber` of a `UIView.AnimationCurve`).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (`NSNumber` of a Boolean).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    // MARK: Nibs

    /// Called after the object was loaded from a nib or storyboard archive. Interface Builder
    /// files are not loaded here, so UIKit never calls it (as for an object made in code on iOS);
    /// it is declared so that classes that override it compile. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called when Interface Builder renders a designable view: never here, as on iOS outside
    /// Interface Builder.
    open func prepareForInterfaceBuilder() {}

    // MARK: First responder

    /// Whether this responder accepts to become its window's first responder (default false).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked (default true).
    open var canResignFirstResponder: Bool { true }

    /// Makes this responder the first responder of its window: the one key presses go to.
    ///
    /// A view must be in a window (a view controller's view, too), and `canBecomeFirstResponder`
    /// must be true; the current first responder is asked to resign first. Returns whether this
    /// responder is now the first responder.
    ///
    ///     override var canBecomeFirstResponder: Bool { true }
    ///     override func viewDidAppear(_ animated: Bool) { becomeFirstResponder() }
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = windowForFirstResponder else { return false }
        let current = window.validFirstResponder()
        if current === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponderStorage = self
        return true
    }

    /// Gives up first-responder status. Subclasses that override it call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = windowForFirstResponder, window.firstResponderStorage === self { window.firstResponderStorage = nil }
        return true
    }

    /// Resigns, or with `forced` resigns whatever the responder answers (a text field's
    /// delegate is not asked): `UIView.endEditing(true)`.
    func resignFirstResponder(forced: Bool) -> Bool {
        let resigned = resignFirstResponder()
        guard forced, !resigned else { return resigned }
        if let window = windowForFirstResponder, window.firstResponderStorage === self { window.firstResponderStorage = nil }
        return true
    }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = windowForFirstResponder else { return false }
        return window.validFirstResponder() === self
    }

    /// The window whose first responder this responder can be: a view's window, a view
    /// controller's view's window; nil for other responders.
    var windowForFirstResponder: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }
}

extension UIWindow {
    /// The first responder, if it is still in this window (one that left it is forgotten).
    func validFirstResponder() -> UIResponder? {
        guard let responder = firstResponderStorage else { return nil }
        guard responder.windowForFirstResponder === self else {
            firstResponderStorage = nil
            return nil
        }
        return responder
    }
}

extension UIView {
    /// Ends editing in this view and its subviews: when the window's first responder is this
    /// view or one of its subviews (a text field or text view being edited), it resigns. With
    /// `force` false it is asked (a text field asks its delegate's `textFieldShouldEndEditing`,
    /// which may refuse); with `force` true it resigns without being asked.
    ///
    /// Returns whether nothing in the view is first responder any more (true also when nothing
    /// was).
    ///
    ///     // Dismissing a sheet: put the keyboard focus away first.
    ///     presentingViewController?.view.endEditing(true)
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.validFirstResponder() else { return true }
        let owner: UIView? = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let owner, owner === self || owner.isDescendant(of: self) else { return true }
        return responder.resignFirstResponder(forced: force)
    }
}
