import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// CardDeck's rounded-corner layer (Fixtures/iOS/CardDeck/RoundedCornerLayer.swift), a layer
/// with an animatable property of its own, on a 320 × 480 screen.
@MainActor
@Suite(.serialized) struct RoundedCornerLayerTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let host = UIViewController()

    init() {
        screen.makeWindow().rootViewController = host
        host.view.backgroundColor = .white
        screen.renderFrame()
    }

    /// The rounded-corner layer (an `@NSManaged` radius the tool turned into key-value
    /// accessors, `needsDisplay(forKey:)`, an `action(forKey:)` that animates from what is on
    /// screen) animates its radius from 0 to 40 over 0.3 s, redrawn every frame. A corner of
    /// radius R leaves the point (k, k) of a 100-point square empty when k < R(1 − 1/√2): at
    /// half-way (R = 20) (4, 4) is empty and (8, 8) filled; at the end (R = 40) (8, 8) is empty.
    @Test func theCornerRadiusAnimatesFromWhatIsOnScreen() throws {
        let corner = RoundedCornerLayer()
        corner.fillColor = .red
        corner.frame = CGRect(x: 100, y: 200, width: 100, height: 100)
        corner.contentsScale = 1
        host.view.layer.addSublayer(corner)
        corner.setNeedsDisplay()   // (a new layer draws when asked to, as on iOS)
        screen.renderFrame()
        let red = RGBA(red: 255, green: 0, blue: 0)
        func filled(_ k: CGFloat) -> Bool { screen.pixel(at: CGPoint(x: 100 + k + 0.5, y: 200 + k + 0.5)) == red }
        #expect(filled(1) && filled(4) && filled(8), "square corners at radius 0")
        corner.cornerRadiusValue = 40
        #expect(corner.animation(forKey: "cornerRadiusValue") != nil, "the layer's own action animates the change")
        screen.run(for: 0.15)
        let midway = try #require(corner.presentation()?.cornerRadiusValue)
        expectNear(midway, 20, tolerance: 2.5, "half-way through the linear animation")
        #expect(!filled(4) && filled(8), "drawn at the radius on screen, not at the final 40")
        screen.run(for: 0.3)
        #expect(corner.cornerRadiusValue == 40)
        #expect(!filled(8) && filled(30), "the final radius")
    }
}
