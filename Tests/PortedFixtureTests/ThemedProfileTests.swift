import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives ThemedProfile (a Swift 5 client written as iOS apps adopted dark mode) through a
/// switch of its window to dark mode and back, on a 320 × 480 screen.
///
/// Expected colours from the fixture and the iOS tables: the background is
/// systemGroupedBackground (242, 242, 247) light, black dark; the card its palette's white or
/// (44, 44, 46); the border opaqueSeparator (198, 198, 200) or (56, 56, 58), set by hand in
/// `traitCollectionDidChange`; the badge systemBlue (0, 122, 255) or (10, 132, 255).
@MainActor
@Suite struct ThemedProfileTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let profile = ThemedProfileViewController()

    init() {
        window = screen.makeWindow()
        window.rootViewController = profile
        screen.renderFrame()
    }

    func expectLook(background: RGBA, card: RGBA, border: RGBA, badge: RGBA,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        expectPixel(screen.pixel(at: CGPoint(x: 5, y: 5)), near: background, tolerance: 0, sourceLocation: sourceLocation)
        expectPixel(screen.pixel(at: CGPoint(x: 150, y: 160)), near: card, tolerance: 0, sourceLocation: sourceLocation)
        expectPixel(screen.pixel(at: CGPoint(x: 150, y: 61)), near: border, tolerance: 0, sourceLocation: sourceLocation)
        expectPixel(screen.pixel(at: CGPoint(x: 267, y: 93)), near: badge, tolerance: 0, sourceLocation: sourceLocation)
    }

    @Test func theWindowsStyleSwitchesEveryColourTheAppUses() {
        expectLook(background: RGBA(red: 242, green: 242, blue: 247), card: RGBA(red: 255, green: 255, blue: 255),
                   border: RGBA(red: 198, green: 198, blue: 200), badge: RGBA(red: 0, green: 122, blue: 255))
        window.overrideUserInterfaceStyle = .dark
        screen.renderFrame()
        expectLook(background: RGBA(red: 0, green: 0, blue: 0), card: RGBA(red: 44, green: 44, blue: 46),
                   border: RGBA(red: 56, green: 56, blue: 58), badge: RGBA(red: 10, green: 132, blue: 255))
        #expect(profile.appearanceChanges == [.dark])
        #expect(profile.registeredChanges == 1)

        window.overrideUserInterfaceStyle = .light
        screen.renderFrame()
        expectLook(background: RGBA(red: 242, green: 242, blue: 247), card: RGBA(red: 255, green: 255, blue: 255),
                   border: RGBA(red: 198, green: 198, blue: 200), badge: RGBA(red: 0, green: 122, blue: 255))
        #expect(profile.appearanceChanges == [.dark, .light])
        #expect(profile.registeredChanges == 2)
    }
}
