import CX11
import CXTest
import Foundation
import Synchronization

/// Plays the user (and the other programs on the desktop) for the drag tests: a connection of
/// its own to the test's X server that injects pointer and key input with XTest, moves the
/// keyboard focus and takes grabs.
///
/// Coordinates are screen pixels; without a window manager the app's window sits at (0, 0),
/// so they are window pixels too.
///
/// **Real time.** The server stamps an XTest event with its own clock (milliseconds) when it
/// processes it, and the app computes velocity from those stamps. So a drag is paced with the
/// real clock: each motion is sent and flushed at its scheduled instant and the thread sleeps
/// in between (`slide`). This is one of the few places where sleeping in a test is the point
/// rather than a guess: the sleep *is* the input's timing, not a wait for something to happen.
///
/// Close it before the server goes away (Xlib ends the process when a connection is lost).
final class XInputDriver {
    struct Failure: Error, CustomStringConvertible { let description: String }

    private var display: OpaquePointer?
    let root: Window

    init(displayName: String) throws {
        InputErrorHandler.install()
        guard let display = XOpenDisplay(displayName) else {
            throw Failure(description: "cannot open an input connection to \(displayName)")
        }
        InputErrorHandler.connections.withLock { _ = $0.insert(UInt(bitPattern: display)) }
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display, &event, &error, &major, &minor) != 0 else {
            XCloseDisplay(display)
            InputErrorHandler.connections.withLock { _ = $0.remove(UInt(bitPattern: display)) }
            throw Failure(description: "the X server at \(displayName) has no XTest extension")
        }
        self.display = display
        root = XDefaultRootWindow(display)
    }

    deinit { close() }

    /// Closes the connection (idempotent); grabs it holds end with it.
    func close() {
        guard let display else { return }
        self.display = nil
        XCloseDisplay(display)
        InputErrorHandler.connections.withLock { _ = $0.remove(UInt(bitPattern: display)) }
    }

    private var connection: OpaquePointer {
        guard let display else { preconditionFailure("the input connection was already closed") }
        return display
    }

    /// A round trip: the server has processed (and stamped) everything sent so far.
    func sync() { XSync(connection, 0) }

    // MARK: Pointer and keys

    /// Moves the pointer to (`x`, `y`) and sends the request right away.
    func move(to x: Int, _ y: Int) {
        XTestFakeMotionEvent(connection, -1, Int32(x), Int32(y), 0)
        XFlush(connection)
    }

    /// Presses or releases the primary button where the pointer is.
    func button(down: Bool) {
        XTestFakeButtonEvent(connection, 1, down ? 1 : 0, 0)
        XFlush(connection)
    }

    /// Presses or releases pointer button `number` (8: the mouse's Back button; 6: scroll left).
    func button(_ number: UInt32, down: Bool) {
        XTestFakeButtonEvent(connection, number, down ? 1 : 0, 0)
        XFlush(connection)
    }

    /// Presses or releases the key that types `keySymbol` (e.g. `XK_Shift_L`, 0xffe1, held over a drag).
    func key(_ keySymbol: UInt32, down: Bool) {
        let keycode = UInt32(XKeysymToKeycode(connection, KeySym(keySymbol)))
        precondition(keycode != 0, "no key types keysym \(keySymbol) on this server")
        XTestFakeKeyEvent(connection, keycode, down ? 1 : 0, 0)
        sync()
    }

    /// Presses `keySymbol` with Control held (e.g. Ctrl+Q: 0x71).
    func tapWithControl(keySymbol: UInt32) {
        let control = UInt32(XKeysymToKeycode(connection, KeySym(0xffe3)))   // XK_Control_L
        XTestFakeKeyEvent(connection, control, 1, 0)
        tap(keySymbol: keySymbol)
        XTestFakeKeyEvent(connection, control, 0, 0)
        sync()
    }

    /// Presses and releases the key that types `keySymbol` (e.g. `XK_Escape`, 0xff1b).
    func tap(keySymbol: UInt32) {
        let keycode = UInt32(XKeysymToKeycode(connection, KeySym(keySymbol)))
        precondition(keycode != 0, "no key types keysym \(keySymbol) on this server")
        XTestFakeKeyEvent(connection, keycode, 1, 0)
        XTestFakeKeyEvent(connection, keycode, 0, 0)
        sync()
    }

    /// What one paced motion sequence did, for messages.
    struct Slide: CustomStringConvertible {
        /// Motion events sent.
        var steps: Int
        /// Wall-clock time from the first to the last motion sent.
        var elapsed: Duration
        /// Steps that were sent more than 4 ms after their scheduled instant (a busy machine).
        var lateSteps: Int
        /// Each motion as sent: seconds since the slide began (wall clock) and the position.
        var sent: [(seconds: Double, x: Int, y: Int)] = []
        var description: String { "\(steps) motions over \(elapsed.seconds * 1000) ms (\(lateSteps) late by > 4 ms)" }

        /// The velocity of the motions as they were really sent, in pixels per second: the slope
        /// of a least-squares line through the last `window` seconds of them (what a velocity
        /// tracker fitting the server's timestamps sees; a late step on a busy machine changes
        /// it, and this says by how much).
        func sentVelocity(overLast window: Double = 0.1) -> (x: Double, y: Double) {
            guard let last = sent.last else { return (0, 0) }
            let recent = sent.filter { $0.seconds >= last.seconds - window }
            guard recent.count >= 2 else { return (0, 0) }
            let n = Double(recent.count)
            let mt = recent.map(\.seconds).reduce(0, +) / n
            let mx = recent.map { Double($0.x) }.reduce(0, +) / n, my = recent.map { Double($0.y) }.reduce(0, +) / n
            let stt = recent.map { ($0.seconds - mt) * ($0.seconds - mt) }.reduce(0, +)
            guard stt > 0 else { return (0, 0) }
            let stx = recent.map { ($0.seconds - mt) * (Double($0.x) - mx) }.reduce(0, +)
            let sty = recent.map { ($0.seconds - mt) * (Double($0.y) - my) }.reduce(0, +)
            return (stx / stt, sty / stt)
        }
    }

    /// Moves the pointer in a straight line from (`x0`, `y0`) to (`x1`, `y1`) over `duration`:
    /// one motion every `interval`, each sent at its scheduled instant measured from the start
    /// (so a late step does not delay the ones after it). `between` runs after every step
    /// except the last, with the step's index (e.g. to read pixels while the finger is down).
    /// Does not press or release.
    @discardableResult
    func slide(from x0: Int, _ y0: Int, to x1: Int, _ y1: Int, duration: Duration,
               interval: Duration = .milliseconds(8), between: (Int) -> Void = { _ in }) -> Slide {
        let steps = max(1, Int((duration.seconds / interval.seconds).rounded()))
        let clock = ContinuousClock()
        let start = clock.now
        var late = 0
        var sent: [(seconds: Double, x: Int, y: Int)] = []
        for i in 1...steps {
            let due = start + duration * (Double(i) / Double(steps))
            let remaining = due - clock.now
            if remaining > .zero {
                usleep(useconds_t(remaining.seconds * 1_000_000))
            } else if remaining < .milliseconds(-4) {
                late += 1
            }
            let f = Double(i) / Double(steps)
            let x = x0 + Int((Double(x1 - x0) * f).rounded()), y = y0 + Int((Double(y1 - y0) * f).rounded())
            move(to: x, y)
            sent.append(((clock.now - start).seconds, x, y))
            if i < steps { between(i) }
        }
        return Slide(steps: steps, elapsed: clock.now - start, lateSteps: late, sent: sent)
    }

    // MARK: What other programs do

    /// Gives the keyboard focus to `window` (what a window manager does on a click), or to
    /// `PointerRoot` (focus follows the pointer) when `window` is nil.
    func setFocus(_ window: Window?) {
        XSetInputFocus(connection, window ?? Window(PointerRoot), Int32(RevertToPointerRoot), Time(CurrentTime))
        sync()
    }

    /// The window that has the keyboard focus (`PointerRoot` is 1, `None` is 0).
    var focus: Window {
        var window: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(connection, &window, &revert)
        return window
    }

    /// Tries to take an active pointer grab on the root window, as a screen locker or a
    /// window manager's move mode does; returns the status (`GrabSuccess`, `AlreadyGrabbed`, …).
    func grabPointer() -> Int32 {
        let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        let status = XGrabPointer(connection, root, 0, mask, GrabModeAsync, GrabModeAsync, Window(0), Cursor(0), Time(CurrentTime))
        sync()
        return status
    }

    func ungrabPointer() {
        XUngrabPointer(connection, Time(CurrentTime))
        sync()
    }

    /// Takes an active keyboard grab on the root window, as a screen locker or a window
    /// switcher (Alt-Tab) does; returns the status.
    func grabKeyboard() -> Int32 {
        let status = XGrabKeyboard(connection, root, 0, GrabModeAsync, GrabModeAsync, Time(CurrentTime))
        sync()
        return status
    }

    func ungrabKeyboard() {
        XUngrabKeyboard(connection, Time(CurrentTime))
        sync()
    }

    /// Unmaps (hides) or maps (shows) `window`, as a window manager does when it minimises or
    /// restores it, and waits until the server did it.
    func setMapped(_ window: Window, _ mapped: Bool) {
        if mapped { XMapWindow(connection, window) } else { XUnmapWindow(connection, window) }
        sync()
    }
}

/// Xlib's default error handler ends the process, and a request of the input connection can
/// fail legitimately (focusing a window the app just unmapped or destroyed). This handler
/// swallows the errors of `XInputDriver` connections (the failing call just has no effect)
/// and passes every other connection's errors to the handler installed before it (the
/// observer's, which does the same for its own connections, or Xlib's default).
private enum InputErrorHandler {
    struct Previous: @unchecked Sendable { var handler: XErrorHandler? }

    static let connections = Mutex(Set<UInt>())
    private static let previous = Mutex(Previous(handler: nil))

    /// Installed once, on first use.
    private static let installation: Void = {
        let old = XSetErrorHandler { display, event in
            let address = display.map { UInt(bitPattern: $0) } ?? 0
            if InputErrorHandler.connections.withLock({ $0.contains(address) }) { return 0 }
            return InputErrorHandler.previous.withLock { $0 }.handler?(display, event) ?? 0
        }
        previous.withLock { $0 = Previous(handler: old) }
    }()

    static func install() { installation }
}
