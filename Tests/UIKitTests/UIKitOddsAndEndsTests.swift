import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// What real transition code touches besides views and controllers: literals, segues made in
/// code, accessibility properties, feedback generators, memory warnings.
@MainActor
@Suite(.serialized) struct UIKitOddsAndEndsTests {
    @Test("#colorLiteral makes the UIColor of its components; a missing #imageLiteral is the empty image")
    func literals() {
        // The literal's components are Floats, as Apple's initializer takes them.
        let color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(color == UIColor(red: CGFloat(Float(0.2)), green: CGFloat(Float(0.4)), blue: CGFloat(Float(0.6)), alpha: 1))
        let typed: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        var red: CGFloat = 0, alpha: CGFloat = 0
        #expect(typed.getRed(&red, green: nil, blue: nil, alpha: &alpha))
        expectNear(red, 1, tolerance: 0.001)
        expectNear(alpha, 0.5, tolerance: 0.001)
        let image = #imageLiteral(resourceName: "no-such-image-anywhere")
        #expect(image.size == .zero && image.cgImage == nil)
    }

    /// A custom segue as libraries ship them: `perform()` presents the destination with the
    /// segue's own settings.
    final class SheetSegue: UIStoryboardSegue {
        override func perform() {
            destination.modalPresentationStyle = .fullScreen
            source.present(destination, animated: false)
        }
    }

    final class Source: UIViewController {
        var prepared: [String] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append("\(segue.identifier ?? "-") → \(type(of: segue.destination)) sender \(sender as? String ?? "nil")")
        }
    }

    @Test("a UIStoryboardSegue made in code: prepare(for:sender:) and a subclass's perform(); the handler form; performSegue has no storyboard to look in")
    func seguesInCode() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let source = Source(), destination = UIViewController()
        screen.makeWindow().rootViewController = source
        screen.renderFrame()
        let segue = SheetSegue(identifier: "show", source: source, destination: destination)
        source.prepare(for: segue, sender: "cell")
        segue.perform()
        screen.renderFrame()
        #expect(source.prepared == ["show → UIViewController sender cell"])
        #expect(source.presentedViewController === destination && destination.view.window != nil)

        var ran = 0
        let handled = UIStoryboardSegue(identifier: nil, source: source, destination: UIViewController()) { ran += 1 }
        handled.perform()
        #expect(ran == 1 && handled.identifier == nil)
        #expect(source.shouldPerformSegue(withIdentifier: "any", sender: nil))
        destination.dismiss(animated: false)
        screen.renderFrame()
        source.performSegue(withIdentifier: "fromAStoryboard", sender: nil)
        screen.renderFrame()
        #expect(source.presentedViewController == nil, "no storyboard, no segue: nothing is presented")
    }

    @Test("accessibility: a label is an element named by its text; a plain view is none; values set stay; subclasses override")
    func accessibility() {
        let label = UILabel()
        label.text = "Close"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Close" && label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Close the sheet"
        label.text = "×"
        #expect(label.accessibilityLabel == "Close the sheet", "a label set by the app wins over the text")
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        view.isAccessibilityElement = true
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityIdentifier = "card-3"
        view.accessibilityViewIsModal = true
        #expect(view.isAccessibilityElement && view.accessibilityTraits.contains(.button) && view.accessibilityIdentifier == "card-3")
        #expect(view.accessibilityViewIsModal)
        final class Card: UIView {
            override var accessibilityLabel: String? { get { "Card" } set {} }
        }
        #expect(Card().accessibilityLabel == "Card")
        let element = UIAccessibilityElement(accessibilityContainer: view)
        element.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(element.accessibilityContainer === view && element.isAccessibilityElement)
        UIAccessibility.post(notification: .screenChanged, argument: view)
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test("feedback generators accept every call in any order and do nothing")
    func feedbackGenerators() {
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.impactOccurred()
        impact.prepare()
        impact.impactOccurred(intensity: .nan)
        #expect(impact.style == .rigid && UIImpactFeedbackGenerator().style == .medium)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.error)
    }
}

extension UIKitOddsAndEndsTests {
    @Test("UIDevice.current: iOS 17, the idiom, model and orientation of the main screen's size, no battery")
    func device() {
        let device = UIDevice.current
        #expect(device.systemName == "iOS" && device.systemVersion == "17.0")
        let size = UIScreen.main.bounds.size
        let phone = min(size.width, size.height) < 600
        #expect(device.userInterfaceIdiom == (phone ? .phone : .pad))
        #expect(device.model == (phone ? "iPhone" : "iPad"))
        #expect(device.orientation == (size.height >= size.width ? .portrait : .landscapeLeft))
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications, "an extra end does not go negative")
        #expect(device.identifierForVendor == device.identifierForVendor)
    }
}
