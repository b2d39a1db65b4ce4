import Foundation
import Testing
import UIKitTesting
import TestSupport
@testable import Playground

/// A scene on a 390 × 844 headless screen at scale 1, with its scripted drags.
@MainActor
final class SceneHarness {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window: UIWindow
    let context = PlaygroundContext()
    let scene: SceneDescriptor
    let root: UIViewController

    init(_ id: String) {
        // As the app does at launch: the scenes lay out from the window's top edge.
        UIApplication.shared.statusBarHiddenByApplication = UIStatusBarAnimation.none
        scene = SceneDescriptor.all.first { $0.id == id }!
        window = screen.makeWindow()
        root = scene.make(context)
        window.rootViewController = root
        screen.renderFrame()
    }

    /// Runs scripted steps on the screen.
    func perform(_ steps: [DragStep]) {
        for step in steps {
            switch step {
            case .press(let point): screen.press(at: point)
            case .move(let point, let duration): screen.drag(to: point, duration: duration)
            case .hold(let seconds): screen.hold(for: seconds)
            case .release: screen.release()
            case .escape: screen.pressEscape()
            }
        }
    }

    /// Runs frames until the transition has settled.
    func settle(for seconds: TimeInterval = 1.5) { screen.run(for: seconds) }

    /// Expects the scene to be at rest: later frames redraw nothing.
    func expectIdle(sourceLocation: SourceLocation = #_sourceLocation) {
        screen.renderFrame()
        screen.advance(by: 0.5)
        #expect(screen.renderFrame().isEmpty, "the scene still changes", sourceLocation: sourceLocation)
    }

    /// The colour at a point of the last frame.
    func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA { screen.pixel(at: CGPoint(x: x, y: y)) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0) }

    /// Writes the last frame to `$SCENE_SCREENSHOTS/<name>.png` when that variable is set.
    func screenshot(_ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["SCENE_SCREENSHOTS"] else { return }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? screen.writePNG(to: "\(dir)/\(name).png")
    }
}

/// Expects the pixel at (x, y) to be within `tolerance` of `expected` in every component.
@MainActor
func expectPixel(_ harness: SceneHarness, _ x: CGFloat, _ y: CGFloat, near expected: RGBA, tolerance: Int = 6,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let place = Comment(rawValue: "\(comment.map { "\($0.rawValue) " } ?? "")at (\(x), \(y))")
    TestSupport.expectPixel(harness.pixel(x, y), near: expected, tolerance: tolerance, place, sourceLocation: sourceLocation)
}

/// Colours the scenes use, as the renderer draws them.
enum Colors {
    static let white = RGBA(red: 255, green: 255, blue: 255)
    static let groupedBackground = RGBA(red: 242, green: 242, blue: 247)
    static let black = RGBA(red: 0, green: 0, blue: 0)
}

extension SceneHarness {
    /// Points spread over the whole screen, for comparing two frames.
    static let samplePoints: [CGPoint] = stride(from: 10, to: 844, by: 36).flatMap { y in
        stride(from: 10, to: 390, by: 36).map { x in CGPoint(x: CGFloat(x), y: CGFloat(y)) }
    }

    /// The colours at `samplePoints` in the last frame.
    func samples() -> [RGBA] { Self.samplePoints.map { pixel($0.x, $0.y) } }

    /// Expects the last frame to match `reference` (taken with `samples()`) at every sample point.
    func expectScreen(matches reference: [RGBA], _ what: String, tolerance: Int = 4,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let now = samples()
        let differing = zip(Self.samplePoints, zip(now, reference)).filter { !$0.1.0.isClose(to: $0.1.1, tolerance: tolerance) }
        #expect(differing.isEmpty, "\(what): \(differing.count) of \(now.count) sample points differ, first at \(differing.first.map { "\($0.0): \($0.1.0) vs \($0.1.1)" } ?? "-")",
                sourceLocation: sourceLocation)
    }
}
