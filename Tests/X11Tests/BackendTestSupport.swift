import CCairo
import CX11
import CoreGraphics
import Foundation
import Testing
import WindowSystem

/// Opaque colours as the X server shows them on a 24-bit visual (0xRRGGBB).
enum Colour {
    static let red: UInt32 = 0xff0000, green: UInt32 = 0x00ff00, blue: UInt32 = 0x0000ff, white: UInt32 = 0xffffff

    /// The same colour as Cairo source components.
    static func components(_ rgb: UInt32) -> (Double, Double, Double) {
        (Double(rgb >> 16 & 0xff) / 255, Double(rgb >> 8 & 0xff) / 255, Double(rgb & 0xff) / 255)
    }
}

extension X11Backend {
    /// Fills device-pixel rectangles of the frame buffer with opaque colours, using Cairo.
    func fill(_ rects: [(PixelRect, UInt32)]) {
        let cr = cairo_create(frameBuffer.handle)
        for (rect, rgb) in rects {
            let (r, g, b) = Colour.components(rgb)
            cairo_set_source_rgb(cr, r, g, b)
            cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
            cairo_fill(cr)
        }
        cairo_destroy(cr)
    }

    /// A round trip on the backend's own connection: afterwards everything the server sent
    /// before it is queued in Xlib.
    func flushAndWait() { XSync(displayHandle, 0) }

    /// Sends a request that fails with BadWindow (for testing the error handler).
    func mapForeignWindow(_ window: UInt) { XMapWindow(displayHandle, Window(window)) }

    /// The whole frame buffer in device pixels.
    var fullFrame: PixelRect { PixelRect(x: 0, y: 0, width: frameBuffer.width, height: frameBuffer.height) }

    /// Collects events until `isComplete` says the expected ones are there, or `timeout` passes.
    ///
    /// The X server delivers asynchronously, so tests wait for it; between checks the loop
    /// sleeps in `poll()` on the connection (never a fixed delay), and the outcome is asserted
    /// by the caller on what arrived.
    func events(timeout: Duration = .seconds(5),
                until isComplete: ([WindowSystemEvent]) -> Bool) -> [WindowSystemEvent] {
        let clock = ContinuousClock(), deadline = clock.now + timeout
        var events: [WindowSystemEvent] = []
        while true {
            events += pendingEvents()
            if isComplete(events) || clock.now >= deadline { return events }
            if !hasBufferedEvents, let fd = eventFileDescriptor {
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&pfd, 1, 20)
            }
        }
    }

    /// Waits for the first event that `matches` accepts; returns everything collected.
    func events(untilFirst matches: @escaping (WindowSystemEvent) -> Bool) -> [WindowSystemEvent] {
        events { $0.contains(where: matches) }
    }
}

extension WindowSystemEvent {
    var isPointerEvent: Bool {
        switch self {
        case .pointerDown, .pointerUp, .pointerMoved: true
        default: false
        }
    }

    var isPointerUp: Bool { if case .pointerUp = self { true } else { false } }
    var isExposed: Bool { if case .exposed = self { true } else { false } }
    var isResized: Bool { if case .resized = self { true } else { false } }

    var timestamp: TimeInterval? {
        switch self {
        case .pointerDown(_, _, let t, _), .pointerUp(_, _, let t, _), .pointerMoved(_, let t, _),
             .keyDown(_, _, let t, _), .keyUp(_, _, let t, _), .pointerLeft(let t), .grabLost(let t): t
        default: nil
        }
    }
}

/// Hex for failure messages.
func hex(_ value: UInt32?) -> String { value.map { "0x" + String($0, radix: 16) } ?? "nil" }

extension XvfbServer {
    /// Opens a backend on this server and waits until its window exists and is mapped, so
    /// that another connection can look at it (the two connections' requests are not ordered).
    @MainActor
    func openBackend(size: CGSize, title: String, scale: CGFloat? = nil, useSharedMemory: Bool = true) throws -> X11Backend {
        let backend = try X11Backend(displayName: displayName, size: size, title: title, scale: scale, useSharedMemory: useSharedMemory)
        backend.flushAndWait()
        return backend
    }
}
