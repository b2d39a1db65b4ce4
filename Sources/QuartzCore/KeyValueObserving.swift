import Foundation

// Key-value observation with Foundation's Swift API (`observe(_:options:changeHandler:)`).
//
// Foundation on Linux has no key-value observing at all (no `NSKeyValueObservation`, no
// `observe`), so the types are declared here with Apple's names and signatures. What can be
// observed is what transition code watches: a layer's model properties and a view's geometry
// and appearance (they live in its layer), including values derived from them (`frame`,
// `center`, a scroll view's `contentOffset`, which is its bounds' origin). A change is
// reported when a setter of the layer's model changes the observed value; observing anything
// else prints one warning and the observation stays silent.

/// The values a key-value observation delivers to its handler.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, with the current value as the new value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change (here: just before the change is
    /// reported, with `isPrior` true and the old value).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change an observation reports (only `.setting` occurs for properties).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One change of an observed value.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` for a property.
    public let kind: Kind
    /// The value after the change, when the options ask for `.new`.
    public let newValue: Value?
    /// The value before the change, when the options ask for `.old`.
    public let oldValue: Value?
    /// For to-many relationships; always nil here.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// An observation made with `observe(_:options:changeHandler:)`; it lasts until it is
/// invalidated or released (keep a reference to it).
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    fileprivate var check: (@MainActor () -> Void)?

    fileprivate override init() { super.init() }

    /// Stops the observation; the handler is not called again.
    public func invalidate() { check = nil }
}

/// The protocol through which every `NSObject` offers `observe(_:options:changeHandler:)`, as
/// in Foundation.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// An object whose observable values live in a layer (a layer itself, a view).
@MainActor
package protocol KeyValueObservationHost: AnyObject {
    /// The layer whose model changes are reported to observers.
    var observationLayer: CALayer { get }
}

extension CALayer: KeyValueObservationHost {
    package var observationLayer: CALayer { self }
}

extension _KeyValueCodingAndObserving {
    /// Observes the value at `keyPath`: `changeHandler` is called with the object and the change
    /// whenever the value changes (on the main thread).
    ///
    /// Observable here: a layer's properties and a view's geometry and appearance, and values
    /// derived from them. Observing anything else prints a warning and never reports.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        nonisolated(unsafe) let object = self
        nonisolated(unsafe) let handler = changeHandler
        nonisolated(unsafe) let keyPath = keyPath
        MainActor.assumeIsolated {
            guard let host = object as? KeyValueObservationHost else {
                warnOnce("observe(\(keyPath)): key-value observation covers layers and views only here; \(type(of: object)) is not observed")
                return
            }
            let layer = host.observationLayer
            weak let weakObject = host
            var last = object[keyPath: keyPath]
            observation.check = {
                guard let current = weakObject as? Self else { return }
                let value = current[keyPath: keyPath]
                if kvoValuesEqual(last, value) { return }
                let old = last
                last = value
                if options.contains(.prior) {
                    handler(current, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                              oldValue: options.contains(.old) ? old : nil,
                                                              indexes: nil, isPrior: true))
                }
                handler(current, NSKeyValueObservedChange(kind: .setting,
                                                          newValue: options.contains(.new) ? value : nil,
                                                          oldValue: options.contains(.old) ? old : nil,
                                                          indexes: nil, isPrior: false))
            }
            layer.keyValueObservers.append(WeakObservation(observation))
            if options.contains(.initial) {
                handler(object, NSKeyValueObservedChange(kind: .setting,
                                                         newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
            }
        }
        return observation
    }
}

/// A layer's reference to an observation (the client owns the observation).
package struct WeakObservation {
    weak var observation: NSKeyValueObservation?
    init(_ observation: NSKeyValueObservation) { self.observation = observation }
}

extension CALayer {
    /// Tells the layer's observers that a model value changed.
    package func notifyKeyValueObservers() {
        guard !keyValueObservers.isEmpty else { return }
        keyValueObservers.removeAll { $0.observation?.check == nil }
        for entry in keyValueObservers { entry.observation?.check?() }
    }
}

/// Whether two observed values are equal (values that are not `Equatable` always differ).
private func kvoValuesEqual<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(toAny: b)
}

private extension Equatable {
    func isEqual(toAny other: Any) -> Bool { (other as? Self) == self }
}
