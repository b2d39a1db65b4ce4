import Foundation

/// An object with traits: `UIScreen`, `UIWindow`, `UIView`, `UIViewController` and
/// `UIPresentationController`.
///
/// Traits flow down: screen → window → the window's root controller → its view → subviews
/// (a controller takes the traits of its view's superview, as on iOS 17; a child controller
/// whose view is not in a hierarchy takes its parent's, a presented one its presentation
/// controller's). Each level may override some (`overrideUserInterfaceStyle`, `traitOverrides`,
/// `setOverrideTraitCollection(_:forChild:)`).
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }

    /// Called when the traits changed (never when they did not), with the collection they
    /// had before.
    ///
    /// Order: top-down, as the traits flow: a window hears it before its subviews, a view
    /// controller before its view, a view before its subviews. (Apple does not document the
    /// order; UIKit is observed to call it parent first, and a controller to have its new traits
    /// while its views still have the old ones, as client libraries that depend on it report.)
    /// It is deprecated in iOS 17 in favour of `registerForTraitChanges`, but works here as there.
    ///
    /// A view's first traits are not a change (UIKit predicts them since iOS 13); a view added
    /// to a superview with other traits hears it before `didMoveToSuperview()`.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The token `registerForTraitChanges` returns; pass it to `unregisterForTraitChanges(_:)`.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// Objects that run code when some of their traits change (iOS 17).
///
///     registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
///         self.updateShadow()
///     }
///
/// The handler runs once per change of one of the listed traits (after
/// `traitCollectionDidChange(_:)`), with the object and the traits before the change, and
/// `UITraitCollection.current` set to the new ones. `#selector` actions are written as method
/// references here (`action: Self.updateShadow`); targets are held weakly.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// A closure that hears a trait change: the object, and its traits before the change.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Calls `handler` when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration

    /// Stops a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// Calls `handler` when one of `traits` changes; the handler gets the object (as the type
    /// its first parameter names) and the traits before the change.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        register(traits) { env, previous in
            guard let env = env as? TraitEnvironment else {
                warnOnce("registerForTraitChanges: the handler takes \(TraitEnvironment.self), not \(type(of: env)); it is skipped")
                return
            }
            handler(env, previous)
        }
    }

    /// Calls `action` on `target` (held weakly) when one of `traits` changes
    /// (`#selector(updateColors)` is written `Target.updateColors`).
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void) -> any UITraitChangeRegistration {
        register(traits) { [weak target] _, _ in if let target { action(target)() } }
    }

    /// Calls `action` on `target` (held weakly) with the object and its previous traits when
    /// one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject, TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], target: Target,
        action: @escaping (Target) -> (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        register(traits) { [weak target] env, previous in
            guard let target, let env = env as? TraitEnvironment else { return }
            action(target)(env, previous)
        }
    }

    /// Calls `action` on the object itself when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<Receiver>(_ traits: [UITrait], action: @escaping (Receiver) -> () -> Void) -> any UITraitChangeRegistration {
        register(traits) { env, _ in
            guard let receiver = env as? Receiver else {
                warnOnce("registerForTraitChanges: \(type(of: env)) has no method of \(Receiver.self); the action is skipped")
                return
            }
            action(receiver)()
        }
    }

    /// Stops a registration (a token of another object, or one already stopped: nothing).
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any TraitNode)?.traitState.registry?.remove(registration)
    }

    private func register(_ traits: [UITrait], _ call: @escaping (AnyObject, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let token = TraitChangeToken()
        guard let node = self as? any TraitNode else {
            warnOnce("registerForTraitChanges: \(type(of: self)) has no traits here; nothing is registered")
            return token
        }
        if traits.isEmpty { warnOnce("registerForTraitChanges with no traits: the handler will never run") }
        node.traitRegistry.entries.append(.init(token: token, traits: traits, call: call))
        return token
    }
}

/// A registration's token.
final class TraitChangeToken: NSObject, UITraitChangeRegistration {}

/// The trait-change registrations of one object.
@MainActor
final class TraitChangeRegistry {
    struct Entry {
        let token: TraitChangeToken
        let traits: [UITrait]
        let call: (AnyObject, UITraitCollection) -> Void
    }
    var entries: [Entry] = []

    func remove(_ registration: any UITraitChangeRegistration) {
        entries.removeAll { $0.token === registration }
    }

    /// Runs the handlers whose traits differ between `previous` and `current`.
    func notify(_ environment: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        for entry in entries where entry.traits.contains(where: { current.values.differs(from: previous.values, in: $0) }) {
            entry.call(environment, previous)
        }
    }
}
