import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `modalTransitionStyle = .flipHorizontal` and `.partialCurl` (and the same through iOS 18's
/// `preferredTransition`) as real 3D: a red presenter, a blue presented controller, full screen,
/// on a 320 × 480 screen (not phone-shaped: no status bar). The flip takes 0.6 s with ease in and
/// out, so at 0.3 s the screen stands edge-on: black on both sides of a thin line.
@MainActor
@Suite(.serialized) struct ModalFlipTransitionTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let presenter = UIViewController(), presented = UIViewController()
    static let red = RGBA(red: 255, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 255)
    static let black = RGBA(red: 0, green: 0, blue: 0)

    init() {
        presenter.view.backgroundColor = .red
        presented.view.backgroundColor = .blue
        presented.modalPresentationStyle = .fullScreen
        screen.makeWindow().rootViewController = presenter
        screen.renderFrame()
    }

    func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA? { screen.pixel(at: CGPoint(x: x, y: y)) }

    /// Whether the pixel is the colour, or it darkened by nothing (the front and back have no shading).
    func expectFlip(front: RGBA, back: RGBA, _ comment: Comment) {
        screen.run(for: 0.08)
        expectPixel(pixel(160, 240), near: front, tolerance: 2, "\(comment): the front turning")
        let side = pixel(2, 240) == Self.black || pixel(317, 240) == Self.black
        #expect(side, "\(comment): black shows past one edge of the turning screen")
        screen.run(for: 0.22)
        expectPixel(pixel(80, 240), near: Self.black, tolerance: 2, "\(comment): edge-on at half time")
        expectPixel(pixel(240, 240), near: Self.black, tolerance: 2, "\(comment): edge-on at half time")
        screen.run(for: 0.22)
        expectPixel(pixel(160, 240), near: back, tolerance: 2, "\(comment): the back coming round")
        screen.run(for: 0.3)
        expectPixel(pixel(2, 240), near: back, tolerance: 2, "\(comment): the back fills the screen")
        expectPixel(pixel(160, 240), near: back, tolerance: 2)
    }

    @Test func aFlipHorizontalPresentationTurnsTheScreenOverAndBack() {
        presented.modalTransitionStyle = .flipHorizontal
        presenter.present(presented, animated: true)
        expectFlip(front: Self.red, back: Self.blue, "presenting")
        #expect(presenter.presentedViewController === presented)
        #expect(presenter.view.window == nil, "a full-screen presentation takes the presenter's view away")
        presenter.dismiss(animated: true)
        expectFlip(front: Self.blue, back: Self.red, "dismissing")
        #expect(presenter.presentedViewController == nil)
        #expect(presented.view.alpha == 1 && presented.view.window == nil)
        let window = presenter.view.window
        #expect(window?.subviews.count == 1, "no stand-in or backdrop left: \(window?.subviews ?? [])")
    }

    @Test func thePreferredTransitionChoosesTheFlipToo() {
        presented.preferredTransition = .flipHorizontal
        presenter.present(presented, animated: true)
        expectFlip(front: Self.red, back: Self.blue, "presenting")
    }

    /// A percent-driven dismissal scrubs the flip: the front at a quarter, the back at three
    /// quarters, and cancelled it turns back to the presented view.
    @Test func aPercentDrivenDismissalScrubsTheFlip() {
        final class Dismissal: NSObject, UIViewControllerTransitioningDelegate {
            let interaction = UIPercentDrivenInteractiveTransition()
            func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
                -> (any UIViewControllerInteractiveTransitioning)? { interaction }
        }
        let delegate = Dismissal()
        presented.modalTransitionStyle = .flipHorizontal
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        screen.run(for: 1)
        presenter.dismiss(animated: true)
        delegate.interaction.update(0.2)
        screen.run(for: 0.05)
        expectPixel(pixel(160, 240), near: Self.blue, tolerance: 2, "the presented view on the front")
        #expect(pixel(2, 240) == Self.black || pixel(317, 240) == Self.black)
        delegate.interaction.update(0.8)
        screen.run(for: 0.05)
        expectPixel(pixel(160, 240), near: Self.red, tolerance: 2, "the presenter on the back")
        delegate.interaction.cancel()
        screen.run(for: 1)
        #expect(presenter.presentedViewController === presented)
        expectPixel(pixel(2, 240), near: Self.blue, tolerance: 2)
        expectPixel(pixel(160, 240), near: Self.blue, tolerance: 2)
        #expect(presented.view.alpha == 1)
    }

    @Test func aPartialCurlLiftsThePresenterOffThePresentedView() {
        presented.modalTransitionStyle = .partialCurl
        presenter.present(presented, animated: true)
        screen.run(for: 0.35)
        // The page turns about its top edge: near the top it is still the presenter, at the
        // bottom the presented view shows from under it.
        expectPixel(pixel(160, 20), near: Self.red, tolerance: 2, "the page's top edge stays")
        expectPixel(pixel(160, 470), near: Self.blue, tolerance: 2, "uncovered below the lifting page")
        screen.run(for: 0.6)
        expectPixel(pixel(160, 20), near: Self.blue, tolerance: 2)
        presenter.dismiss(animated: true)
        screen.run(for: 0.3)
        expectPixel(pixel(160, 20), near: Self.red, tolerance: 2, "the page comes down from the top")
        expectPixel(pixel(160, 470), near: Self.blue, tolerance: 2, "not yet at the bottom")
        screen.run(for: 0.6)
        expectPixel(pixel(160, 470), near: Self.red, tolerance: 2)
        #expect(presenter.presentedViewController == nil)
    }

    @Test func aFlipOnASheetCrossDissolves() {
        presented.modalPresentationStyle = .pageSheet
        presented.modalTransitionStyle = .flipHorizontal
        #expect(presented.builtInAnimation(for: .pageSheet) == .crossDissolve)
        #expect(presented.builtInAnimation(for: .fullScreen) == .flipHorizontal)
        #expect(presented.builtInAnimation(for: .overFullScreen) == .flipHorizontal)
    }
}
