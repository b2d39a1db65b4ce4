import Testing
import TestExpectations
import UIKit

/// An app delegate and views written as on iOS, started the way `@main` starts them.
@MainActor
@Suite(.serialized) struct ClientAppTests {
    @Test func theDelegateIsMadeThroughItsInitRequirementAndBuildsItsWindow() throws {
        // `static func main()` creates the delegate with `Self()`: do the same through the protocol.
        let type: any UIApplicationDelegate.Type = ClientAppDelegate.self
        let delegate = type.init()
        #expect(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.frame == UIScreen.main.bounds)
        let root = try #require(window.rootViewController as? ClientRootViewController)
        #expect(root.title == "Inbox")
        #expect(root.view.superview === window)
        #expect(root.view.frame == window.bounds)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        window.isHidden = true
    }

    @Test func aCustomLayerClassIsWhatTheViewGets() {
        let v = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.layer is GradientLayer)
        #expect(v.layer.delegate === v)
    }

    @Test func theBadgeDrawsARedDiscWithAWhiteStroke() throws {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let image = try #require(UIGraphicsImageRenderer(size: badge.bounds.size).image { ctx in
            badge.layer.render(in: ctx.cgContext)
        }.cgImage)
        #expect(image.width == 44)
        // systemRed is (255, 59, 48); the stroke is white and 3 pt wide down the middle.
        let red = try #require(image.surface.pixel(x: 12, y: 22))
        #expect(red.r == 255)
        expectNear(Int(red.g), 59, tolerance: 2)
        expectNear(Int(red.b), 48, tolerance: 2)
        let stroke = try #require(image.surface.pixel(x: 22, y: 22))
        #expect(stroke.r == 255 && stroke.g == 255 && stroke.b == 255)
        #expect(image.surface.pixel(x: 1, y: 1)?.a == 0, "outside the disc stays transparent")
    }
}
