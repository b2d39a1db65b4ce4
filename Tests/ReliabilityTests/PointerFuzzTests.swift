import Foundation
import Testing
@testable import UIKitTesting
import WindowSystem
@testable import Playground

/// Random pointer input into every playground scene and into a navigation stack with the
/// built-in interactive pop, with the invariants checked after every step (see
/// docs/reliability.md). `RELIABILITY_CASES` and `RELIABILITY_SEED` control the run.
@MainActor
@Suite(.serialized) struct PointerFuzzTests {
    /// The scenes fuzzed; `everySceneIsFuzzed` fails when the catalog gains one not listed.
    nonisolated static let sceneIDs = ["navigation", "sheet", "zoom", "interruptible", "percent-driven", "stories", "tabs", "list-sheet", "flip", "detents", "flick", "fluid-zoom"]
    /// Each scene's share of `RELIABILITY_CASES` (the scenes share 45 % between them).
    static let sceneShare = 0.45 / Double(sceneIDs.count)
    /// The navigation stack's share.
    static let navigationShare = 0.10

    @Test func everySceneIsFuzzed() {
        #expect(Set(SceneDescriptor.all.map(\.id)) == Set(Self.sceneIDs))
    }

    @Test(arguments: sceneIDs)
    func randomPointerInputIntoScene(_ id: String) throws {
        let scene = try #require(SceneDescriptor.all.first { $0.id == id })
        let run = FuzzRun(name: "pointer → scene \(id)", filter: "PointerFuzzTests/randomPointerInputIntoScene")
        let profile = Self.profile(of: scene)
        for index in 0..<Reliability.cases(share: Self.sceneShare) {
            runPointerCase(index, run: run, size: Self.phoneSize) { _ in
                let root = scene.make(PlaygroundContext())
                return FuzzSubject(root: root, profile: profile)
            }
        }
        run.finish()
    }

    @Test func randomPointerInputIntoANavigationStack() {
        let run = FuzzRun(name: "pointer → navigation stack", filter: "PointerFuzzTests/randomPointerInputIntoANavigationStack")
        for index in 0..<Reliability.cases(share: Self.navigationShare) {
            runPointerCase(index, run: run, size: CGSize(width: 320, height: 480)) { rng in
                let ledger = AppearanceLedger()
                let nav = UINavigationController(rootViewController: FuzzPage(1, ledger: ledger))
                let depth = rng.int(in: 0...3)
                for i in 0..<depth { nav.pushViewController(FuzzPage(i + 2, ledger: ledger), animated: false) }
                let profile = PointerProfile(direction: CGVector(dx: 1, dy: 0), setUpTaps: 1)
                return FuzzSubject(root: nav, profile: profile, ledger: ledger)
            }
        }
        run.finish()
    }

    /// The phone's size the scenes are designed for.
    static let phoneSize = CGSize(width: 390, height: 844)

    /// The direction of a scene's finishing drag and the number of presses in its set-up.
    static func profile(of scene: SceneDescriptor) -> PointerProfile {
        var direction = CGVector(dx: 0, dy: -1)
        var start: CGPoint?
        for step in scene.finishingDrag {
            switch step {
            case .press(let p): start = p
            case .move(let to, _): if let s = start { direction = CGVector(dx: to.x - s.x, dy: to.y - s.y) }
            default: break
            }
        }
        let taps = scene.setUp.filter { if case .press = $0 { true } else { false } }.count
        return PointerProfile(direction: direction, setUpTaps: taps)
    }
}

/// What a pointer case runs on: the window's root and where to aim.
@MainActor
struct FuzzSubject {
    let root: UIViewController
    let profile: PointerProfile
    var ledger: AppearanceLedger?
}

/// A page of the fuzzed navigation stack: a tap pushes the next page (up to six deep).
@MainActor
final class FuzzPage: FuzzController {
    let number: Int
    init(_ number: Int, ledger: AppearanceLedger) {
        self.number = number
        let hue = CGFloat(number % 6) / 6
        super.init("page \(number)", ledger: ledger, color: UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped))
    }

    private func tapped() {
        guard let nav = navigationController, nav.viewControllers.count < 6, let ledger else { return }
        nav.pushViewController(FuzzPage(number + 1, ledger: ledger), animated: true)
    }
}

/// Runs pointer case `index`: a fresh screen and subject, maybe the set-up taps, 5–30 random
/// steps with the step invariants after each, the rest invariants at the end, and a check that
/// everything the case made is freed once the screen is gone.
@MainActor
func runPointerCase(_ index: Int, run: FuzzRun, size: CGSize, seed fixedSeed: UInt64? = nil,
                    make: (inout SplitMix64) -> FuzzSubject) {
    let seed = fixedSeed ?? Reliability.caseSeed(index)
    run.beginCase(index, seed: seed)
    var rng = SplitMix64(seed: seed)
    var world: FuzzWorld? = FuzzWorld(size: size, draws: FuzzScreen.draws(&rng))
    var subject: FuzzSubject? = make(&rng)
    weak let weakRoot = subject?.root
    weak let weakWindow = world?.window
    var watched: [WeakController] = []
    var fuzzer = PointerFuzzer(world: world!, profile: subject!.profile, seed: rng.next())
    world!.window.rootViewController = subject!.root
    world!.frame(after: 0)

    func ledgerChecks(rest: Bool) -> [String] {
        guard let ledger = subject?.ledger, let world else { return [] }
        if rest {
            let controllers = TransitionWatcher.controllers(in: world.window).compactMap { $0 as? FuzzController }
            return ledger.restViolations(controllers, window: world.window, checks: &world.checks)
        }
        return ledger.takeViolations()
    }

    var failed = false
    if rng.chance(0.5) {
        for _ in 0..<max(subject!.profile.setUpTaps, 1) { fuzzer.setUpTap() }
    }
    let steps = rng.int(in: 5...20)
    for step in 0..<steps where !failed {
        fuzzer.step()
        run.countStep()
        var problems = world!.stepViolations() + ledgerChecks(rest: false)
        if fuzzer.restRequested {
            fuzzer.restRequested = false
            if !world!.buttonDown { problems += world!.restViolations() + ledgerChecks(rest: true) }
        }
        if !problems.isEmpty {
            run.fail(case: index, seed: seed, step: step + 1, problems.joined(separator: "\n"), log: fuzzer.log)
            failed = true
        }
    }
    fuzzer.letGo()
    let extra = world!.transitions.records.flatMap { [$0.from, $0.to] }.compactMap { $0?.viewIfLoaded }
    let rest = world!.restViolations(extraViews: extra) + ledgerChecks(rest: true)
    if !failed && !rest.isEmpty {
        run.fail(case: index, seed: seed, step: steps, rest.joined(separator: "\n"), log: fuzzer.log)
        failed = true
    }
    for r in world!.transitions.records {
        watched.append(WeakController(r.from))
        watched.append(WeakController(r.to))
    }
    run.countChecks(world!.checks)

    // Everything the case made is freed with its screen.
    let log = fuzzer.log
    world!.teardown()
    fuzzer = PointerFuzzer(world: FuzzWorld(size: CGSize(width: 1, height: 1), draws: false), profile: subject!.profile, seed: 0)
    world = nil
    subject = nil
    var leaks: [String] = []
    if weakRoot != nil { leaks.append("the root controller \(type(of: weakRoot!)) outlives its screen") }
    if weakWindow != nil { leaks.append("the window outlives its screen") }
    for w in watched { if let vc = w.controller { leaks.append("\(type(of: vc)) of a finished transition outlives its screen") } }
    run.countChecks(2 + watched.count)
    if !failed && !leaks.isEmpty {
        run.fail(case: index, seed: seed, step: steps, leaks.joined(separator: "\n"), log: log)
    }
}

/// A weak reference to a controller.
@MainActor
struct WeakController {
    weak var controller: UIViewController?
    init(_ vc: UIViewController?) { controller = vc }
}

/// Whether a randomized case draws pixels. Drawing (shadow blurs and text, in a debug build) is
/// most of a frame's cost and none of the invariants look at pixels, so by default only
/// `drawShare` (0.5 %) of the cases draw — enough to run the renderer under random input too;
/// `RELIABILITY_DRAW=1` makes every case draw.
enum FuzzScreen {
    static let drawShare: Double = ProcessInfo.processInfo.environment["RELIABILITY_DRAW"] == "1" ? 1 : 0.005

    static func draws(_ rng: inout SplitMix64) -> Bool { rng.chance(drawShare) }
}
