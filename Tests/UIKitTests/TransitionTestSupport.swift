import Testing
@testable import UIKit
import UIKitTesting

/// A controller that logs its appearance callbacks (and whether a coordinator was there) into a shared log.
@MainActor
final class LoggingViewController: UIViewController {
    let name: String
    let log: EventLog
    let color: UIColor

    init(_ name: String, log: EventLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() { view.backgroundColor = color }
    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name).willAppear\(transitionCoordinator == nil ? "" : "+coordinator")")
    }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        log.add("\(name).willDisappear\(transitionCoordinator == nil ? "" : "+coordinator")")
    }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear") }
}

/// An ordered log of callbacks.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func add(_ e: String) { events.append(e) }
    func clear() { events.removeAll() }
}

/// Records navigation delegate calls.
@MainActor
final class NavigationLog: NSObject, UINavigationControllerDelegate {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func navigationController(_ nav: UINavigationController, willShow vc: UIViewController, animated: Bool) {
        log.add("willShow \(vc.title ?? "?")\(nav.transitionCoordinator == nil ? "" : "+coordinator")")
    }
    func navigationController(_ nav: UINavigationController, didShow vc: UIViewController, animated: Bool) {
        log.add("didShow \(vc.title ?? "?")")
    }
}
