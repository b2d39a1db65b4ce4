import Testing
import TestExpectations
import QuartzCore
import UIKitTesting

/// `CATransition` as iOS code uses it: added to a view's layer just before or just after the
/// view changes, it moves the view from how it looked on screen to how it looks now. Checked in
/// pixels at chosen times of a linear 1 s transition; the expected colours are mixed by hand
/// (the old look at `1 − p`, the new at `p`, summed, then OVER the white window).
@MainActor
@Suite(.serialized) struct CATransitionTests {
    private let white = RGBA(red: 255, green: 255, blue: 255)
    private let red = RGBA(red: 255, green: 0, blue: 0)
    private let blue = RGBA(red: 0, green: 0, blue: 255)

    /// A white 200×100 screen with a red 100×100 panel at the left, rendered once.
    private func scene() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.backgroundColor = .red
        window.addSubview(panel)
        screen.renderFrame()
        return (screen, panel)
    }

    /// A transition as client code makes one: 1 s, linear.
    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        return t
    }

    private func step(_ screen: HeadlessScreen, _ seconds: TimeInterval) {
        screen.advance(by: seconds)
        screen.renderFrame()
    }

    @Test func theDefaultsAreApples() {
        let t = CATransition()
        #expect(t.type == .fade && t.subtype == nil && t.startProgress == 0 && t.endProgress == 1 && t.filter == nil)
        #expect(kCATransition == "transition")
        #expect(CATransitionType.push.rawValue == "push" && CATransitionSubtype.fromRight.rawValue == "fromRight")
    }

    @Test func aFadeAddedBeforeTheChangeCrossFadesTheOldLookIntoTheNew() {
        let (screen, panel) = scene()
        let log = TransitionLog()
        let t = transition(.fade)
        t.delegate = log
        panel.layer.add(t, forKey: kCATransition)
        panel.backgroundColor = .blue
        screen.renderFrame()
        expectPixel(screen, 50, 50, red, "at the start")
        step(screen, 0.25)
        expectPixel(screen, 50, 50, RGBA(red: 191, green: 0, blue: 64), "a quarter of the way")
        step(screen, 0.5)
        expectPixel(screen, 50, 50, RGBA(red: 64, green: 0, blue: 191), "three quarters")
        expectPixel(screen, 150, 50, white, "beside the panel")
        step(screen, 0.5)
        expectPixel(screen, 50, 50, blue, "after the end")
        #expect(log.events == ["start", "stop true"])
        #expect(panel.layer.animationKeys() == nil, "removed on completion")
    }

    @Test func aChangeMadeJustBeforeAddingTheTransitionIsAnimatedToo() {
        let (screen, panel) = scene()
        panel.backgroundColor = .blue
        panel.layer.add(transition(.fade), forKey: nil)
        screen.renderFrame()
        step(screen, 0.5)
        expectPixel(screen, 50, 50, RGBA(red: 128, green: 0, blue: 128), "halfway from the red shown last")
    }

    @Test func aLabelsNewTextFadesInWhileTheOldFadesOut() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        // Two labels of solid blocks, so that the glyphs' pixels are known: "█" in black.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.font = .systemFont(ofSize: 60)
        label.text = "\u{2588}"
        label.textColor = .black
        window.addSubview(label)
        screen.renderFrame()
        let ink = inkedPoint(screen)
        guard let ink else { Issue.record("the block glyph drew nothing"); return }
        label.layer.add(transition(.fade), forKey: kCATransition)
        label.text = ""
        screen.renderFrame()
        expectPixel(screen, ink.x, ink.y, RGBA(red: 0, green: 0, blue: 0), "the old text at the start")
        step(screen, 0.5)
        expectPixel(screen, ink.x, ink.y, RGBA(red: 128, green: 128, blue: 128), "half faded, over the white behind")
        step(screen, 0.75)
        expectPixel(screen, ink.x, ink.y, white, "gone at the end")
    }

    @Test func aPushFromTheRightSlidesBothLooksLeftAndCrossFadesThem() {
        let (screen, panel) = scene()
        panel.clipsToBounds = true
        panel.layer.add(transition(.push, .fromRight), forKey: kCATransition)
        panel.backgroundColor = .blue
        screen.renderFrame()
        step(screen, 0.5)
        // The old look at x −50…50 at half strength, the new at 50…150: each half over white.
        expectPixel(screen, 25, 50, RGBA(red: 255, green: 128, blue: 128), "the old red, half gone, moved left")
        expectPixel(screen, 75, 50, RGBA(red: 128, green: 128, blue: 255), "the new blue, half there, moved in")
        expectPixel(screen, 125, 50, white, "clipped to the panel's bounds")
        step(screen, 0.6)
        expectPixel(screen, 75, 50, blue)
        expectPixel(screen, 25, 50, blue)
    }

    @Test func withoutClippingTheMovingLooksReachOutsideTheLayerAndLeaveNothingBehind() {
        let (screen, panel) = scene()
        panel.layer.add(transition(.moveIn, .fromRight), forKey: kCATransition)
        panel.backgroundColor = .blue
        screen.renderFrame()
        step(screen, 0.5)
        // moveIn from the right: the new look at 50…150, over the old one standing still.
        expectPixel(screen, 25, 50, RGBA(red: 255, green: 128, blue: 128), "the old look alone, half gone")
        expectPixel(screen, 75, 50, RGBA(red: 128, green: 0, blue: 128), "new over old: their cross-fade")
        expectPixel(screen, 125, 50, RGBA(red: 128, green: 128, blue: 255), "the new look outside the panel")
        panel.layer.removeAllAnimations()
        screen.renderFrame()
        expectPixel(screen, 75, 50, blue, "removed: the new look at once")
        expectPixel(screen, 125, 50, white, "nothing left outside")
    }

    @Test func aRevealFromTheTopMovesTheOldLookDownOffTheNew() {
        let (screen, panel) = scene()
        panel.layer.add(transition(.reveal, .fromTop), forKey: nil)
        panel.backgroundColor = .blue
        screen.renderFrame()
        step(screen, 0.5)
        // The old look moved down by 50 (to 50…150, the screen ends at 100); the new stays put.
        expectPixel(screen, 50, 25, RGBA(red: 128, green: 128, blue: 255), "the new look alone, half there")
        expectPixel(screen, 50, 75, RGBA(red: 128, green: 0, blue: 128), "old over new")
    }

    @Test func hidingAViewUnderAFadeFadesItOut() {
        let (screen, panel) = scene()
        panel.layer.add(transition(.fade), forKey: nil)
        panel.isHidden = true
        screen.renderFrame()
        step(screen, 0.5)
        expectPixel(screen, 50, 50, RGBA(red: 255, green: 128, blue: 128))
        step(screen, 0.6)
        expectPixel(screen, 50, 50, white)
    }

    @Test func showingAViewUnderAFadeFadesItIn() {
        let (screen, panel) = scene()
        panel.isHidden = true
        screen.renderFrame()
        panel.layer.add(transition(.fade), forKey: nil)
        panel.isHidden = false
        screen.renderFrame()
        step(screen, 0.25)
        expectPixel(screen, 50, 50, RGBA(red: 255, green: 191, blue: 191), "a quarter in")
    }

    @Test func startAndEndProgressTakeAPartOfTheTransition() {
        let (screen, panel) = scene()
        let t = transition(.fade)
        t.startProgress = 0.5
        t.endProgress = 1
        panel.layer.add(t, forKey: nil)
        panel.backgroundColor = .blue
        screen.renderFrame()
        expectPixel(screen, 50, 50, RGBA(red: 128, green: 0, blue: 128), "begins halfway")
        step(screen, 0.5)
        expectPixel(screen, 50, 50, RGBA(red: 64, green: 0, blue: 191), "three quarters at half time")
    }

    @Test func aPrivateTypeIsDrawnAsAFade() {
        let (screen, panel) = scene()
        panel.layer.add(transition(CATransitionType(rawValue: "cube"), .fromRight), forKey: nil)
        panel.backgroundColor = .blue
        screen.renderFrame()
        step(screen, 0.5)
        expectPixel(screen, 50, 50, RGBA(red: 128, green: 0, blue: 128))
    }

    @Test func aNavigationControllerPushedUnderAPushTransitionSlidesItsViewsAcross() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let first = UIViewController(), second = UIViewController()
        first.view.backgroundColor = .red
        second.view.backgroundColor = .blue
        let navigation = UINavigationController(rootViewController: first)
        navigation.setNavigationBarHidden(true, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.renderFrame()
        expectPixel(screen, 150, 50, red)
        navigation.view.layer.add(transition(.push, .fromRight), forKey: kCATransition)
        navigation.pushViewController(second, animated: false)
        screen.renderFrame()
        #expect(navigation.topViewController === second && second.view.window === window)
        step(screen, 0.5)
        // The old screen moved left by 100 (its right half now at 0…100), the new one in at 100…200.
        expectPixel(screen, 50, 50, RGBA(red: 255, green: 128, blue: 128), "the first screen on its way out")
        expectPixel(screen, 150, 50, RGBA(red: 128, green: 128, blue: 255), "the second on its way in")
        step(screen, 0.6)
        expectPixel(screen, 50, 50, blue)
        expectPixel(screen, 150, 50, blue)
        #expect(first.view.window == nil, "the first screen left the window when pushed, as without the transition")
    }

    /// The first point of the screen's middle row that is darker than mid-grey (a glyph's ink).
    private func inkedPoint(_ screen: HeadlessScreen) -> CGPoint? {
        for x in stride(from: 0, to: 200, by: 1) {
            let p = CGPoint(x: CGFloat(x) + 0.5, y: 50)
            if let c = screen.pixel(at: p), Int(c.red) < 10 { return CGPoint(x: CGFloat(x) + 4, y: 50) }
        }
        return nil
    }
}

/// Records a transition's delegate callbacks in order.
@MainActor
private final class TransitionLog: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

/// Expects the screen's pixel under a point to be within `tolerance` of a colour.
@MainActor
private func expectPixel(_ screen: HeadlessScreen, _ x: CGFloat, _ y: CGFloat, _ expected: RGBA, _ note: String = "",
                         tolerance: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
    let pixel = screen.pixel(at: CGPoint(x: x, y: y))
    if let pixel, pixel.isClose(to: expected, tolerance: tolerance) { return }
    NearExpectationMisses.record(pixel.map { "\($0)" } ?? "nil", expected: "\(expected)", tolerance: "\(tolerance)",
                                 "pixel (\(x), \(y))\(note.isEmpty ? "" : " \(note)")", sourceLocation: sourceLocation)
}
