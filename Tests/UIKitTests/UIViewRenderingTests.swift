import Testing
import UIKit
import UIKitTesting

/// What views look like on a headless screen, checked pixel by pixel.
@MainActor
@Suite struct UIViewRenderingTests {
    let white = RGBA(red: 255, green: 255, blue: 255)
    let red = RGBA(red: 255, green: 0, blue: 0)

    @Test func aWindowShowsItsViewsAndTheirAlpha() {
        let screen = HeadlessScreen(size: CGSize(width: 120, height: 80))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        v.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        v.alpha = 0.25
        window.addSubview(v)
        screen.renderFrame()
        // Blue at 25 % over white: (191.25, 191.25, 255).
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20))!.isClose(to: RGBA(red: 191, green: 191, blue: 255), tolerance: 1))
        #expect(screen.pixel(at: CGPoint(x: 60, y: 20)) == white)
    }

    @Test func drawOverridesRenderIntoTheViewsBounds() {
        final class Stripe: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: rect.width, height: 5))
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 2)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let v = Stripe(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        window.addSubview(v)
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 30, y: 22)) == red)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 26)) == white)
        #expect(v.draws == 1)
        screen.renderFrame()
        #expect(v.draws == 1, "content is cached until setNeedsDisplay")
        v.setNeedsDisplay()
        screen.renderFrame()
        #expect(v.draws == 2)
        // Drawn at the screen's scale: the stripe's edge is sharp at device pixel 2·25 = 50.
        #expect(screen.pixel(at: CGPoint(x: 30, y: 24.5)) == red)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 25)) == white)
    }

    @Test func viewsThatDoNotDrawGetNoImage() {
        let screen = HeadlessScreen(size: CGSize(width: 50, height: 50))
        let window = screen.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(v)
        screen.renderFrame()
        #expect(v.layer.contents == nil)
    }

    @Test func anIdleScreenRendersNothingAndAChangeRendersOnlyItsArea() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        // Work that belongs to no screen (callbacks of animations on layers in no tree, left by
        // tests running beside this one) is run by the next frame of any screen, and may ask for
        // one more: let this screen take it before the scene is built (the test body runs
        // without interruption from here on, so nothing foreign comes in later).
        for _ in 0..<4 where screen.needsFrame { screen.renderFrame() }
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        v.backgroundColor = .red
        window.addSubview(v)
        #expect(!screen.renderFrame().isEmpty)
        #expect(!screen.needsFrame)
        #expect(screen.renderFrame().isEmpty)
        v.center.x += 100
        #expect(screen.needsFrame)
        let damage = screen.renderFrame()
        #expect(damage.reduce(0) { $0 + $1.area } <= 2 * 22 * 22)
        #expect(screen.pixel(at: CGPoint(x: 120, y: 20)) == red)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == white)
    }

    @Test func snapshotViewIsAFlatImageOfTheView() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .red
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        dot.backgroundColor = .blue
        card.addSubview(dot)
        window.addSubview(card)
        let snapshot = card.snapshotView(afterScreenUpdates: false)!
        #expect(snapshot.bounds.size == card.bounds.size)
        snapshot.frame.origin = CGPoint(x: 100, y: 0)
        window.addSubview(snapshot)
        card.backgroundColor = .green   // later changes do not reach the snapshot
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 102, y: 2)) == red)
        #expect(screen.pixel(at: CGPoint(x: 115, y: 15)) == RGBA(red: 0, green: 0, blue: 255))
        #expect(screen.pixel(at: CGPoint(x: 2, y: 2)) == RGBA(red: 0, green: 255, blue: 0))
    }

    @Test func windowsFollowTheScreenWhenItIsResized() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: 90, width: 100, height: 10))
        bar.backgroundColor = .red
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        window.addSubview(bar)
        screen.renderFrame()
        screen.resize(to: CGSize(width: 160, height: 120))
        screen.renderFrame()
        #expect(screen.pixelSize == (160, 120))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 160, height: 120))
        #expect(bar.frame == CGRect(x: 0, y: 110, width: 160, height: 10))
        #expect(screen.pixel(at: CGPoint(x: 150, y: 115)) == red)
        #expect(screen.pixel(at: CGPoint(x: 150, y: 100)) == white)
    }
}

extension UIViewRenderingTests {
    /// A container view that draws nothing itself (two cross-fading layers of content, as a
    /// status bar's dark and light content are): changing its alpha must redraw its subviews'
    /// area even though none of them changed. (It was left on screen as it was: the renderer
    /// damaged only a layer's own area for an opacity change, and such a container has none.)
    @Test("an alpha change of a container that draws nothing redraws its subviews' area", arguments: [false, true])
    func containerAlphaChangeRedrawsItsSubviews(inSecondWindow: Bool) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300))
        let window = screen.makeWindow()
        window.backgroundColor = .gray
        let host: UIView
        if inSecondWindow {
            let overlay = UIWindow(screen: screen.screen)
            overlay.frame = CGRect(x: 0, y: 0, width: 300, height: 47)
            overlay.windowLevel = .statusBar
            overlay.isHidden = false
            host = overlay
        } else {
            host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 47))
            window.addSubview(host)
        }
        func content(_ color: UIColor) -> UIView {
            let container = UIView(frame: host.bounds)
            let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            square.backgroundColor = color
            container.addSubview(square)
            host.addSubview(container)
            return container
        }
        let dark = content(.black), light = content(.white)
        light.alpha = 0
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == RGBA(red: 0, green: 0, blue: 0))
        dark.alpha = 0
        light.alpha = 1
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == RGBA(red: 255, green: 255, blue: 255), "swapped: the light content shows")
        light.alpha = 0
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20))?.isClose(to: RGBA(red: 128, green: 128, blue: 128), tolerance: 1) == true,
                "both transparent: the window below")
    }
}
