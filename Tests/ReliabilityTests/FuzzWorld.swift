import Foundation
@testable import UIKitTesting
import WindowSystem

/// A headless screen with a window, raw window-system input with arbitrary timestamps, and the
/// observers that run after every frame (gesture edges, transition coordinators).
///
/// Frames run only when the world is told to (`frame(after:)`), so the observers see every one.
@MainActor
final class FuzzWorld {
    let screen: HeadlessScreen
    let window: UIWindow
    let gestures = GestureEdgeRecorder()
    let transitions = TransitionWatcher()
    /// Whether the primary button is down (as far as the scripted input knows).
    private(set) var buttonDown = false
    /// Where the pointer is, in screen points.
    private(set) var pointer: CGPoint = .zero
    /// The window system's clock for input (seconds; follows the frame clock unless a step lies).
    var inputTime: TimeInterval { screen.now }
    /// Invariant checks made in this world.
    var checks = 0

    /// Whether frames draw pixels (when false, layout, display, animation, input and damage
    /// tracking run as usual, but the screen's root layer is hidden, so nothing is composited:
    /// in a debug build drawing — shadow blurs above all — is most of a frame's cost).
    let draws: Bool

    init(size: CGSize, scale: CGFloat = 1, draws: Bool = true) {
        screen = HeadlessScreen(size: size, scale: scale)
        self.draws = draws
        if !draws { screen.screen.rootLayer.isHidden = true }
        window = screen.makeWindow()
    }

    var size: CGSize { screen.screen.bounds.size }

    // MARK: Input

    func press(at p: CGPoint, time: TimeInterval? = nil) {
        beginInput(at: p)
        buttonDown = true
        screen.backend.post(.pointerDown(button: 1, location: p, timestamp: time ?? inputTime, modifiers: []))
    }

    /// Presses (or releases) the secondary button at `p`, with Shift held when `shift`.
    func secondary(down: Bool, at p: CGPoint, time: TimeInterval? = nil, shift: Bool = false) {
        if down { beginInput(at: p) } else { pointer = p }
        let t = time ?? inputTime, modifiers: KeyModifiers = shift ? [.shift] : []
        screen.backend.post(down ? .pointerDown(button: 3, location: p, timestamp: t, modifiers: modifiers)
                                 : .pointerUp(button: 3, location: p, timestamp: t, modifiers: modifiers))
    }

    /// Input that may begin a gesture (a press, a wheel click) reaches the recognizers of the
    /// views under it: follow every recognizer there is now, and let a recognizer that failed
    /// (and was reset unseen within this frame) begin again.
    private func beginInput(at p: CGPoint) {
        if observes { gestures.attach(under: window) }
        pointer = p
        gestures.pressInFrame = true
    }

    func move(to p: CGPoint, time: TimeInterval? = nil) {
        pointer = p
        screen.backend.post(.pointerMoved(location: p, timestamp: time ?? inputTime, modifiers: []))
    }

    func release(at p: CGPoint? = nil, time: TimeInterval? = nil) {
        if let p { pointer = p }
        buttonDown = false
        screen.backend.post(.pointerUp(button: 1, location: pointer, timestamp: time ?? inputTime, modifiers: []))
    }

    /// Presses at the left edge (x = 4) and drags to `x` over `frames` frames; the button stays down.
    func edgeDrag(to x: CGFloat, y: CGFloat = 240, frames: Int = 12) {
        press(at: CGPoint(x: 4, y: y))
        frame()
        for i in 1...frames {
            move(to: CGPoint(x: 4 + (x - 4) * CGFloat(i) / CGFloat(frames), y: y))
            frame()
        }
    }

    /// One click of the wheel (X buttons 4–7) at `p`, with `modifiers` held.
    func wheel(button: Int, at p: CGPoint, modifiers: KeyModifiers) {
        beginInput(at: p)
        screen.backend.post(.pointerDown(button: button, location: p, timestamp: inputTime, modifiers: modifiers))
        screen.backend.post(.pointerUp(button: button, location: p, timestamp: inputTime, modifiers: modifiers))
    }

    func post(_ event: WindowSystemEvent) {
        switch event {
        case .grabLost, .focusOut, .unmapped: buttonDown = false
        case .keyDown(let sym, _, _, _) where sym == 0xff1b: buttonDown = false
        default: break
        }
        screen.backend.post(event)
    }

    func escape(time: TimeInterval? = nil) {
        post(.keyDown(keySymbol: 0xff1b, characters: "\u{1b}", timestamp: time ?? inputTime, modifiers: []))
        post(.keyUp(keySymbol: 0xff1b, characters: "\u{1b}", timestamp: time ?? inputTime, modifiers: []))
    }

    // MARK: Frames

    /// Advances the clock by `seconds` (none when 0) and runs one frame, then the observers.
    func frame(after seconds: TimeInterval = 1.0 / 60) {
        screen.advance(by: seconds)
        screen.renderFrame()
        observe()
    }

    /// Runs frames for `seconds` at `frameRate` without input.
    func run(for seconds: TimeInterval, frameRate: Double) {
        let step = 1 / frameRate
        var left = seconds
        while left > 1e-9 {
            let dt = min(step, left)
            frame(after: dt)
            left -= dt
        }
    }

    /// The observers: new coordinators are hooked, recognizer states polled (recognizers are
    /// hooked when a press goes in).
    func observe() {
        guard observes else { return }
        gestures.poll()
        transitions.scan(window)
    }

    /// Whether the observers run (the soak turns them off: it checks with weak references).
    var observes = true

    var transitionRuns: Bool { TransitionWatcher.transitionRuns(in: window) }

    /// Cleans up as an app would before dropping its UI: dismisses what is presented, empties
    /// the window and takes it off the screen.
    ///
    /// - The dismissal matters: a presented controller and its presentation controller keep each
    ///   other alive until the dismissal ends the presentation (as in UIKit, where replacing the
    ///   root while a modal is up leaks the modal).
    /// - Hiding takes the window off its screen at once (a dropped screen also lets its windows
    ///   go since 6f41098: `UIWindowTests.aDroppedScreenReleasesItsShownWindowAndControllers`).
    func teardown() {
        if let root = window.rootViewController, root.presentedViewController != nil, !transitionRuns {
            let involved = TransitionWatcher.controllers(in: window)
            root.dismiss(animated: false)
            // (A custom animator may animate even a non-animated dismissal — of a controller
            // presented on top, too, which then ends after the one below; a stuck one is ended
            // by the watchdog.)
            var waited = 0.0
            while involved.contains(where: { $0.transitionCoordinator != nil }) && waited < 15 {
                frame(after: 0.25)
                waited += 0.25
            }
        }
        window.rootViewController = nil
        window.isHidden = true
    }

    // MARK: Checks

    /// What must hold after every step: legal gesture edges, no completion twice, and — when no
    /// transition runs — a consistent hierarchy.
    func stepViolations() -> [String] {
        var problems = gestures.takeViolations()
        checks += gestures.edgesChecked - edgesCounted
        edgesCounted = gestures.edgesChecked
        problems += transitions.anytimeViolations()
        checks += transitions.records.count
        if !transitionRuns {
            problems += transitions.records.filter { $0.coordinator == nil && $0.completions != 1 }
                .map { "\($0.label): the transition ended without its coordinator's completion (ran \($0.completions) times)" }
            checks += transitions.records.count
            problems += HierarchyInvariants.settled(window, checks: &checks)
        }
        return problems
    }
    private var edgesCounted = 0

    /// Lets the clock run `seconds` without input (frames at `frameRate`), then checks what must
    /// hold at rest: no transition, every completion once, coordinators released, no layer with
    /// an animation or altered time, and a screen that needs no more frames.
    func restViolations(seconds: TimeInterval = 2, frameRate: Double = 4, extraViews: [UIView] = []) -> [String] {
        run(for: seconds, frameRate: frameRate)
        var problems: [String] = []
        checks += 1
        // A transition whose animator never completes is completed by the watchdog after its
        // duration plus 10 s (and what was queued behind it runs then): give it that time
        // before calling it stuck.
        var waited = seconds
        while transitionRuns && waited < 45 {
            run(for: 11, frameRate: 2)
            waited += 11
        }
        // An animation may outlive its transition (a client completed it early from outside
        // the animator): it runs to its end, as in UIKit. Give it that time (the longest
        // animator of the harness lasts 3 s).
        while screen.needsFrame && waited < seconds + 4 {
            run(for: 1, frameRate: 4)
            waited += 1
        }
        if transitionRuns {
            let running = TransitionWatcher.controllers(in: window).compactMap { vc in
                vc.transitionCoordinator.map { "\(type(of: vc)) (interactive \($0.isInteractive))" }
            }
            problems.append("a transition still runs \(Int(waited)) s after the last input: \(running)")
        }
        problems += stepViolations()
        problems += transitions.settledViolations()
        problems += transitions.unreleasedCoordinators()
        checks += 2 * transitions.records.count
        problems += HierarchyInvariants.leftovers(window, extraViews: extraViews, checks: &checks)
        screen.renderFrame()
        checks += 1
        if screen.needsFrame {
            screen.renderFrame()
            if screen.needsFrame && !HierarchyInvariants.isEditingText(in: window) {
                problems.append("the screen still asks for frames \(seconds) s after the last input")
            }
        }
        transitions.prune()
        return problems
    }
}

extension FuzzWorld {
    /// A 200 × 320 screen whose window shows a navigation controller with root A.
    static func navigationScene() -> (FuzzWorld, UINavigationController, FuzzController) {
        navigation(size: CGSize(width: 200, height: 320))
    }

    /// A screen of `size` whose window shows a plain root controller; the first frame has run.
    static func rootController(size: CGSize, color: UIColor = .white) -> (FuzzWorld, FuzzController) {
        let world = FuzzWorld(size: size)
        let root = FuzzController("root", ledger: nil, color: color)
        world.window.rootViewController = root
        world.frame(after: 0)
        return (world, root)
    }

    /// A screen of `size` whose window shows a navigation controller with root A (red), whose
    /// appearance callbacks go to `ledger`; the first frame has run.
    static func navigation(size: CGSize, ledger: AppearanceLedger? = nil) -> (FuzzWorld, UINavigationController, FuzzController) {
        let world = FuzzWorld(size: size)
        let a = FuzzController("A", ledger: ledger, color: .red)
        let nav = UINavigationController(rootViewController: a)
        world.window.rootViewController = nav
        world.frame(after: 0)
        return (world, nav, a)
    }
}
