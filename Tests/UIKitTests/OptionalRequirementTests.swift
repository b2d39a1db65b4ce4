import Foundation
import Testing
import UIKit

/// Ported optional protocol requirements keep iOS's meaning: a call through
/// `OptionalRequirement.call` is nil when the conforming type does not implement the method.
@MainActor
@Suite struct OptionalRequirementTests {
    protocol SheetDelegate: AnyObject {
        func sheetHeight(for size: CGSize) -> CGFloat
        func shouldDismiss() -> Bool
    }

    final class Quiet: NSObject, SheetDelegate {}
    final class Tall: NSObject, SheetDelegate {
        func sheetHeight(for size: CGSize) -> CGFloat { size.height - 10 }
    }
    /// Implements one requirement by asking another object's (unimplemented) one.
    final class Forwarding: NSObject, SheetDelegate {
        let inner = Quiet()
        func sheetHeight(for size: CGSize) -> CGFloat {
            (OptionalRequirement.call { inner.sheetHeight(for: size) } ?? 40) + 1
        }
    }

    @Test func anUnimplementedRequirementGivesNilAndTheCallSitesFallbackApplies() {
        let size = CGSize(width: 100, height: 300)
        func height(_ delegate: SheetDelegate?) -> CGFloat {
            OptionalRequirement.call { delegate?.sheetHeight(for: size) } ?? size.height / 2
        }
        #expect(height(Quiet()) == 150)
        #expect(height(Tall()) == 290)
        #expect(height(nil) == 150)
        #expect(height(Forwarding()) == 41)
        #expect(OptionalRequirement.call { Quiet().shouldDismiss() } == nil)
        // Outside `call` the default's placeholder is what the caller gets.
        #expect(Quiet().sheetHeight(for: size) == 0)
    }
}

extension OptionalRequirementTests.SheetDelegate {
    func sheetHeight(for size: CGSize) -> CGFloat { OptionalRequirement.unimplemented(.zero) }
    func shouldDismiss() -> Bool { OptionalRequirement.unimplemented(false) }
}
