import Foundation
import UIKit

/// An ordered log of callbacks, shared by the controllers and delegates of a test.
@MainActor
public final class EventLog {
    /// The entries, oldest first.
    public private(set) var events: [String] = []

    public init() {}

    /// Appends an entry.
    public func add(_ e: String) { events.append(e) }

    /// Forgets every entry.
    public func clear() { events.removeAll() }
}

/// Records navigation delegate calls (`"willShow B+coordinator"`, `"didShow B"`).
@MainActor
public final class NavigationLog: NSObject, UINavigationControllerDelegate {
    public let log: EventLog

    public init(_ log: EventLog) { self.log = log }

    public func navigationController(_ nav: UINavigationController, willShow vc: UIViewController, animated: Bool) {
        log.add("willShow \(vc.title ?? "?")\(nav.transitionCoordinator == nil ? "" : "+coordinator")")
    }

    public func navigationController(_ nav: UINavigationController, didShow vc: UIViewController, animated: Bool) {
        log.add("didShow \(vc.title ?? "?")")
    }
}
