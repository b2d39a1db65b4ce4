import Testing
@testable import UIKitPortKit

@Suite struct SelectorRuleTests {
    @Test func targetActionTakesMethodReferences() {
        let file = port("""
            import UIKit
            final class VC: UIViewController {
                lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                func setUp() {
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    button.removeTarget(self, action: #selector(self.tapped), for: .touchUpInside)
                    pan.addTarget(self, action: #selector(VC.handlePan(_:)))
                    let link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                    let command = UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(Self.next))
                }
            }
            """)
        #expect(file.ported == """
            import UIKit
            final class VC: UIViewController {
                lazy var pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
                func setUp() {
                    button.addTarget(self, action: Self.tapped, for: .touchUpInside)
                    button.removeTarget(self, action: Self.tapped, for: .touchUpInside)
                    pan.addTarget(self, action: VC.handlePan(_:))
                    let link = CADisplayLink(target: self, selector: Self.step(_:))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Self.done)
                    let command = UIKeyCommand(input: "k", modifierFlags: .command, action: Self.next)
                }
            }
            """)
        #expect(file.changes("selector").count == 7)
        #expect(file.changes("selector").map(\.line) == [3, 5, 6, 7, 8, 9, 10])
        #expect(file.changes("selector")[0].message == "`#selector(handlePan(_:))` → `Self.handlePan(_:)`")
    }

    @Test func selectorsElsewhereAreReportedAndKept() {
        let source = """
            import UIKit
            final class VC: UIViewController {
                func setUp() {
                    if delegate?.responds(to: #selector(Delegate.didFinish)) == true {}
                    perform(#selector(refresh))
                    perform(#selector(refresh), with: nil, afterDelay: 0.3)
                    let sel = #selector(refresh)
                    let name = NSSelectorFromString("refresh")
                    let other = Selector("refresh")
                    let timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    let getter = UIGestureRecognizer(target: self, action: #selector(getter: view))
                    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                }
            }
            """
        let file = port(source)
        #expect(file.ported == source)
        let warnings = file.warnings("selector")
        #expect(warnings.map(\.line) == [4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(warnings[0].message == "responds(to:) has no Linux equivalent: optional protocol methods have defaults here; call the method directly")
        #expect(warnings[1].message.hasPrefix("perform(_:) has no Linux equivalent"))
        #expect(warnings[3].message.contains("`Self.refresh`"))
        #expect(warnings[6].message.hasPrefix("Foundation's Timer takes no selector"))
        #expect(warnings[7].message.contains("getter"))
        #expect(file.findings.allSatisfy { $0.kind == .warning })
    }

    @Test func aMethodNamedPerformOfYourOwnIsNotReported() {
        let source = """
            import UIKit
            func go(animator: Animator) { animator.perform(step) }
            """
        #expect(port(source).findings.isEmpty)
    }
}

@Suite struct NotificationRuleTests {
    @Test func addObserverTakesAMethodReference() {
        let file = port("""
            import UIKit
            final class VC: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                    center.addObserver(self, selector: #selector(self.changed), name: .changed, object: model)
                }
            }
            """)
        #expect(file.ported == """
            import UIKit
            final class VC: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(_:),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                    center.addObserver(self, selector: Self.changed, name: .changed, object: model)
                }
            }
            """)
        #expect(file.changes("notification").map(\.line) == [5, 7])
        #expect(file.findings("selector").isEmpty)
    }

    @Test func anAccessorSelectorIsReportedOnce() {
        let file = port("""
            import UIKit
            func observe(_ o: AnyObject) {
                NotificationCenter.default.addObserver(o, selector: #selector(getter: UIView.frame), name: nil, object: nil)
            }
            """)
        #expect(file.warnings("notification").count == 1)
        #expect(file.findings.count == 1)
    }
}
