import UIKit
import WindowSystem

/// The playground's keyboard commands.
enum PlaygroundKeyCommand: Equatable {
    /// `i`: show or hide the inspector.
    case toggleInspector
    /// `s`: slow animations (×10) on or off.
    case toggleSlowAnimations
    /// `r`: the next finish/cancel rule.
    case nextRule
    /// Backspace or Alt+Left: pop the visible navigation controller or dismiss a presented controller.
    case back
    /// `?`: show or hide the key help.
    case toggleHelp
    /// Escape: close the key help (the library itself cancels a drag in flight).
    case closeHelp
    /// Ctrl+Q or Ctrl+W: quit, as closing the window does.
    case quit
    /// `d`: dark appearance on or off (the window's `overrideUserInterfaceStyle`, cross-faded).
    case toggleDarkAppearance

    /// The command of a key, or nil for keys the playground leaves alone (with Control or
    /// Command held, for example).
    @MainActor
    init?(_ key: UIKey) {
        let held = key.modifierFlags.intersection([.control, .command, .alternate])
        switch key.keyCode {
        case .keyboardQ where held == .control, .keyboardW where held == .control: self = .quit
        case .keyboardI where held.isEmpty: self = .toggleInspector
        case .keyboardS where held.isEmpty: self = .toggleSlowAnimations
        case .keyboardR where held.isEmpty: self = .nextRule
        case .keyboardD where held.isEmpty: self = .toggleDarkAppearance
        case .keyboardDeleteOrBackspace where held.isEmpty: self = .back
        case .keyboardLeftArrow where held == .alternate: self = .back
        case .keyboardEscape: self = .closeHelp
        case .keyboardSlash where held.isEmpty && key.modifierFlags.contains(.shift): self = .toggleHelp
        default:
            guard key.characters == "?", held.isEmpty else { return nil }   // `?` on another layout
            self = .toggleHelp
        }
    }
}

/// Carries out the playground's key commands on the inspector, the help, the shared settings and
/// the controllers below a root controller. Keys reach `handle(_:)` through a
/// `KeyCommandResponderView` (the window's first responder) or a host's
/// `pressesBegan(_:with:)` (see `PlaygroundContainerViewController`).
@MainActor
final class KeyCommandHandler {
    let context: PlaygroundContext
    let inspector: InspectorView
    let help: HelpOverlayView
    private weak var root: UIViewController?
    /// The app window slow mode slows (default: the root's view's window).
    weak var window: UIWindow?
    /// Called after a command showed or hid an overlay.
    var onOverlaysChanged: (() -> Void)?
    /// Shows a brief notice (the `s` and `r` keys say what they did).
    var onNotice: ((String) -> Void)?
    /// Quits the app (Ctrl+Q, Ctrl+W); by default asks the window system to close the window.
    var onQuit: () -> Void = { UIApplication.shared.inject(.closeRequested) }

    init(context: PlaygroundContext, root: UIViewController, inspector: InspectorView, help: HelpOverlayView) {
        self.context = context
        self.root = root
        self.inspector = inspector
        self.help = help
    }

    /// Handles a key; returns whether it was one of the playground's and did something.
    func handle(_ key: UIKey) -> Bool {
        guard let command = PlaygroundKeyCommand(key) else { return false }
        return perform(command)
    }

    /// Carries out a command; returns whether it did something.
    @discardableResult
    func perform(_ command: PlaygroundKeyCommand) -> Bool {
        switch command {
        case .toggleInspector:
            inspector.isShown.toggle()
        case .toggleSlowAnimations:
            context.settings.slowAnimations.toggle()
            applySlowAnimations()
            onNotice?(context.settings.slowAnimations ? "Slow Animations on (×\(Int(SlowAnimations.factor)))" : "Slow Animations off")
        case .nextRule:
            context.settings.rule = context.settings.rule.next
            onNotice?("Finish rule: \(context.settings.rule.rawValue)")
        case .quit:
            onQuit()
            return true
        case .toggleDarkAppearance:
            guard let window = window ?? root?.viewIfLoaded?.window else { return false }
            let dark = window.traitCollection.userInterfaceStyle != .dark
            // As an app switches its appearance: the window's override, cross-faded.
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve) {
                window.overrideUserInterfaceStyle = dark ? .dark : .light
            }
            onNotice?(dark ? "Dark Appearance" : "Light Appearance")
        case .back:
            guard goBack() else { return false }
        case .toggleHelp:
            help.isHidden.toggle()
        case .closeHelp:
            guard !help.isHidden else { return false }
            help.isHidden = true
        }
        help.update()
        inspector.wake()
        onOverlaysChanged?()
        return true
    }

    /// Puts the root's window at the speed the settings ask for.
    func applySlowAnimations() {
        guard let layer = (window ?? root?.viewIfLoaded?.window)?.layer else { return }
        SlowAnimations.apply(context.settings.slowAnimations, to: layer)
    }

    /// Pops or dismisses; while a transition runs the key is taken but does nothing (a pop
    /// would be queued behind it, and a dismissal refused).
    private func goBack() -> Bool {
        guard let root else { return false }
        if ControllerChain.runningCoordinator(from: root) != nil { return true }
        switch ControllerChain.backAction(from: root) {
        case .pop(let navigation)?:
            navigation.popViewController(animated: true)
        case .dismiss(let presented)?:
            presented.dismiss(animated: true)
        case nil:
            return false
        }
        return true
    }
}
