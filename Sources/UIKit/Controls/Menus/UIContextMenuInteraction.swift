import Foundation

/// A behaviour added to a view (`addInteraction(_:)`): context menus, here.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (nil: removed).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view` (nil: removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for old in interactionStorage where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactionStorage.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Adds an interaction (moving it from another view).
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let i = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: i)
        interaction.didMove(to: nil)
    }
}

/// What a context menu shows: a menu from `actionProvider`, given the menu's suggested elements
/// (none here), and a preview from `previewProvider`.
///
/// On this desktop a context menu is the menu alone, at the pointer, as on a Mac with Mac
/// Catalyst: the preview provider is not asked.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
    public typealias PreviewProvider = () -> UIViewController?

    /// The order of the menu's elements (iOS 16).
    public enum ElementOrder: Int, Sendable {
        case automatic = 0, priority = 1, fixed = 2
    }

    /// The identifier given at creation (or a unique one).
    public let identifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?
    /// The order of the menu's elements (default `.automatic`; rows here keep the menu's order).
    open var preferredMenuElementOrder: ElementOrder = .automatic

    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// iOS's closure types for the configuration's providers.
public typealias UIContextMenuActionProvider = UIContextMenuConfiguration.ActionProvider
public typealias UIContextMenuContentPreviewProvider = UIContextMenuConfiguration.PreviewProvider

/// Animations and completions to run with a context menu's appearance or disappearance.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's controller (nil here: no preview is shown).
    var previewViewController: UIViewController? { get }
    /// Animations to run alongside.
    func addAnimations(_ animations: @escaping () -> Void)
    /// A block to run when the animation has ended.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a context menu's preview is committed (a tap on the preview, which is not shown here).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0, pop = 1
}

/// The animator handed to the delegate: it collects the blocks and runs them with the menu's
/// own animation.
@MainActor
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionAnimating {
    var previewViewController: UIViewController? { nil }
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the blocks added: the animations over `duration` (alongside the menu's own), then
    /// the completions (at once when there is nothing to animate).
    func run(duration: TimeInterval) {
        let animations = self.animations, completions = self.completions
        guard !animations.isEmpty else { return completions.forEach { $0() } }
        UIView.animate(withDuration: duration) { animations.forEach { $0() } } completion: { _ in completions.forEach { $0() } }
    }
}

/// What a context menu interaction asks and tells. Only the configuration is required.
///
/// Porting: iOS calls the others as optional requirements; here they have defaults.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The menu for a secondary click or a long press at `location` (in the interaction's
    /// view); nil shows no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to go.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The preview was tapped (never here: no preview is shown).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// A context menu on a view: a secondary click on the view (the desktop's way) or a press held
/// still for half a second (iOS's) asks the delegate for a configuration and shows its menu at
/// the pointer, as Mac Catalyst does — a menu without the preview. The delegate hears
/// `willDisplayMenuFor` before the menu shows (its animator's blocks run with the menu's
/// appearance) and `willEndFor` when it goes, chosen or not (before the chosen action's
/// handler runs).
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu looks.
    public enum Appearance: Int, Sendable {
        case unknown = 0
        /// With a preview (iOS's).
        case rich = 1
        /// A plain menu (a Mac's, and the one here).
        case compact = 2
    }

    /// The delegate given at creation.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    open private(set) weak var view: UIView?
    /// `.compact` while a menu is up (it has no preview), `.unknown` otherwise.
    open var menuAppearance: Appearance { presenter == nil ? .unknown : .compact }

    private var presenter: MenuPresenter?
    private var configuration: UIContextMenuConfiguration?
    private var location: CGPoint?
    private let longPress = UILongPressGestureRecognizer()

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        longPress.minimumPressDuration = 0.5
        longPress.addTarget(self, action: UIContextMenuInteraction.longPressed)
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
        dismissMenu()
    }

    open func didMove(to view: UIView?) {
        self.view = view
        if opensOnLongPress { view?.addGestureRecognizer(longPress) }
    }

    /// Whether a held press opens the menu (a table's row menus open on a secondary click only).
    var opensOnLongPress = true

    /// Ties the interaction to `view` without adding it to the view's interactions (a table's
    /// own row menus).
    func attach(to view: UIView) { didMove(to: view) }

    /// Where the menu was asked for, in `view`'s coordinates (the interaction's view when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let location, let own = self.view else { return .zero }
        return own.convert(location, to: view ?? own)
    }

    /// Replaces the menu that is up with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presenter, !presenter.isDismissed else { return }
        presenter.replaceMenu(block(presenter.menu))
    }

    /// Closes the menu that is up.
    open func dismissMenu() {
        presenter?.dismiss()
    }

    private func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let view else { return }
        presentMenu(at: recognizer.location(in: view))
    }

    /// Asks the delegate for a configuration at `point` (in the view) and shows its menu there.
    /// Returns whether a menu is shown.
    @discardableResult
    func presentMenu(at point: CGPoint) -> Bool {
        presenter?.dismiss()
        guard let view, let window = view.window, let delegate else { return false }
        location = point
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point),
              let menu = configuration.actionProvider?([]) else {
            location = nil
            return false
        }
        let animator = ContextMenuAnimator()
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        let at = view.convert(point, to: window)
        guard let presenter = MenuPresenter.present(menu, in: window, placement: .point(at), sender: self, onDismiss: { [weak self] in
            self?.menuDidEnd()
        }) else {
            location = nil
            return false
        }
        self.configuration = configuration
        self.presenter = presenter
        // The menu's own appearance takes 0.2 s; the delegate's blocks run alongside it.
        animator.run(duration: 0.2)
        return true
    }

    private func menuDidEnd() {
        let configuration = self.configuration
        presenter = nil
        self.configuration = nil
        guard let configuration, let delegate else { return }
        let animator = ContextMenuAnimator()
        delegate.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run(duration: 0.15)
    }
}
