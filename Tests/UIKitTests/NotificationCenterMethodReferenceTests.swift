import Foundation
import Testing
import UIKit

/// `NotificationCenter.addObserver(_:selector:name:object:)` with a method reference where iOS
/// writes `#selector`, as the porting tool writes it.
@MainActor
@Suite(.serialized) struct NotificationCenterMethodReferenceTests {
    final class MenuController: UIViewController {
        var received: [String] = []
        var opened = 0
        func menuDidChange(_ note: Notification) { received.append(note.name.rawValue) }
        func menuDidOpen() { opened += 1 }
    }

    @Test func theMethodIsCalledWithTheNotificationUntilTheObserverIsRemoved() {
        let center = NotificationCenter()
        let name = Notification.Name("MenuDidChange")
        let controller = MenuController()
        center.addObserver(controller, selector: MenuController.menuDidChange, name: name, object: nil)
        center.addObserver(controller, selector: MenuController.menuDidOpen, name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(controller.received == ["MenuDidChange"])
        #expect(controller.opened == 1)
        center.removeObserver(controller)
        center.post(name: name, object: nil)
        #expect(controller.received == ["MenuDidChange"])
        #expect(controller.opened == 1)
    }

    @Test func nameAndObjectFilterAndRemovalByNameLeavesTheOthers() {
        let center = NotificationCenter()
        let open = Notification.Name("Open"), close = Notification.Name("Close")
        let sender = NSObject(), otherSender = NSObject()
        let controller = MenuController()
        center.addObserver(controller, selector: MenuController.menuDidChange, name: open, object: sender)
        center.addObserver(controller, selector: MenuController.menuDidChange, name: close, object: nil)
        center.post(name: open, object: otherSender)
        center.post(name: open, object: sender)
        center.post(name: close, object: otherSender)
        #expect(controller.received == ["Open", "Close"])
        center.removeObserver(controller, name: open, object: nil)
        center.post(name: open, object: sender)
        center.post(name: close, object: sender)
        #expect(controller.received == ["Open", "Close", "Close"])
    }

    /// The observer is held weakly, as on iOS: a released controller receives nothing and
    /// posting afterwards is harmless.
    @Test func theObserverIsHeldWeakly() {
        let center = NotificationCenter()
        let name = Notification.Name("Ping")
        weak var weakController: MenuController?
        do {
            let controller = MenuController()
            weakController = controller
            center.addObserver(controller, selector: MenuController.menuDidOpen, name: name, object: nil)
        }
        #expect(weakController == nil)
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
    }
}
