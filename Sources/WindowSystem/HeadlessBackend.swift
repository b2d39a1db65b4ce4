import CoreGraphics
import Foundation

/// A backend with no window: frames are rendered into an image in memory.
///
/// Tests and `--headless` use it. Input arrives through `post(_:)` (scripted pointer input,
/// for example) and is handed out by `pendingEvents()` in order.
@MainActor
package final class HeadlessBackend: WindowSystemBackend {
    package private(set) var size: CGSize
    package let scale: CGFloat
    package private(set) var frameBuffer: CairoSurface
    package var title: String
    private var queue: [WindowSystemEvent] = []
    /// The clipboard: with no window system it lives in this process.
    private var clipboard: String?

    /// Creates a headless screen of `size` points at `scale` device pixels per point. Its frame
    /// buffer is opaque (RGB24), as a window's is.
    package init(size: CGSize, scale: CGFloat = 1, title: String = "") {
        self.size = size
        self.scale = scale
        self.title = title
        frameBuffer = CairoSurface(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()), opaque: true)
    }

    /// The frame buffer is what is shown: nothing to copy (`ScreenDriver.lastDamage` has
    /// the last frame's rectangles; nothing here grows with the number of frames).
    package func present(_ damage: [PixelRect]) {}

    package func pendingEvents() -> [WindowSystemEvent] {
        defer { queue.removeAll() }
        return queue
    }

    /// Queues an event as if the window system had delivered it. A `.resized` event resizes the
    /// frame buffer as a real window would.
    package func post(_ event: WindowSystemEvent) {
        if case .resized(let newSize) = event { resize(to: newSize) }
        queue.append(event)
    }

    package var eventFileDescriptor: Int32? { nil }
    package var hasBufferedEvents: Bool { !queue.isEmpty }
    package func flush() {}
    /// Takes the size at once: a `.resized` event for the next frame.
    package func requestSize(_ size: CGSize) {
        guard size.width >= 1, size.height >= 1, size != self.size else { return }
        post(.resized(size))
    }

    /// Keeps the text in this backend's in-process clipboard.
    package func setClipboardText(_ text: String?) { clipboard = text }
    /// Answers at once, with the next events.
    package func requestClipboardText() { queue.append(.clipboardText(clipboard)) }

    private func resize(to newSize: CGSize) {
        size = newSize
        frameBuffer = CairoSurface(width: Int((newSize.width * scale).rounded()), height: Int((newSize.height * scale).rounded()), opaque: true)
    }
}
