import Foundation
import WindowSystem

/// Scripted pointer input: the mouse as a finger, with explicit timestamps on the screen's
/// manual clock. Positions are in screen points. Events are delivered at the next frame, as
/// the live loop delivers the window system's.
///
///     screen.press(at: CGPoint(x: 5, y: 300))
///     screen.drag(to: CGPoint(x: 200, y: 300), duration: 0.25)   // 800 pt/s, 120 samples/s
///     screen.release()
extension HeadlessScreen {
    /// Presses the primary button at `point` (at `time`, default now) and runs a frame.
    public func press(at point: CGPoint, time: TimeInterval? = nil) {
        pointer = point
        backend.post(.pointerDown(button: 1, location: point, timestamp: time ?? now, modifiers: []))
        renderFrame()
    }

    /// Moves the pointer to `point` (at `time`, default now) without running a frame, so several
    /// moves can arrive in one frame as they do from a real mouse.
    public func move(to point: CGPoint, time: TimeInterval? = nil) {
        pointer = point
        backend.post(.pointerMoved(location: point, timestamp: time ?? now, modifiers: []))
    }

    /// Releases the primary button where the pointer is (or at `point`) and runs a frame.
    public func release(at point: CGPoint? = nil, time: TimeInterval? = nil) {
        if let point { pointer = point }
        backend.post(.pointerUp(button: 1, location: pointer, timestamp: time ?? now, modifiers: []))
        renderFrame()
    }

    /// Moves the pointer in a straight line from where it is to `point` over `duration`
    /// seconds: `sampleRate` motion samples per second, a frame every `1 / frameRate` seconds,
    /// the clock advancing in step. Does not press or release.
    public func drag(to point: CGPoint, duration: TimeInterval, sampleRate: Double = 120, frameRate: Double = 60) {
        guard duration > 0, duration.isFinite, sampleRate > 0, frameRate > 0 else {
            move(to: point)
            renderFrame()
            return
        }
        let start = pointer, t0 = now
        let samples = max(1, Int((duration * sampleRate).rounded()))
        var nextFrame = t0 + 1 / frameRate
        for i in 1...samples {
            let t = t0 + duration * Double(i) / Double(samples)
            while nextFrame < t - 1e-12 {   // frames that fall between samples
                advance(by: nextFrame - now)
                renderFrame()
                nextFrame += 1 / frameRate
            }
            advance(by: t - now)
            let f = CGFloat(i) / CGFloat(samples)
            move(to: CGPoint(x: start.x + (point.x - start.x) * f, y: start.y + (point.y - start.y) * f), time: t)
        }
        renderFrame()
    }

    /// Keeps the pointer where it is for `seconds`, running frames (a pause before release).
    public func hold(for seconds: TimeInterval, frameRate: Double = 60) { run(for: seconds, frameRate: frameRate) }

    /// Presses Escape (which cancels a drag in flight) and runs a frame.
    public func pressEscape() {
        backend.post(.keyDown(keySymbol: 0xff1b, characters: "\u{1b}", timestamp: now, modifiers: []))
        backend.post(.keyUp(keySymbol: 0xff1b, characters: "\u{1b}", timestamp: now, modifiers: []))
        renderFrame()
    }

    /// The window loses keyboard focus (which cancels a drag in flight) and runs a frame.
    public func loseFocus() {
        backend.post(.focusOut)
        renderFrame()
    }

    /// Another program takes the pointer grab (which cancels a drag in flight) and runs a frame.
    public func loseGrab() {
        backend.post(.grabLost(timestamp: now))
        renderFrame()
    }
}

extension HeadlessScreen {
    /// Keys that type no text.
    public enum SpecialKey: Sendable {
        case escape, backspace, returnKey, tab, left, right, up, down
        case pageUp, pageDown, home, end

        var keySymbol: UInt32 {
            switch self {
            case .escape: 0xff1b
            case .backspace: 0xff08
            case .returnKey: 0xff0d
            case .tab: 0xff09
            case .left: 0xff51
            case .up: 0xff52
            case .right: 0xff53
            case .down: 0xff54
            case .pageUp: 0xff55
            case .pageDown: 0xff56
            case .home: 0xff50
            case .end: 0xff57
            }
        }

        var characters: String {
            switch self {
            case .escape: "\u{1b}"
            case .backspace: "\u{8}"
            case .returnKey: "\r"
            case .tab: "\t"
            default: ""
            }
        }
    }

    /// Types `text` (Latin-1 characters), one key press and release per character, and runs a frame.
    public func type(_ text: String) {
        for scalar in text.unicodeScalars where scalar.value < 256 {
            let c = String(scalar)
            let shift = scalar.properties.isUppercase
            let symbol = shift ? String(c).lowercased().unicodeScalars.first!.value : scalar.value
            backend.post(.keyDown(keySymbol: symbol, characters: c, timestamp: now, modifiers: shift ? .shift : []))
            backend.post(.keyUp(keySymbol: symbol, characters: c, timestamp: now, modifiers: shift ? .shift : []))
        }
        renderFrame()
    }

    /// Presses and releases a special key (with Alt held when `alternate`, Control when
    /// `control`) and runs a frame.
    public func press(_ key: SpecialKey, alternate: Bool = false, control: Bool = false) {
        var modifiers: KeyModifiers = alternate ? .alternate : []
        if control { modifiers.insert(.control) }
        backend.post(.keyDown(keySymbol: key.keySymbol, characters: key.characters, timestamp: now, modifiers: modifiers))
        backend.post(.keyUp(keySymbol: key.keySymbol, characters: key.characters, timestamp: now, modifiers: modifiers))
        renderFrame()
    }
}

extension HeadlessScreen {
    /// Turns the mouse wheel `clicks` notches at `point` (negative: up, or left with
    /// `horizontal`), one every `interval` seconds with a frame after each — X buttons 4 and 5
    /// (6 and 7 horizontally). Held `control` makes it a pinch, `control` and `shift` a rotation.
    public func scrollWheel(at point: CGPoint, clicks: Int, horizontal: Bool = false,
                            control: Bool = false, shift: Bool = false, interval: TimeInterval = 0.05) {
        pointer = point
        var modifiers: KeyModifiers = []
        if control { modifiers.insert(.control) }
        if shift { modifiers.insert(.shift) }
        let button = horizontal ? (clicks < 0 ? 6 : 7) : (clicks < 0 ? 4 : 5)
        for i in 0..<abs(clicks) {
            if i > 0 { run(for: interval) }
            backend.post(.pointerDown(button: button, location: point, timestamp: now, modifiers: modifiers))
            backend.post(.pointerUp(button: button, location: point, timestamp: now, modifiers: modifiers))
            renderFrame()
        }
    }

    /// Scrolls by `delta` points at `point` as a smooth-scrolling device does (XInput2 scroll
    /// valuators; positive: down or right), and runs a frame. `continuous`: a touchpad, whose
    /// deltas move the content at once; otherwise a high-resolution wheel, animated as clicks are.
    public func scrollPrecisely(at point: CGPoint, by delta: CGVector, continuous: Bool = true, shift: Bool = false) {
        pointer = point
        backend.post(.scrolled(delta: delta, location: point, timestamp: now, modifiers: shift ? .shift : [],
                               continuous: continuous))
        renderFrame()
    }

    /// Presses the secondary button at `point` (with Shift held when `shift`) and runs a frame:
    /// with the drag that follows (`drag(to:duration:)`), two fingers pinching about `point`, or
    /// rotating with Shift.
    public func pressSecondary(at point: CGPoint, shift: Bool = false, time: TimeInterval? = nil) {
        pointer = point
        backend.post(.pointerDown(button: 3, location: point, timestamp: time ?? now, modifiers: shift ? [.shift] : []))
        renderFrame()
    }

    /// Releases the secondary button where the pointer is (or at `point`) and runs a frame.
    public func releaseSecondary(at point: CGPoint? = nil, time: TimeInterval? = nil) {
        if let point { pointer = point }
        backend.post(.pointerUp(button: 3, location: pointer, timestamp: time ?? now, modifiers: []))
        renderFrame()
    }

    /// Moves the pointer to `point` with no button held (hovering) and runs a frame.
    public func hover(to point: CGPoint) {
        move(to: point)
        renderFrame()
    }
}
