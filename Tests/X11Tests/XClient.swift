import CX11
import CXTest
import Foundation
import Testing
import WindowSystem

/// A second connection to the test's X server that plays the user, the window manager and the
/// screen: it reads pixels back, injects input with XTest and changes the window from outside.
@MainActor
final class XClient {
    struct Failure: Error, CustomStringConvertible { let description: String }

    let display: OpaquePointer
    let root: Window

    init(_ server: XvfbServer) throws {
        guard let display = XOpenDisplay(server.displayName) else {
            throw Failure(description: "cannot open helper connection to \(server.displayName)")
        }
        self.display = display
        root = XDefaultRootWindow(display)
    }

    isolated deinit { XCloseDisplay(display) }

    /// Waits until the server has processed everything sent so far.
    func sync() { XSync(display, 0) }

    // MARK: Reading pixels back

    /// The pixels the server shows for a rectangle of `window` (default: the whole window
    /// as large as given), or nil when the server refuses (window not viewable).
    func snapshot(of window: UInt, x: Int = 0, y: Int = 0, width: Int, height: Int) -> Snapshot? {
        guard let image = XGetImage(display, Window(window), Int32(x), Int32(y), UInt32(width), UInt32(height),
                                    UInt.max, ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let stride = Int(image.pointee.bytes_per_line)
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                let word = UnsafeRawPointer(data).loadUnaligned(fromByteOffset: row * stride + column * 4, as: UInt32.self)
                pixels[row * width + column] = word & 0xff_ffff
            }
        }
        return Snapshot(x: x, y: y, width: width, height: height, pixels: pixels)
    }

    /// One pixel of `window` as 0xRRGGBB, or nil when it cannot be read.
    func pixel(of window: UInt, x: Int, y: Int) -> UInt32? {
        snapshot(of: window, x: x, y: y, width: 1, height: 1)?.pixels.first
    }

    /// What `backend`'s window shows, after a round trip on the backend's connection: requests
    /// from two connections are not ordered with each other, so without it this read could
    /// overtake the backend's last `XPutImage`.
    func snapshot(of backend: X11Backend, x: Int = 0, y: Int = 0, width: Int, height: Int) -> Snapshot? {
        backend.flushAndWait()
        return snapshot(of: backend.windowID, x: x, y: y, width: width, height: height)
    }

    /// One pixel of `backend`'s window as 0xRRGGBB, after a round trip on the backend's connection.
    func pixel(of backend: X11Backend, x: Int, y: Int) -> UInt32? {
        backend.flushAndWait()
        return pixel(of: backend.windowID, x: x, y: y)
    }

    // MARK: Input through XTest (screen coordinates; without a window manager the window is at 0,0)

    func movePointer(to x: Int, _ y: Int) {
        XTestFakeMotionEvent(display, -1, Int32(x), Int32(y), 0)
    }

    func button(_ button: UInt32, down: Bool) {
        XTestFakeButtonEvent(display, button, down ? 1 : 0, 0)
    }

    func key(_ keySymbol: UInt32, down: Bool) {
        let keycode = XKeysymToKeycode(display, KeySym(keySymbol))
        XTestFakeKeyEvent(display, UInt32(keycode), down ? 1 : 0, 0)
    }

    func focus(_ window: UInt) {
        XSetInputFocus(display, Window(window), Int32(RevertToPointerRoot), UInt(CurrentTime))
    }

    // MARK: What a window manager or another client does

    func resize(_ window: UInt, width: Int, height: Int) {
        XResizeWindow(display, Window(window), UInt32(width), UInt32(height))
    }

    func unmap(_ window: UInt) { XUnmapWindow(display, Window(window)) }
    func map(_ window: UInt) { XMapWindow(display, Window(window)) }

    /// Asks the window to close as a window manager does: `WM_PROTOCOLS` / `WM_DELETE_WINDOW`.
    func sendDeleteWindow(to window: UInt) {
        var event = XEvent()
        var message = XClientMessageEvent()
        message.type = ClientMessage
        message.window = Window(window)
        message.message_type = atom("WM_PROTOCOLS")
        message.format = 32
        message.data.l.0 = Int(bitPattern: UInt(atom("WM_DELETE_WINDOW")))
        message.data.l.1 = Int(CurrentTime)
        event.xclient = message
        XSendEvent(display, Window(window), 0, NoEventMask, &event)
    }

    /// Replaces the root window's `RESOURCE_MANAGER` property, as `xrdb -load` does.
    func setResources(_ text: String) {
        let bytes = Array(text.utf8)
        XChangeProperty(display, root, atom("RESOURCE_MANAGER"), atom("STRING"), 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    func grabKeyboard() -> Bool {
        XGrabKeyboard(display, root, 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime)) == GrabSuccess
    }

    func ungrabKeyboard() { XUngrabKeyboard(display, UInt(CurrentTime)) }

    /// A text property of `window` as bytes decoded in `encoding` (nil when missing).
    func stringProperty(_ name: String, of window: UInt, encoding: String.Encoding = .utf8) -> String? {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, Window(window), atom(name), 0, 4096, 0, UInt(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        return String(data: Data(bytes: data, count: Int(count)), encoding: encoding)
    }

    /// An ATOM-list property of `window` (nil when missing).
    func atoms(_ name: String, of window: UInt) -> [Atom]? {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, Window(window), atom(name), 0, 64, 0, UInt(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success, let data, format == 32 else { return nil }
        defer { XFree(data) }
        // Format-32 properties come back as C longs.
        return UnsafeRawPointer(data).withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }

    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
}

/// Pixels read back from the server, 0xRRGGBB.
struct Snapshot {
    let x: Int, y: Int, width: Int, height: Int
    let pixels: [UInt32]

    /// The pixel at window coordinates (inside the snapshot).
    subscript(x: Int, y: Int) -> UInt32 { pixels[(y - self.y) * width + (x - self.x)] }
}
