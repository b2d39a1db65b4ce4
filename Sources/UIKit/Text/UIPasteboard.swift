import Foundation
import WindowSystem

/// An object that helps share text between apps: on the desktop, the window system's
/// clipboard (X11's `CLIPBOARD` selection, what Control-C and Control-V use everywhere).
///
///     UIPasteboard.general.string = "Copied"
///     let text = UIPasteboard.general.string
///
/// Setting `string` makes the app's window the clipboard's owner: other programs paste that
/// text until something else is copied. X11 has no clipboard store to read at once — the
/// owner is another program that answers when asked — so reading `string` returns what is
/// known now: the app's own copy, or the text last received from the owner (asking again in
/// the background). Text fields and text views paste through the asynchronous path and see
/// the owner's current text. Without a window system (headless) the pasteboard lives in the
/// process.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The system-wide pasteboard (the main screen's clipboard).
    public static let general = UIPasteboard(screen: nil)

    private let screen: UIScreen?
    private var localString: String?
    /// Incremented each time the contents change through this object.
    open private(set) var changeCount = 0

    init(screen: UIScreen?) {
        self.screen = screen
    }

    private var clipboard: ScreenClipboard? { (screen ?? UIScreen.main).clipboard }

    /// The text on the pasteboard (nil: none). See the class discussion for reading on X11.
    open var string: String? {
        get {
            guard let clipboard else { return localString }
            clipboard.refresh()
            return clipboard.knownText
        }
        set {
            changeCount += 1
            guard let clipboard else { localString = newValue; return }
            clipboard.write(newValue)
        }
    }

    /// The texts on the pasteboard (one at most here).
    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether the pasteboard holds text.
    open var hasStrings: Bool { string?.isEmpty == false }
}

/// One screen's link to its window system's clipboard: writes go to the backend at once, reads
/// wait for the backend's answer, which comes with a later frame's events.
@MainActor
package final class ScreenClipboard {
    private weak var backend: (any WindowSystemBackend)?
    private let requestFrame: () -> Void
    /// What was copied here, or last received from another owner.
    private(set) var knownText: String?
    /// Reads waiting for the window system, oldest first.
    private var waiting: [(String?) -> Void] = []
    /// Whether a background refresh is already asked for.
    private var refreshing = false

    init(backend: any WindowSystemBackend, requestFrame: @escaping () -> Void) {
        self.backend = backend
        self.requestFrame = requestFrame
    }

    func write(_ text: String?) {
        knownText = text
        backend?.setClipboardText(text)
    }

    /// Asks for the clipboard's text; `completion` runs with it during a later frame's input
    /// phase (nil: the clipboard is empty or holds no text).
    func read(_ completion: @escaping (String?) -> Void) {
        guard let backend else { return completion(knownText) }
        waiting.append(completion)
        backend.requestClipboardText()
        requestFrame()
    }

    /// Asks for the owner's text in the background (once at a time), to update `knownText`.
    func refresh() {
        guard !refreshing else { return }
        refreshing = true
        read { [weak self] _ in self?.refreshing = false }
    }

    /// The backend's answer to the oldest read.
    func deliver(_ text: String?) {
        knownText = text
        guard !waiting.isEmpty else { return }
        waiting.removeFirst()(text)
    }
}

extension UIScreen {
    /// The window system's clipboard of this screen (nil until a driver runs it).
    package var clipboard: ScreenClipboard? { rootLayer.hostScheduler?.existingService(ScreenClipboard.self) }
}

/// The clipboard a view's screen uses (the main screen's when the view has no window).
@MainActor
enum TextClipboard {
    static func write(_ text: String, from view: UIView) {
        if let clipboard = view.window?.screen.clipboard { clipboard.write(text) }
        else { UIPasteboard.general.string = text }
    }

    static func read(from view: UIView, _ completion: @escaping (String?) -> Void) {
        if let clipboard = view.window?.screen.clipboard { clipboard.read(completion) }
        else { completion(UIPasteboard.general.string) }
    }
}
