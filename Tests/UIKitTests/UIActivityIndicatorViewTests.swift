import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UIActivityIndicatorView`: the leading spoke steps clockwise with the injected clock, one
/// spoke per 1/12 s for the large style, and the indicator hides while stopped.
///
/// By hand: the large wheel (37 × 37 at (100, 100), centre (118.5, 118.5)) has 12 spokes 3
/// points wide from radius 9 to 17; the top spoke covers the pixel (118, 105) fully. A spoke d
/// steps behind the leading one is drawn at 1 − 0.75 · d / 11 opacity, so in black over white
/// that pixel is 255 · 0.75 · d / 11.
@MainActor
@Suite(.serialized) struct UIActivityIndicatorViewTests {
    private func grey(behind d: Int) -> RGBA {
        let v = UInt8((255 * 0.75 * Double(d) / 11).rounded())
        return RGBA(red: v, green: v, blue: v)
    }

    @Test func theLeadingSpokeStepsWithTheClock() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .black
        spinner.frame.origin = CGPoint(x: 100, y: 100)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        let (screen, _) = ControlScene.show(spinner)
        spinner.startAnimating()
        screen.renderFrame()                       // t0: the first frame, spoke 0 leads
        let top = CGPoint(x: 118, y: 105)
        let right = CGPoint(x: 133, y: 118)        // the 3 o'clock spoke, 3 spokes clockwise
        expectPixel(screen.pixel(at: top), near: grey(behind: 0), tolerance: 3)
        expectPixel(screen.pixel(at: right), near: grey(behind: 9), tolerance: 3, "3 o'clock is 9 behind")
        screen.advance(by: 1.0 / 12 + 0.001)
        screen.renderFrame()
        expectPixel(screen.pixel(at: top), near: grey(behind: 1), tolerance: 3, "one step later the top is 1 behind")
        screen.advance(by: 2.0 / 12)
        screen.renderFrame()
        expectPixel(screen.pixel(at: right), near: grey(behind: 0), tolerance: 3, "three steps: 3 o'clock leads")
        expectPixel(screen.pixel(at: top), near: grey(behind: 3), tolerance: 3)
        screen.advance(by: 0.04)                   // still step 3
        screen.renderFrame()
        expectPixel(screen.pixel(at: right), near: grey(behind: 0), tolerance: 3)
        screen.advance(by: 9.0 / 12)               // a whole turn after t0 (plus the extra)
        screen.renderFrame()
        expectPixel(screen.pixel(at: top), near: grey(behind: 0), tolerance: 3, "a turn a second")
    }

    @Test func itHidesWhenStoppedAndStopsAskingForFrames() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        let (screen, _) = ControlScene.show(spinner)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        screen.renderFrame()
        #expect(screen.isAnimating, "a turning wheel keeps frames coming")
        spinner.stopAnimating()
        screen.renderFrame()
        #expect(spinner.isHidden && !spinner.isAnimating && !screen.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }
}
