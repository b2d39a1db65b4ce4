import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UIProgressView`: the fill's width follows the progress (animated over 0.25 s, half-way at
/// the ease-in-out midpoint), clamping and NaN.
@MainActor
@Suite(.serialized) struct UIProgressViewTests {
    @Test func theFillFollowsTheProgress() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 100, width: 200, height: 4)
        let (screen, _) = ControlScene.show(bar)
        let fill = RGBA(red: 0, green: 122, blue: 255), track = RGBA(red: 228, green: 228, blue: 230)
        expectPixel(screen.pixel(at: CGPoint(x: 30, y: 102)), near: track, tolerance: 2)
        bar.setProgress(1, animated: true)
        screen.renderFrame()
        screen.advance(by: 0.125)
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 20 + 90, y: 102)), near: fill, tolerance: 2, "half-way: 100 points filled")
        expectPixel(screen.pixel(at: CGPoint(x: 20 + 110, y: 102)), near: track, tolerance: 2)
        screen.run(for: 0.2)
        expectPixel(screen.pixel(at: CGPoint(x: 20 + 190, y: 102)), near: fill, tolerance: 2)
        bar.progressTintColor = .red
        bar.progress = 0.25
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 20 + 40, y: 102)), near: RGBA(red: 255, green: 0, blue: 0), tolerance: 2)
        expectPixel(screen.pixel(at: CGPoint(x: 20 + 60, y: 102)), near: track, tolerance: 2)
    }

    @Test func progressIsClampedAndNaNIsRefused() {
        let bar = UIProgressView()
        bar.progress = 3
        #expect(bar.progress == 1)
        bar.setProgress(-1, animated: true)
        #expect(bar.progress == 0)
        bar.progress = 0.4
        bar.progress = .nan
        #expect(bar.progress == 0.4)
        #expect(bar.intrinsicContentSize.height == 4)
    }
}
