import Foundation
@_exported import UIKit
import WindowSystem

/// A screen with no window system for testing UIKit code: a manual clock, frames rendered on
/// demand, pixels to read and PNGs to write.
///
///     let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
///     let window = screen.makeWindow()
///     window.backgroundColor = .white
///     screen.renderFrame()
///     screen.pixel(at: CGPoint(x: 10, y: 10))   // (255, 255, 255, 255)
///
/// Each instance has its own screen, clock and renderer, so tests can run in parallel.
@preconcurrency @MainActor
public final class HeadlessScreen {
    /// The screen its windows appear on.
    public let screen: UIScreen
    let backend: HeadlessBackend
    let clock: ManualFrameClock
    let driver: ScreenDriver
    /// Where scripted input last put the pointer (screen points).
    public internal(set) var pointer: CGPoint = .zero

    /// Creates a screen of `size` points at `scale` pixels per point; the clock starts at `startTime`.
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1, startTime: TimeInterval = 1000) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        backend = HeadlessBackend(size: size, scale: scale)
        clock = ManualFrameClock(start: startTime)
        driver = ScreenDriver(screen: screen, backend: backend, clock: clock)
    }

    /// A window filling this screen, made key and visible.
    public func makeWindow() -> UIWindow {
        driver.scheduler.makeAmbient()   // code that names no screen (a display link added now) means this one
        let window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        return window
    }

    /// The clock's current time in seconds.
    public var now: TimeInterval { clock.now }

    /// Moves the clock forward without rendering.
    public func advance(by seconds: TimeInterval) { clock.advance(by: seconds) }

    /// Runs one frame (events, layout, display, render, present) and returns the pixel
    /// rectangles that were redrawn; empty when nothing changed.
    @discardableResult
    public func renderFrame() -> [PixelRect] {
        driver.runFrame()
    }

    /// Whether the screen will keep producing frames by itself (an animation or display link runs).
    public var isAnimating: Bool { driver.needsFrame }

    /// Advances the clock by exactly `seconds`, rendering a frame every `1 / frameRate` seconds
    /// (and one at the end when the time is not a whole number of frames), as the app's loop
    /// would. Returns the number of frames rendered.
    @discardableResult
    public func run(for seconds: TimeInterval, frameRate: Double = 60) -> Int {
        guard seconds > 0, seconds.isFinite, frameRate > 0, frameRate.isFinite else { return 0 }
        let end = now + seconds, step = 1 / frameRate
        var frames = 0
        while now < end - 1e-9 {
            clock.advance(by: min(step, end - now))
            renderFrame()
            frames += 1
        }
        return frames
    }

    /// Whether something changed since the last frame.
    public var needsFrame: Bool { driver.needsFrame }

    /// Called as each phase of a frame begins, in order (for this package's tests: at
    /// `.completions` the frame is on screen and its pixels can be read).
    package var phaseObserver: ((FramePhase) -> Void)? {
        get { driver.phaseObserver }
        set { driver.phaseObserver = newValue }
    }

    /// The colour of the pixel under a point (in points), un-premultiplied, 0…255 per component;
    /// nil outside the screen.
    public func pixel(at point: CGPoint) -> RGBA? {
        let s = screen.scale
        return backend.frameBuffer.pixel(x: Int((point.x * s).rounded(.down)), y: Int((point.y * s).rounded(.down)))
            .map { RGBA(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a) }
    }

    /// Writes the last frame as a PNG file.
    public func writePNG(to path: String) throws {
        try backend.frameBuffer.writePNG(to: path)
    }

    /// Resizes the screen as if the user resized the window.
    public func resize(to size: CGSize) { backend.post(.resized(size)) }

    /// The screen's size in device pixels.
    public var pixelSize: (width: Int, height: Int) { (backend.frameBuffer.width, backend.frameBuffer.height) }
}

/// One pixel's colour, 0…255 per component, not premultiplied.
public struct RGBA: Equatable, Sendable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// Whether every component is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
    public var description: String { "RGBA(\(red), \(green), \(blue), \(alpha))" }
}

extension RGBA {
    /// The pixel a colour is drawn as (opaque), resolved for `traitCollection` (a dynamic
    /// system colour's light or dark value).
    @MainActor
    public init(_ color: UIColor, resolvedWith traitCollection: UITraitCollection) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: traitCollection).getRed(&r, green: &g, blue: &b, alpha: &a)
        func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        self.init(red: byte(r), green: byte(g), blue: byte(b))
    }
}
