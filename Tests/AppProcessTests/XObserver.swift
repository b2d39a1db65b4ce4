import CX11
import Foundation
import Synchronization

/// The test's own connection to the app's X server: it finds the app's window, reads back the
/// pixels the server shows, and does what a window manager would (resize, ask to close).
///
/// Requests from two connections are not ordered with each other, so a read may come before the
/// app's last drawing reached the server: callers poll until what they expect shows up (or a
/// deadline passes) and then assert on what they read last.
///
/// Close it before the server goes away: Xlib ends the whole process when a connection is lost.
final class XObserver {
    struct Failure: Error, CustomStringConvertible { let description: String }

    private var display: OpaquePointer?
    let root: Window

    init(displayName: String) throws {
        ObserverErrorHandler.install()
        guard let display = XOpenDisplay(displayName) else {
            throw Failure(description: "cannot open a test connection to \(displayName)")
        }
        ObserverErrorHandler.adopt(display)
        self.display = display
        root = XDefaultRootWindow(display)
    }

    deinit { close() }

    /// Closes the connection (idempotent).
    func close() {
        guard let display else { return }
        self.display = nil
        XCloseDisplay(display)
        ObserverErrorHandler.release(display)
    }

    private var connection: OpaquePointer {
        guard let display else { preconditionFailure("the test connection was already closed") }
        return display
    }

    /// A round trip: the server has processed every request sent on this connection.
    func sync() { XSync(connection, 0) }

    // MARK: Windows

    /// The viewable top-level window whose title (`_NET_WM_NAME` or `WM_NAME`) is `title`, or
    /// names a document before it ("Interactive modal sheet — Playground" for "Playground").
    func topLevelWindow(titled title: String) -> Window? {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(connection, root, &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        return UnsafeBufferPointer(start: children, count: Int(count)).first { window in
            guard let shown = self.title(of: window) else { return false }
            return (shown == title || shown.hasSuffix(" — " + title)) && isViewable(window)
        }
    }

    /// Waits (at most `timeout`) for ``topLevelWindow(titled:)``.
    func waitForWindow(titled title: String, timeout: Duration = .seconds(10)) async throws -> Window? {
        var found: Window?
        try await waitUntil(timeout: timeout) {
            found = topLevelWindow(titled: title)
            return found != nil
        }
        return found
    }

    /// The title a window manager shows: `_NET_WM_NAME` (UTF-8), else `WM_NAME`.
    func title(of window: Window) -> String? {
        utf8Property("_NET_WM_NAME", of: window) ?? legacyTitle(of: window)
    }

    /// `WM_NAME` decoded from its encoding (STRING is Latin-1; UTF8_STRING is UTF-8), as
    /// pre-EWMH window managers read it; nil for another encoding.
    func legacyTitle(of window: Window) -> String? {
        var property = XTextProperty()
        guard XGetWMName(connection, window, &property) != 0, let value = property.value, property.format == 8 else { return nil }
        defer { XFree(value) }
        let bytes = UnsafeBufferPointer(start: value, count: Int(property.nitems))
        switch property.encoding {
        case atom("UTF8_STRING"): return String(decoding: bytes, as: UTF8.self)
        case atom("STRING"): return String(bytes.map { Character(Unicode.Scalar($0)) })
        default: return nil
        }
    }

    /// A window's property of 32-bit items (CARDINAL and the like), or nil when it is not set.
    func cardinals(_ name: String, of window: Window) -> [UInt]? {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(connection, window, atom(name), 0, 1 << 20, 0, UInt(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 32 else { return nil }
        // Format-32 items arrive as C longs, sign-extended by Xlib: keep their 32 bits.
        return UnsafeRawPointer(data).withMemoryRebound(to: UInt.self, capacity: Int(count)) {
            UnsafeBufferPointer(start: $0, count: Int(count)).map { $0 & 0xffff_ffff }
        }
    }

    /// The class part of `window`'s `WM_CLASS` (what launchers match to a .desktop file).
    func windowClass(of window: Window) -> String? {
        var hint = XClassHint()
        guard XGetClassHint(connection, window, &hint) != 0 else { return nil }
        defer {
            if let c = hint.res_class { XFree(c) }
            if let n = hint.res_name { XFree(n) }
        }
        return hint.res_class.map { String(cString: $0) }
    }

    func isViewable(_ window: Window) -> Bool {
        var attributes = XWindowAttributes()
        return XGetWindowAttributes(connection, window, &attributes) != 0 && attributes.map_state == IsViewable
    }

    /// Position in the parent and size, in device pixels.
    struct Geometry: Equatable, CustomStringConvertible {
        var x: Int, y: Int, width: Int, height: Int
        var description: String { "\(width)×\(height) at (\(x), \(y))" }
    }

    func geometry(of window: Window) -> Geometry? {
        var rootReturn: Window = 0
        var x: Int32 = 0, y: Int32 = 0
        var width: UInt32 = 0, height: UInt32 = 0, border: UInt32 = 0, depth: UInt32 = 0
        guard XGetGeometry(connection, window, &rootReturn, &x, &y, &width, &height, &border, &depth) != 0 else { return nil }
        return Geometry(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
    }

    private func utf8Property(_ name: String, of window: Window) -> String? {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(connection, window, atom(name), 0, 1024, 0, UInt(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 8 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }

    func atom(_ name: String) -> Atom { XInternAtom(connection, name, 0) }

    /// The names in `window`'s `WM_PROTOCOLS`: a window manager sends `WM_DELETE_WINDOW` only
    /// to windows that list it (and kills the others' connection instead).
    func protocols(of window: Window) -> [String] {
        var list: UnsafeMutablePointer<Atom>?
        var count: Int32 = 0
        guard XGetWMProtocols(connection, window, &list, &count) != 0, let list else { return [] }
        defer { XFree(list) }
        return UnsafeBufferPointer(start: list, count: Int(count)).compactMap { atom in
            guard let name = XGetAtomName(connection, atom) else { return nil }
            defer { XFree(name) }
            return String(cString: name)
        }
    }

    // MARK: Pixels

    /// The pixels the server shows in a rectangle of `window`, or nil when it refuses (the
    /// window is gone, unmapped, or the rectangle is not inside it).
    func pixels(of window: Window, x: Int = 0, y: Int = 0, width: Int, height: Int) -> PixelArea? {
        guard let image = XGetImage(connection, window, Int32(x), Int32(y), UInt32(width), UInt32(height),
                                    UInt.max, ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let masks = (image.pointee.red_mask, image.pointee.green_mask, image.pointee.blue_mask)
        func channel(_ pixel: UInt, _ mask: UInt) -> UInt8 {
            guard mask != 0 else { return 0 }
            let value = (pixel & mask) >> UInt(mask.trailingZeroBitCount)
            let maximum = mask >> UInt(mask.trailingZeroBitCount)
            return UInt8(value * 255 / maximum)
        }
        var colours: [RGB] = []
        colours.reserveCapacity(width * height)
        for row in 0..<height {
            for column in 0..<width {
                // get_pixel is what the XGetPixel macro calls: it knows the image's byte order and depth.
                let pixel = image.pointee.f.get_pixel(image, Int32(column), Int32(row))
                colours.append(RGB(channel(pixel, masks.0), channel(pixel, masks.1), channel(pixel, masks.2)))
            }
        }
        return PixelArea(x: x, y: y, width: width, height: height, colours: colours)
    }

    func pixel(of window: Window, x: Int, y: Int) -> RGB? {
        pixels(of: window, x: x, y: y, width: 1, height: 1)?.colours.first
    }

    /// Polls until every `(x, y) → colour` in `expected` shows (within `tolerance` per
    /// channel) or `timeout` passes; returns what was read last at each point (nil: unreadable).
    func waitForPixels(of window: Window, _ expected: [(x: Int, y: Int, colour: RGB)], tolerance: Int = 0,
                       timeout: Duration = .seconds(5)) async throws -> [RGB?] {
        var seen: [RGB?] = []
        try await waitUntil(timeout: timeout) {
            seen = expected.map { pixel(of: window, x: $0.x, y: $0.y) }
            return zip(seen, expected).allSatisfy { $0.0?.isClose(to: $0.1.colour, tolerance: tolerance) == true }
        }
        return seen
    }

    // MARK: What a window manager does

    /// Resizes `window` as a window manager would, and waits until the server did it.
    func resize(_ window: Window, width: Int, height: Int) {
        XResizeWindow(connection, window, UInt32(width), UInt32(height))
        sync()
    }

    /// Asks `window` to close as a window manager does: a `WM_PROTOCOLS` ClientMessage carrying
    /// `WM_DELETE_WINDOW`.
    func sendDeleteWindow(to window: Window) {
        var message = XClientMessageEvent()
        message.type = ClientMessage
        message.display = connection
        message.window = window
        message.message_type = atom("WM_PROTOCOLS")
        message.format = 32
        message.data.l.0 = Int(bitPattern: atom("WM_DELETE_WINDOW"))
        message.data.l.1 = Int(CurrentTime)
        var event = XEvent()
        event.xclient = message
        XSendEvent(connection, window, 0, NoEventMask, &event)
        sync()
    }

    /// Replaces the root window's `RESOURCE_MANAGER` (what `xrdb -load` does), e.g. `"Xft.dpi:\t192\n"`.
    func setRootResources(_ text: String) {
        let bytes = Array(text.utf8)
        XChangeProperty(connection, root, atom("RESOURCE_MANAGER"), atom("STRING"), 8, PropModeReplace,
                        bytes, Int32(bytes.count))
        sync()
    }
}

/// An opaque colour as the server shows it.
struct RGB: Equatable, CustomStringConvertible {
    var red: UInt8, green: UInt8, blue: UInt8

    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    static let red = RGB(255, 0, 0), green = RGB(0, 255, 0), blue = RGB(0, 0, 255), yellow = RGB(255, 255, 0)

    func isClose(to other: RGB, tolerance: Int) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }

    /// Red, green and blue, for `expectNear`.
    var components: [Int] { [Int(red), Int(green), Int(blue)] }

    var description: String { "rgb(\(red), \(green), \(blue))" }
}

/// A rectangle of pixels read from a window; indexed with window coordinates.
struct PixelArea {
    let x: Int, y: Int, width: Int, height: Int
    let colours: [RGB]

    subscript(x: Int, y: Int) -> RGB { colours[(y - self.y) * width + (x - self.x)] }
}

/// Xlib's default error handler ends the process on any protocol error, which a test connection
/// can meet legitimately (the app's window vanishes while being read). This handler takes the
/// errors of the test connections and returns nil from the failing call; errors of other
/// connections in the process (the X11 backend tests run in it too) go to whatever handler was
/// installed before it.
private enum ObserverErrorHandler {
    /// A C function pointer, kept behind the lock.
    struct Previous: @unchecked Sendable { var handler: XErrorHandler? }

    private struct State {
        var previous = Previous(handler: nil)
        var connections: Set<UInt> = []
    }

    private static let state = Mutex(State())

    /// Installed once, on first use (a static's initialiser runs exactly once, thread-safely).
    /// Xlib's global lock is taken outside ours, so the two are never held in opposite orders.
    private static let installation: Void = {
        let previous = XSetErrorHandler { display, event in
            let address = display.map { UInt(bitPattern: $0) } ?? 0
            let previous = ObserverErrorHandler.state.withLock { state in
                state.connections.contains(address) ? nil : state.previous
            }
            guard let previous else { return 0 }   // one of ours: the failing call returns nil or 0
            return previous.handler?(display, event) ?? 0
        }
        state.withLock { $0.previous = Previous(handler: previous) }
    }()

    static func install() { installation }

    static func adopt(_ display: OpaquePointer) {
        _ = state.withLock { $0.connections.insert(UInt(bitPattern: display)) }
    }

    static func release(_ display: OpaquePointer) {
        _ = state.withLock { $0.connections.remove(UInt(bitPattern: display)) }
    }
}

extension XObserver {
    /// Sets a CARDINAL array on the root window, as a window manager publishes `_NET_WORKAREA`.
    func setRootCardinals(_ name: String, _ values: [Int]) {
        var longs = values
        longs.withUnsafeMutableBytes { bytes in
            XChangeProperty(connection, root, atom(name), atom("CARDINAL"), 32, PropModeReplace,
                            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
        sync()
    }

    /// The aspect ratio range of `window`'s `WM_NORMAL_HINTS` (nil when it sets none).
    func aspectHint(of window: Window) -> (min: (Int, Int), max: (Int, Int))? {
        guard let hints = XAllocSizeHints() else { return nil }
        defer { XFree(hints) }
        var supplied = 0
        guard XGetWMNormalHints(connection, window, hints, &supplied) != 0, hints.pointee.flags & Int(PAspect) != 0 else { return nil }
        let h = hints.pointee
        return ((Int(h.min_aspect.x), Int(h.min_aspect.y)), (Int(h.max_aspect.x), Int(h.max_aspect.y)))
    }
}
