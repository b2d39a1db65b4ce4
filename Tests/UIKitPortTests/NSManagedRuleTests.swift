import Testing
@testable import UIKitPortKit

@Suite struct NSManagedRuleTests {
    /// DeckTransition's rounded-corner layer, as it is written for iOS: its managed radius
    /// becomes accessors over the layer's storage; a managed property of a type with no zero
    /// and one outside a layer are reported.
    @Test func managedLayerPropertiesBecomeKeyValueAccessors() {
        let file = port("""
            import UIKit

            final class CornerLayer: CAShapeLayer {
                @NSManaged var radius: CGFloat
                @NSManaged public var tint: CGColor?
                @NSManaged var style: Style
            }
            final class Note: NSObject {
                @NSManaged var title: String
            }
            """)
        #expect(file.ported == """
            import UIKit

            final class CornerLayer: CAShapeLayer {
                var radius: CGFloat {
                    get { value(forKey: "radius") as? CGFloat ?? 0 }
                    set { setValue(newValue, forKey: "radius") }
                }
                public var tint: CGColor? {
                    get { value(forKey: "tint") as? CGColor }
                    set { setValue(newValue, forKey: "tint") }
                }
                @NSManaged var style: Style
            }
            final class Note: NSObject {
                @NSManaged var title: String
            }
            """)
        #expect(file.changes("ns-managed").map(\.line) == [4, 5])
        #expect(file.warnings("ns-managed").map(\.line) == [6, 9])
        #expect(file.warnings("ns-managed").first?.message.contains("<initial value>") == true)
    }
}
