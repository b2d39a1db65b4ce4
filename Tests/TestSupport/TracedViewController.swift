import Foundation
import UIKit

/// A controller that logs its appearance callbacks into a shared log
/// (`"B.willAppear+coordinator"` when a transition coordinator is there), records the
/// `animated` flags, and runs hooks in `viewWillAppear`/`viewWillDisappear` (where clients
/// register alongside animations).
@MainActor
public final class TracedViewController: UIViewController {
    public let name: String
    public let log: EventLog
    public let color: UIColor
    /// Runs in `viewWillAppear`, after the log entry (once; it clears itself).
    public var onWillAppear: ((TracedViewController) -> Void)?
    /// Runs in `viewWillDisappear`, after the log entry (once; it clears itself).
    public var onWillDisappear: ((TracedViewController) -> Void)?
    /// Whether `willMove`/`didMove(toParent:)` are logged too.
    public var logsContainment = false
    /// The `animated` argument of every appearance callback, in order.
    public private(set) var animatedFlags: [Bool] = []

    public init(_ name: String, log: EventLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    private var coordinatorMark: String { transitionCoordinator == nil ? "" : "+coordinator" }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        animatedFlags.append(animated)
        log.add("\(name).willAppear\(coordinatorMark)")
        let hook = onWillAppear
        onWillAppear = nil
        hook?(self)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        animatedFlags.append(animated)
        log.add("\(name).didAppear")
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        animatedFlags.append(animated)
        log.add("\(name).willDisappear\(coordinatorMark)")
        let hook = onWillDisappear
        onWillDisappear = nil
        hook?(self)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        animatedFlags.append(animated)
        log.add("\(name).didDisappear")
    }

    public override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        if logsContainment { log.add("\(name).willMove(\(parent == nil ? "nil" : "nav"))") }
    }

    public override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if logsContainment { log.add("\(name).didMove(\(parent == nil ? "nil" : "nav"))") }
    }
}
