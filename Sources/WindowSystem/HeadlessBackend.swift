import CoreGraphics
import Foundation

/// A backend with no window: frames are rendered into an image in memory.
///
/// Tests and `--headless` use it. Input arrives through `post(_:)` (scripted pointer input,
/// for example) and is handed out by `pendingEvents()` in order.
@MainActor
public final class HeadlessBackend: WindowSystemBackend {
    public private(set) var size: CGSize
    public let scale: CGFloat
    public private(set) var frameBuffer: CairoSurface
    public var title: String
    /// Every rectangle presented since the last `resetPresentedDamage()`, in order.
    public private(set) var presentedDamage: [[PixelRect]] = []
    private var queue: [WindowSystemEvent] = []

    /// Creates a headless screen of `size` points at `scale` device pixels per point.
    public init(size: CGSize, scale: CGFloat = 1, title: String = "") {
        self.size = size
        self.scale = scale
        self.title = title
        frameBuffer = CairoSurface(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    public func present(_ damage: [PixelRect]) {
        presentedDamage.append(damage)
    }

    /// Forgets what was presented so far.
    public func resetPresentedDamage() { presentedDamage.removeAll() }

    public func pendingEvents() -> [WindowSystemEvent] {
        defer { queue.removeAll() }
        return queue
    }

    /// Queues an event as if the window system had delivered it. A `.resized` event resizes the
    /// frame buffer as a real window would.
    public func post(_ event: WindowSystemEvent) {
        if case .resized(let newSize) = event { resize(to: newSize) }
        queue.append(event)
    }

    public var eventFileDescriptor: Int32? { nil }
    public var hasBufferedEvents: Bool { !queue.isEmpty }
    public func flush() {}

    private func resize(to newSize: CGSize) {
        size = newSize
        frameBuffer = CairoSurface(width: Int((newSize.width * scale).rounded()), height: Int((newSize.height * scale).rounded()))
    }
}
