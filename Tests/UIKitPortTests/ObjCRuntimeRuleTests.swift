import Testing
@testable import UIKitPortKit

@Suite struct ObjCRuntimeRuleTests {
    @Test func runtimeFeaturesAreReported() {
        let source = """
            import UIKit
            final class Watcher: NSObject {
                var token: NSKeyValueObservation?
                func start(_ scroll: UIScrollView) {
                    scroll.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: .new, context: nil)
                    token = scroll.observe(\\.contentOffset, options: .new) { _, _ in }
                    let type = NSClassFromString("Cell")
                    let m = class_getInstanceMethod(UIView.self, Self.start)
                    objc_setAssociatedObject(scroll, &key, 1, .OBJC_ASSOCIATION_RETAIN)
                }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
                func canPerform(_ action: Selector) -> Bool { false }
            }
            """
        let file = port(source)
        #expect(file.ported == source)
        // `observe(\.…)` is implemented for layers and views: not reported.
        #expect(file.warnings("objc-runtime").map(\.line) == [5, 5, 7, 8, 9, 11, 12])
        #expect(file.findings.allSatisfy { $0.kind == .warning })
    }

    @Test func keyPathObservationIsNotReportedButStringKeyedObservationIs() {
        let source = """
            import UIKit
            final class Watcher: NSObject {
                var tokens: [NSKeyValueObservation] = []
                func start(_ view: UIView, _ layer: CALayer) {
                    tokens.append(view.observe(\\.center, options: [.new]) { _, _ in })
                    tokens.append(layer.observe(\\CALayer.opacity) { _, _ in })
                    tokens.append(view.observe(\\.frame, options: .new, changeHandler: { _, _ in }))
                    view.addObserver(self, forKeyPath: "alpha", options: .new, context: nil)
                    view.removeObserver(self, forKeyPath: "alpha")
                    willChangeValue(forKey: "state")
                    didChangeValue(forKey: "state")
                }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """
        let file = port(source)
        #expect(file.ported == source)
        let warnings = file.warnings("objc-runtime")
        #expect(warnings.map(\.line) == [8, 9, 10, 11, 13])
        #expect(warnings.first?.message.contains("use `observe(\\.property, options:changeHandler:)` with a Swift key path") == true)
    }

    @Test func anObjcPropertyObservedByKeyPathIsReported() {
        let file = port("""
            import UIKit
            final class Model: NSObject {
                @objc dynamic var progress = 0.0
            }
            let path = #keyPath(Model.progress)
            """)
        #expect(file.ported.contains("    var progress = 0.0\n"))
        #expect(file.warnings("objc-runtime").map(\.line) == [3, 5])
    }
}
