import Testing
@testable import UIKit
import UIKitTesting

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`, read in pixels.
///
/// The source view (100 × 100 at the window's origin, white) holds, inside the captured square
/// (20, 20, 60, 60), a 10-point red column on the left, a blue one on the right, a green row at
/// the top and a yellow one at the bottom between them, and magenta in the middle. With 10-point
/// caps the snapshot, made 120 × 100 at (150, 0), must keep each band 10 points thick: at
/// x = 155 red, 165 magenta (a plain stretch by 2 would still be red there), 255 magenta, 265
/// blue; at y = 5 green, 15 magenta, 85 magenta, 95 yellow.
@MainActor
@Suite struct ResizableSnapshotTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 200))
    let window: UIWindow
    let source = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let leftBand: UIView

    init() {
        window = screen.makeWindow()
        window.backgroundColor = .black
        source.backgroundColor = .white
        let bands: [(CGRect, UIColor)] = [
            (CGRect(x: 30, y: 30, width: 40, height: 40), .magenta),
            (CGRect(x: 20, y: 20, width: 10, height: 60), .red),
            (CGRect(x: 70, y: 20, width: 10, height: 60), .blue),
            (CGRect(x: 30, y: 20, width: 40, height: 10), .green),
            (CGRect(x: 30, y: 70, width: 40, height: 10), .yellow),
        ]
        for (frame, color) in bands {
            let v = UIView(frame: frame)
            v.backgroundColor = color
            source.addSubview(v)
        }
        leftBand = source.subviews[1]
        window.addSubview(source)
    }

    private let red = RGBA(red: 255, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 255)
    private let green = RGBA(red: 0, green: 255, blue: 0), yellow = RGBA(red: 255, green: 255, blue: 0)
    private let magenta = RGBA(red: 255, green: 0, blue: 255)

    private func snapshot() throws -> UIView {
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return try #require(source.resizableSnapshotView(from: CGRect(x: 20, y: 20, width: 60, height: 60),
                                                         afterScreenUpdates: false, withCapInsets: caps))
    }

    @Test func theSnapshotIsOfTheRectAtItsSize() throws {
        let shot = try snapshot()
        #expect(shot.bounds.size == CGSize(width: 60, height: 60))
        shot.frame.origin = CGPoint(x: 150, y: 0)
        window.addSubview(shot)
        leftBand.backgroundColor = .black   // a later change does not show in the snapshot
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 155, y: 30)) == red, "the rect's left edge, not the source's white margin")
        #expect(screen.pixel(at: CGPoint(x: 180, y: 5)) == green)
        #expect(screen.pixel(at: CGPoint(x: 180, y: 30)) == magenta)
        #expect(screen.pixel(at: CGPoint(x: 205, y: 30)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 180, y: 55)) == yellow)
        #expect(screen.pixel(at: CGPoint(x: 215, y: 30)) == RGBA(red: 0, green: 0, blue: 0), "nothing beyond the rect")
        #expect(screen.pixel(at: CGPoint(x: 25, y: 30)) == RGBA(red: 0, green: 0, blue: 0), "precondition: the source changed")
    }

    @Test func resizedBiggerTheCapsKeepTheirSize() throws {
        let shot = try snapshot()
        shot.frame = CGRect(x: 150, y: 0, width: 120, height: 100)
        window.addSubview(shot)
        screen.renderFrame()
        let row: [(CGFloat, RGBA)] = [(155, red), (165, magenta), (210, magenta), (255, magenta), (265, blue)]
        for (x, expected) in row {
            #expect(screen.pixel(at: CGPoint(x: x, y: 50)) == expected, "x = \(x)")
        }
        let column: [(CGFloat, RGBA)] = [(5, green), (15, magenta), (85, magenta), (95, yellow)]
        for (y, expected) in column {
            #expect(screen.pixel(at: CGPoint(x: 210, y: y)) == expected, "y = \(y)")
        }
        #expect(screen.pixel(at: CGPoint(x: 155, y: 5)) == red && screen.pixel(at: CGPoint(x: 265, y: 95)) == blue, "the corners")
    }

    @Test func resizedInsideAnAnimationTheCapsStayWhileItGrows() throws {
        let shot = try snapshot()
        shot.frame = CGRect(x: 150, y: 0, width: 60, height: 60)
        window.addSubview(shot)
        screen.renderFrame()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            shot.frame = CGRect(x: 150, y: 0, width: 160, height: 60)
            shot.layoutIfNeeded()
        }
        screen.run(for: 0.5)   // half way: 110 wide
        #expect(screen.pixel(at: CGPoint(x: 155, y: 30)) == red)
        #expect(screen.pixel(at: CGPoint(x: 165, y: 30)) == magenta)
        #expect(screen.pixel(at: CGPoint(x: 255, y: 30)) == blue, "the right cap at 250…260 half way")
        #expect(screen.pixel(at: CGPoint(x: 265, y: 30)) == RGBA(red: 0, green: 0, blue: 0))
    }

    @Test func anEmptyRectHasNoSnapshot() {
        #expect(source.resizableSnapshotView(from: .zero, afterScreenUpdates: true, withCapInsets: .zero) == nil)
    }
}
