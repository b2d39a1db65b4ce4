@_exported import CoreGraphics
import Foundation

/// What a backend reports: input with the window system's timestamps, and window changes.
///
/// Positions are in points (device pixels divided by the backend's scale), with the origin at
/// the top-left of the window's content. Timestamps are seconds on the window system's clock
/// (X server time for X11), never read from the wall clock by the receiver.
package enum WindowSystemEvent: Equatable, Sendable {
    /// A pointer button went down (`button` 1 is the primary/left button).
    case pointerDown(button: Int, location: CGPoint, timestamp: TimeInterval, modifiers: KeyModifiers)
    /// A pointer button went up.
    case pointerUp(button: Int, location: CGPoint, timestamp: TimeInterval, modifiers: KeyModifiers)
    /// The pointer moved (with or without buttons held).
    case pointerMoved(location: CGPoint, timestamp: TimeInterval, modifiers: KeyModifiers)
    /// A precise scroll (XInput2 smooth scrolling) of `delta` points: positive scrolls as a wheel
    /// click down or right does (buttons 5 and 7), one click being ``wheelClickDistance``.
    /// `continuous`: the device is a touchpad, which sends many small deltas and its own
    /// deceleration, so they are followed as they come with no momentum added.
    case scrolled(delta: CGVector, location: CGPoint, timestamp: TimeInterval, modifiers: KeyModifiers, continuous: Bool)
    /// The pointer left the window.
    case pointerLeft(timestamp: TimeInterval)
    /// The window lost a pointer grab it had (another client grabbed, or the grab was broken).
    case grabLost(timestamp: TimeInterval)
    /// A key went down; `keySymbol` is the X keysym (or its equivalent), `characters` the text it types.
    case keyDown(keySymbol: UInt32, characters: String, timestamp: TimeInterval, modifiers: KeyModifiers)
    /// A key went up.
    case keyUp(keySymbol: UInt32, characters: String, timestamp: TimeInterval, modifiers: KeyModifiers)
    /// The window gained keyboard focus.
    case focusIn
    /// The window lost keyboard focus.
    case focusOut
    /// The window became visible.
    case mapped
    /// The window was hidden or iconified.
    case unmapped
    /// The content size changed (points); the backend has already resized its frame buffer.
    case resized(CGSize)
    /// Part of the window must be shown again (points); the backend presents its buffer itself,
    /// this is informational.
    case exposed(CGRect)
    /// The user asked to close the window (`WM_DELETE_WINDOW`).
    case closeRequested
    /// The clipboard's text, answering `requestClipboardText()` (nil: nobody owns the
    /// clipboard, or the owner offers no text).
    case clipboardText(String?)
}

/// Keyboard modifiers held during an event.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let shift = KeyModifiers(rawValue: 1 << 0)
    package static let control = KeyModifiers(rawValue: 1 << 1)
    package static let alternate = KeyModifiers(rawValue: 1 << 2)
    package static let command = KeyModifiers(rawValue: 1 << 3)
    package static let capsLock = KeyModifiers(rawValue: 1 << 4)
}

/// Where frames go and where input comes from: an X11 window, or an image in memory.
///
/// The renderer draws into `frameBuffer` (premultiplied ARGB32, device pixels) and then calls
/// `present(_:)` with the damaged rectangles; the backend shows exactly those. A backend never
/// draws content itself and never reads the time.
@MainActor
package protocol WindowSystemBackend: AnyObject {
    /// The content size in points.
    var size: CGSize { get }
    /// Device pixels per point (from `Xft.dpi` on X11; 1 when unset).
    var scale: CGFloat { get }
    /// The persistent back buffer the renderer draws into; replaced on resize.
    var frameBuffer: CairoSurface { get }
    /// Shows the given device-pixel rectangles of `frameBuffer` on screen.
    func present(_ damage: [PixelRect])
    /// Shows a frame in which the pixels of `moves` were moved within `frameBuffer` (each from
    /// its source to its `rect`) and the `damage` rectangles drawn: the window's own pixels are
    /// moved the same way first, then the damage is shown.
    func present(_ damage: [PixelRect], moving moves: [PixelMove])
    /// Returns the events that have arrived since the last call, without blocking.
    func pendingEvents() -> [WindowSystemEvent]
    /// A file descriptor that becomes readable when events arrive, or nil (headless).
    var eventFileDescriptor: Int32? { get }
    /// Whether events are already buffered in the process (so sleeping on the descriptor would miss them).
    var hasBufferedEvents: Bool { get }
    /// The window title.
    var title: String { get set }
    /// Sends everything queued to the window system (no-op headless).
    func flush()
    /// Asks for a new content size in points (a developer panel beside the content, say); the
    /// change arrives as a `.resized` event, as when the user resizes the window. A window
    /// manager may refuse it or pick another size.
    func requestSize(_ size: CGSize)
    /// Puts `text` on the system clipboard (nil: takes this window's text off it).
    func setClipboardText(_ text: String?)
    /// Asks for the system clipboard's text; the answer arrives as a `.clipboardText` event from
    /// a later `pendingEvents()`, never by blocking.
    func requestClipboardText()
}

extension WindowSystemBackend {
    /// A backend that cannot move its pixels shows the moved rectangles like the damage.
    package func present(_ damage: [PixelRect], moving moves: [PixelMove]) {
        present(damage + moves.map(\.rect))
    }
}
