import Foundation
import Testing
import UIKit
import UIKitTesting

/// `observe(_:options:changeHandler:)` with Foundation's signature, on the values transition code
/// watches: a view's frame, bounds and center, a layer's bounds and position.
@MainActor
@Suite struct KeyValueObservingTests {
    @Test func aViewsFrameObserverHearsEachChangeWithOldAndNewValues() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var changes: [(CGRect?, CGRect?)] = []
        let observation = view.observe(\.frame, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        view.frame = CGRect(x: 10, y: 0, width: 100, height: 50)
        view.center = CGPoint(x: 100, y: 100)
        view.frame = view.frame   // no change, no notification
        #expect(changes.count == 2)
        #expect(changes.first?.0 == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(changes.first?.1 == CGRect(x: 10, y: 0, width: 100, height: 50))
        #expect(changes.last?.1 == CGRect(x: 50, y: 75, width: 100, height: 50))
        observation.invalidate()
        view.frame = .zero
        #expect(changes.count == 2)
    }

    @Test func initialDeliversTheCurrentValueAtOnceAndOptionsSelectWhatIsDelivered() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let observation = view.observe(\.bounds, options: [.initial, .new]) { _, change in
            log.append("new \(change.newValue.map { "\($0.width)" } ?? "nil") old \(change.oldValue == nil ? "nil" : "set")")
        }
        view.bounds.size.width = 20
        #expect(log == ["new 10.0 old nil", "new 20.0 old nil"])
        withExtendedLifetime(observation) {}
    }

    @Test func priorSendsANotificationMarkedPriorBeforeTheChange() {
        let layer = CALayer()
        var log: [String] = []
        let observation = layer.observe(\.position, options: [.prior, .old, .new]) { _, change in
            log.append(change.isPrior ? "prior old \(change.oldValue!.x)" : "change \(change.newValue!.x)")
        }
        layer.position = CGPoint(x: 3, y: 0)
        #expect(log == ["prior old 0.0", "change 3.0"])
        withExtendedLifetime(observation) {}
    }

    @Test func aReleasedObservationStopsAndTheObjectIsNotKeptAlive() {
        weak var weakView: UIView?
        var count = 0
        do {
            let view = UIView()
            weakView = view
            var observation: NSKeyValueObservation? = view.observe(\.center) { _, _ in count += 1 }
            view.center = CGPoint(x: 1, y: 1)
            observation = nil
            view.center = CGPoint(x: 2, y: 2)
            _ = observation
        }
        #expect(count == 1)
        #expect(weakView == nil)
    }

    /// A subclass's key path (`\MyView.frame`) is the same property.
    @Test func subclassKeyPathsAreObserved() {
        final class Card: UIView {}
        let card = Card(frame: .zero)
        var heights: [CGFloat] = []
        let observation = card.observe(\Card.bounds, options: .new) { card, change in heights.append(change.newValue?.height ?? -1) }
        card.frame = CGRect(x: 0, y: 0, width: 10, height: 30)
        #expect(heights == [30])
        withExtendedLifetime(observation) {}
    }

    /// Objects whose values do not live in a layer cannot be observed here: a warning, no crash,
    /// and the handler is never called.
    @Test func anUnobservableObjectGetsAnInertObservation() {
        let controller = UIViewController()
        var called = false
        let observation = controller.observe(\.title) { _, _ in called = true }
        controller.title = "changed"
        #expect(!called)
        observation.invalidate()
    }
}
