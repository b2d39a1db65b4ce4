import Foundation
import Testing
import UIKit
import UIKitTesting

/// What real code relies on because UIKit's classes are `NSObject`s: identity equality and
/// hashing for views and recognizers (dictionary keys, sets, `==`), value equality for colours,
/// fonts and timing functions, `isKind(of:)`, `description`, and `NSObject` in generic
/// constraints.
@MainActor
@Suite struct NSObjectHeritageTests {
    /// Snapshot bookkeeping as zoom transitions write it: `[UIView: CGRect]`, keyed by identity.
    @Test func viewsAreDictionaryKeysAndSetMembersByIdentity() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [UIView: CGRect] = [:]
        frames[a] = a.frame
        frames[b] = CGRect(x: 5, y: 5, width: 1, height: 1)
        #expect(frames.count == 2)
        #expect(frames[a] == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(a != b)
        #expect(a == a)
        #expect(!a.isEqual(b))
        let set: Set<UIView> = [a, b, a]
        #expect(set.count == 2)
    }

    @Test func recognizersCompareByIdentityAsInShouldRecognizeSimultaneously() {
        let pan = UIPanGestureRecognizer()
        let other = UIPanGestureRecognizer()
        let asBase: UIGestureRecognizer = pan
        #expect(asBase == pan)
        #expect(asBase != other)
    }

    @Test func coloursFontsAndTimingFunctionsAreEqualByValue() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash == UIColor.red.hash)
        #expect(UIColor.red != UIColor.blue)
        #expect(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(!UIColor.red.isEqual("red"))
        #expect(UIFont.systemFont(ofSize: 14) == UIFont.systemFont(ofSize: 14))
        #expect(UIFont.systemFont(ofSize: 14) != UIFont.boldSystemFont(ofSize: 14))
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
        let colours: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .green]
        #expect(colours.count == 2)
    }

    @Test func isKindOfAndIsMemberOfFollowTheClassHierarchy() {
        let window = UIWindow(frame: .zero)
        #expect(window.isKind(of: UIView.self))
        #expect(window.isKind(of: UIResponder.self))
        #expect(window.isKind(of: NSObject.self))
        #expect(!window.isMember(of: UIView.self))
        #expect(UIViewController().isKind(of: UIResponder.self))
        #expect(CABasicAnimation().isKind(of: CAAnimation.self))
        #expect(CALayer().isKind(of: NSObject.self))
    }

    @Test func descriptionsAreUIKitsForValuesAndIncludeTheClassForOthers() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(String(describing: UIColor(white: 0.5, alpha: 1)) == "UIExtendedGrayColorSpace 0.5 1")
        #expect(UIView().description.contains("UIView"))
    }

    /// Generic code constrained to `NSObject`, as libraries write for "any UIKit object".
    @Test func uikitObjectsSatisfyNSObjectConstraints() {
        func identifiers<T: NSObject>(_ objects: [T]) -> Int { Set(objects.map(ObjectIdentifier.init)).count }
        let views = [UIView(), UIView()]
        #expect(identifiers(views) == 2)
        #expect(identifiers([UIPanGestureRecognizer(), UITapGestureRecognizer()]) == 2)
        let objects: [NSObject] = [UIView(), CALayer(), UIColor.red, UIFont.systemFont(ofSize: 12),
                                   UIBezierPath(), UINavigationItem(title: "x"), UIPercentDrivenInteractiveTransition()]
        #expect(objects.count == 7)
    }
}
