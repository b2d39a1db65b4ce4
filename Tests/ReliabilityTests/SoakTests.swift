import Foundation
import Testing
@testable import UIKitTesting
import WindowSystem

/// Thousands of interactive transitions on one headless screen, with a random finish or cancel
/// each: edge-swipe pops driven by the pointer, custom percent-driven presentations and
/// dismissals, and property-animator transitions caught mid-flight (`pause()`) and let go again.
/// After each one, everything it made — controllers, views, layers, animators, interaction
/// controllers, contexts/coordinators, presentation controllers — must be freed (weak references
/// nil). After a warm-up of 500 transitions, the resident memory may grow by less than 1 MB.
///
/// `RELIABILITY_SOAK` sets the number of transitions (default 1,000 in the normal run;
/// `scripts/soak.sh` runs 10,000, alone, with `RELIABILITY_SOAK_ALONE=1`).
@MainActor
@Suite(.serialized) struct SoakTests {
    static let warmUp = 500
    static let allowedGrowth = 1 << 20   // bytes
    /// Whether the soak runs alone in its process (scripts/soak.sh), so resident memory is its own.
    static let runsAlone = Reliability.environment["RELIABILITY_SOAK_ALONE"] == "1"

    @Test func interactiveTransitionsLeaveNothingBehind() {
        // Resident memory is the whole process's: it says something only when the soak runs
        // alone (scripts/soak.sh). In the normal run other suites allocate in the same process
        // at the same time, so there the growth is printed, and the weak references are checked.
        let checksMemory = Self.runsAlone && Reliability.environment["RELIABILITY_SOAK_NO_MEMORY"] != "1"
        let total = checksMemory ? max(Reliability.soakTransitions, Self.warmUp + 100) : Reliability.soakTransitions
        var soak = Soak(seed: Reliability.baseSeed)
        let started = Date()
        var baseline: Int?
        var peakAfterWarmUp = 0
        var series: [Int] = []   // resident KB every 500 transitions
        while soak.transitions < total {
            let before = soak.transitions
            soak.oneRound()
            if before < Self.warmUp && soak.transitions >= Self.warmUp {
                baseline = ResidentMemory.bytes(trimmed: true)
                ResidentMemory.printSanitizerProfile("after the warm-up")
            }
            if soak.transitions / 500 != before / 500 {
                let now = ResidentMemory.bytes(trimmed: true)
                series.append(now / 1024)
                if baseline != nil { peakAfterWarmUp = max(peakAfterWarmUp, now) }
            }
            if soak.failures.count > 5 { break }
        }
        let end = ResidentMemory.bytes(trimmed: true)
        ResidentMemory.printSanitizerProfile("at the end")
        let seconds = Date().timeIntervalSince(started)
        for f in soak.failures.prefix(5) { Issue.record(Comment(rawValue: f)) }
        #expect(soak.failures.isEmpty, "\(soak.failures.count) transitions left something behind")
        let growth = end - (baseline ?? end)
        print(String(format: "ReliabilityTests: soak: %d interactive transitions (%d pops, %d presentations/dismissals, %d caught mid-flight; %d finished, %d cancelled), %d weak references checked, %.1f s (%.1f s per 10,000), resident memory %.1f MB after warm-up, %.1f MB at the end, growth %+.0f KB (peak %+.0f KB)",
                     soak.transitions, soak.pops, soak.presentations, soak.catches, soak.finished, soak.cancelled,
                     soak.weakChecks, seconds, seconds / Double(soak.transitions) * 10_000,
                     Double(baseline ?? 0) / 1_048_576, Double(end) / 1_048_576, Double(growth) / 1024,
                     Double(peakAfterWarmUp - (baseline ?? 0)) / 1024))
        print("ReliabilityTests: soak: resident KB every 500 transitions: \(series.map(String.init).joined(separator: " "))")
        // (Under AddressSanitizer — scripts/soak.sh's leak run — freed memory is held in
        // quarantine, so resident memory says nothing there.)
        #expect(!checksMemory || growth < Self.allowedGrowth, "resident memory grew by \(growth / 1024) KB after the warm-up of \(Self.warmUp) transitions")
        soak.world.teardown()
    }
}

/// The resident memory of this process, from `/proc/self/statm`.
enum ResidentMemory {
    /// glibc's `malloc_trim` (not in the Glibc module map), looked up at run time.
    static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    /// Whether resident memory follows what is allocated: not under AddressSanitizer, whose
    /// quarantine keeps freed memory.
    static let followsAllocations: Bool = {
        guard let handle = dlopen(nil, RTLD_NOW) else { return true }
        return dlsym(handle, "__asan_init") == nil
    }()

    /// Under AddressSanitizer with `RELIABILITY_SOAK_PROFILE=1`: prints the live heap by
    /// allocation stack (`__sanitizer_print_memory_profile`), to find what grows.
    static func printSanitizerProfile(_ when: String) {
        guard ProcessInfo.processInfo.environment["RELIABILITY_SOAK_PROFILE"] == "1",
              let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "__sanitizer_print_memory_profile") else { return }
        print("ReliabilityTests: soak: live heap \(when):")
        let profile = unsafeBitCast(symbol, to: (@convention(c) (Int, Int) -> Void).self)
        profile(100, 40)
    }

    /// Resident bytes; with `trimmed`, freed heap memory is returned to the system first
    /// (`malloc_trim(0)`), so the figure follows what is still allocated.
    static func bytes(trimmed: Bool) -> Int {
        if trimmed, let trim = mallocTrim { _ = trim(0) }
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// The soak's world and its rounds.
@MainActor
struct Soak {
    let world = FuzzWorld(size: CGSize(width: 240, height: 400), draws: true)
    let nav: UINavigationController
    var rng: SplitMix64
    private(set) var transitions = 0
    private(set) var pops = 0, presentations = 0, catches = 0, finished = 0, cancelled = 0
    private(set) var weakChecks = 0
    private(set) var failures: [String] = []
    private var round = 0

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        nav = UINavigationController(rootViewController: FuzzController("root", ledger: nil, color: .red))
        world.window.rootViewController = nav
        world.observes = false   // (the soak checks with weak references)
        world.frame(after: 0)
    }

    /// Runs frames until nothing runs (at most `limit` seconds).
    private func settle(limit: TimeInterval = 3) {
        var t = 0.0
        repeat {
            world.frame()
            t += 1.0 / 60
        } while world.transitionRuns && t < limit
        world.frame()
    }

    /// Everything a finished transition made must be gone.
    private mutating func expectFreed(_ what: String, _ objects: [(String, WeakObject)]) {
        for (name, w) in objects {
            weakChecks += 1
            if w.object != nil { failures.append("round \(round) (\(what)): the \(name) is still alive after the transition") }
        }
    }

    mutating func oneRound() {
        round += 1
        let kind = round % 3
        switch kind {
        case 0: edgeSwipePop()
        case 1: percentDrivenPresentation()
        default: caughtPropertyAnimator()
        }
        if world.transitionRuns { failures.append("round \(round): a transition still runs after settling") }
        world.transitions.prune()
    }

    // MARK: Edge-swipe pop

    private mutating func edgeSwipePop() {
        var freed: [(String, WeakObject)] = []
        do {
            let b = FuzzController("B", ledger: nil, color: .blue)
            nav.pushViewController(b, animated: false)
            world.frame()
            freed = [("pushed controller", WeakObject(b)), ("pushed view", WeakObject(b.view)), ("pushed view's layer", WeakObject(b.view.layer))]
        }
        let y = rng.double(100, 300)
        world.press(at: CGPoint(x: rng.double(1, 12), y: y))
        world.frame()
        let frames = rng.int(in: 4...16), dx = rng.double(4, 30)   // past the 10-point hysteresis
        var coordinator: WeakObject?
        for _ in 0..<frames {
            world.move(to: CGPoint(x: world.pointer.x + dx, y: y + rng.double(-2, 2)))
            world.frame()
            if coordinator == nil, let c = nav.transitionCoordinator { coordinator = WeakObject(c) }
        }
        if rng.chance(0.3) { world.run(for: rng.double(0.05, 0.3), frameRate: 60) }   // holds still: a slow release
        world.release()
        settle()
        pops += 1
        transitions += 1
        if nav.viewControllers.count == 1 { finished += 1 } else {
            cancelled += 1
            nav.popViewController(animated: false)
            world.frame()
        }
        if let coordinator { freed.append(("coordinator (context)", coordinator)) } else {
            failures.append("round \(round): the edge swipe did not start a pop")
        }
        expectFreed("edge-swipe pop", freed)
    }

    // MARK: Percent-driven presentation and dismissal

    private mutating func percentDrivenPresentation() {
        var freed: [(String, WeakObject)] = []
        do {
            let modal = FuzzController("modal", ledger: nil, color: .green)
            modal.modalPresentationStyle = rng.pick([.custom, .overFullScreen, .fullScreen])
            let transitions = FuzzTransitioningDelegate()
            transitions.kind = .slide
            transitions.duration = rng.double(0.2, 0.5)
            modal.transitioningDelegate = transitions
            let present = UIPercentDrivenInteractiveTransition()
            present.completionSpeed = CGFloat(rng.double(0.5, 3))
            transitions.presentInteraction = present
            nav.topViewController?.present(modal, animated: true)
            let presentCoordinator = modal.transitionCoordinator.map(WeakObject.init)
            drive(present)
            settle()
            transitions.presentInteraction = nil
            presentations += 1
            count(finished: modal.presentingViewController != nil)
            if modal.presentingViewController != nil {
                let dismiss = UIPercentDrivenInteractiveTransition()
                transitions.dismissInteraction = dismiss
                modal.dismiss(animated: true)
                let dismissCoordinator = modal.transitionCoordinator.map(WeakObject.init)
                drive(dismiss)
                settle()
                presentations += 1
                count(finished: modal.presentingViewController == nil)
                if modal.presentingViewController != nil {
                    modal.dismiss(animated: false)
                    settle()
                }
                freed += [("dismissal interaction controller", WeakObject(dismiss))]
                if let dismissCoordinator { freed.append(("dismissal coordinator (context)", dismissCoordinator)) }
            }
            freed += [("presented controller", WeakObject(modal)), ("presented view", WeakObject(modal.view)),
                      ("presented view's layer", WeakObject(modal.view.layer)), ("presentation interaction controller", WeakObject(present))]
            if let pc = modal.presentationController { freed.append(("presentation controller", WeakObject(pc))) }
            for t in transitions.vended { if let a = t.animator { freed.append(("animator", WeakObject(a))) } }
            if let presentCoordinator { freed.append(("presentation coordinator (context)", presentCoordinator)) }
        }
        expectFreed("percent-driven presentation", freed)
    }

    /// Scrubs an interaction for a few frames, then finishes or cancels it at random.
    private mutating func drive(_ interaction: UIPercentDrivenInteractiveTransition) {
        let frames = rng.int(in: 2...10)
        var p = 0.0
        for _ in 0..<frames {
            p += rng.double(-0.05, 0.2)
            interaction.update(CGFloat(p))
            world.frame()
        }
        if rng.chance(0.5) { interaction.finish() } else { interaction.cancel() }
    }

    /// Counts a finished or cancelled transition.
    private mutating func count(finished didFinish: Bool) {
        transitions += 1
        if didFinish { finished += 1 } else { cancelled += 1 }
    }

    // MARK: Property animator caught mid-flight

    private mutating func caughtPropertyAnimator() {
        var freed: [(String, WeakObject)] = []
        do {
            let card = FuzzController("card", ledger: nil, color: .yellow)
            card.modalPresentationStyle = .custom
            let transitions = FuzzTransitioningDelegate()
            transitions.kind = .property
            transitions.duration = rng.double(0.3, 0.6)
            card.transitioningDelegate = transitions
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.wantsInteractiveStart = rng.chance(0.5)
            transitions.presentInteraction = interaction
            nav.topViewController?.present(card, animated: true)
            let coordinator = card.transitionCoordinator.map(WeakObject.init)
            world.frame()
            let propertyAnimator = (transitions.vended.last?.animator as? FuzzPropertyAnimator)?.lastAnimator.map(WeakObject.init)
            if interaction.wantsInteractiveStart {
                interaction.update(CGFloat(rng.double(0.1, 0.6)))
                world.frame()
                if rng.chance(0.5) { interaction.finish() } else { interaction.cancel() }
            }
            // Caught while it settles, dragged a little, let go.
            world.run(for: rng.double(0.02, 0.15), frameRate: 60)
            if card.transitionCoordinator != nil {
                interaction.pause()
                catches += 1
                for _ in 0..<rng.int(in: 1...5) {
                    interaction.update(CGFloat(rng.double(0, 1)))
                    world.frame()
                }
                if rng.chance(0.5) { interaction.finish() } else { interaction.cancel() }
            }
            settle()
            count(finished: card.presentingViewController != nil)
            if card.presentingViewController != nil {
                card.dismiss(animated: false)
                settle()
            }
            freed = [("presented controller", WeakObject(card)), ("presented view", WeakObject(card.view)),
                     ("presented view's layer", WeakObject(card.view.layer)), ("interaction controller", WeakObject(interaction))]
            for t in transitions.vended {
                if let a = t.animator as? FuzzPropertyAnimator {
                    freed.append(("animator", WeakObject(a)))
                }
            }
            if let coordinator { freed.append(("coordinator (context)", coordinator)) }
            if let propertyAnimator { freed.append(("UIViewPropertyAnimator", propertyAnimator)) }
        }
        expectFreed("property animator caught mid-flight", freed)
    }
}
