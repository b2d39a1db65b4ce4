import Foundation

/// The selector-based observer API of `NotificationCenter`, with a method reference where iOS
/// writes `#selector`:
///
///     NotificationCenter.default.addObserver(self, selector: Self.menuDidOpen,
///                                            name: .menuDidOpen, object: nil)
///
/// for iOS's `addObserver(self, selector: #selector(menuDidOpen(_:)), name: .menuDidOpen, object: nil)`.
/// Foundation on Linux offers only the closure form; these methods are built on it. As on iOS
/// since iOS 9, the observer is held weakly: once it is gone it receives nothing, and its entries
/// are dropped. `removeObserver(_:)` and `removeObserver(_:name:object:)` remove its entries.
///
/// The method is called on the main thread: a notification posted on another thread is
/// delivered to it asynchronously on the main queue (with a one-line warning), because the
/// observers of UIKit code are main-actor objects.
extension NotificationCenter {
    /// Adds an entry that calls `selector` on `observer`, with the notification, for each
    /// notification named `name` (any, when nil) posted by `object` (anyone, when nil).
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject, Receiver>(
        _ observer: Observer, selector: @escaping (Receiver) -> (Notification) -> Void,
        name aName: NSNotification.Name?, object anObject: Any?
    ) {
        guard observer is Receiver else {
            return warnOnce("NotificationCenter.addObserver: \(Observer.self) has no method of \(Receiver.self); the observer is not added")
        }
        addMethodObserver(observer, name: aName, object: anObject) { target, note in
            if let target = target as? Receiver { selector(target)(note) }
        }
    }

    /// Adds an entry that calls `selector`, a method without arguments, on `observer`.
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject, Receiver>(
        _ observer: Observer, selector: @escaping (Receiver) -> () -> Void,
        name aName: NSNotification.Name?, object anObject: Any?
    ) {
        guard observer is Receiver else {
            return warnOnce("NotificationCenter.addObserver: \(Observer.self) has no method of \(Receiver.self); the observer is not added")
        }
        addMethodObserver(observer, name: aName, object: anObject) { target, _ in
            if let target = target as? Receiver { selector(target)() }
        }
    }

    /// Removes every entry of `observer`: those added with a method reference and those
    /// Foundation holds for it.
    @preconcurrency @MainActor
    public func removeObserver<Observer: AnyObject>(_ observer: Observer) {
        removeMethodObservers(of: observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes the entries of `observer` for `aName` (all names when nil) and `anObject` (all
    /// senders when nil).
    @preconcurrency @MainActor
    public func removeObserver<Observer: AnyObject>(_ observer: Observer, name aName: NSNotification.Name?, object anObject: Any?) {
        removeMethodObservers(of: observer, name: aName, object: anObject.map { $0 as AnyObject })
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    @MainActor
    private func addMethodObserver<Observer: AnyObject>(
        _ observer: Observer, name: NSNotification.Name?, object: Any?,
        deliver: @escaping (Observer, Notification) -> Void
    ) {
        let entry = MethodObserverEntry(observer: observer, name: name, object: object.map { $0 as AnyObject })
        nonisolated(unsafe) let deliver = deliver
        entry.token = addObserver(forName: name, object: object, queue: nil) { [weak self] note in
            nonisolated(unsafe) let note = note
            let run: @MainActor () -> Void = {
                guard let target = entry.observer as? Observer else {
                    // The observer is gone (iOS holds it weakly): drop the entry.
                    if let self { entry.remove(from: self) }
                    return
                }
                deliver(target, note)
            }
            if isRunningOnMainActor {
                MainActor.assumeIsolated(run)
            } else {
                DispatchQueue.main.async {
                    warnOnce("NotificationCenter: \(note.name.rawValue) was posted off the main thread; its method observers get it on the main queue")
                    run()
                }
            }
        }
        // Removal is itself a notification, so that the entries live in the center alone.
        entry.removalToken = addObserver(forName: .methodObserverRemoval, object: nil, queue: nil) { [weak self] note in
            guard let self, let request = note.object as? MethodObserverRemoval, request.center === self,
                  entry.observer != nil, entry.observer === request.observer,
                  request.name == nil || entry.name == request.name,
                  request.object == nil || entry.object === request.object else { return }
            entry.remove(from: self)
        }
    }

    @MainActor
    private func removeMethodObservers(of observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
        post(name: .methodObserverRemoval, object: MethodObserverRemoval(center: self, observer: observer, name: name, object: object))
    }
}


extension NSNotification.Name {
    /// Asks the method-reference entries of an observer to remove themselves.
    fileprivate static let methodObserverRemoval = NSNotification.Name("UIKit.MethodObserverRemoval")
}

/// A request to remove method-reference entries (the object of a removal notification).
private final class MethodObserverRemoval: @unchecked Sendable {
    weak var center: NotificationCenter?
    weak var observer: AnyObject?
    let name: NSNotification.Name?
    weak var object: AnyObject?
    init(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
        self.center = center; self.observer = observer; self.name = name; self.object = object
    }
}

/// One observer entry added with a method reference: the observer (held weakly, as on iOS),
/// what it listens to, and the center's two tokens for it.
private final class MethodObserverEntry: @unchecked Sendable {
    weak var observer: AnyObject?
    let name: NSNotification.Name?
    weak var object: AnyObject?
    var token: NSObjectProtocol?
    var removalToken: NSObjectProtocol?

    init(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
        self.observer = observer; self.name = name; self.object = object
    }

    func remove(from center: NotificationCenter) {
        if let token { center.removeObserver(token) }
        if let removalToken { center.removeObserver(removalToken) }
        token = nil
        removalToken = nil
    }
}
