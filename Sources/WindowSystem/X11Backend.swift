internal import CX11
import CoreGraphics
import Foundation

/// An X11 window that shows the frames the renderer draws and reports the input it receives.
///
/// The backend owns one Xlib connection, one top-level window and its back buffer
/// (``frameBuffer``): the renderer draws into the buffer with Cairo and calls ``present(_:)``
/// with the damaged device-pixel rectangles, which are copied to the window through MIT-SHM
/// when the server shares memory with this process, and through `XPutImage` otherwise.
/// Input and window changes come out of ``pendingEvents()`` with the X server's timestamps;
/// a run loop sleeps in `poll()` on ``eventFileDescriptor`` when ``hasBufferedEvents`` is false.
///
///     let backend = try X11Backend(size: CGSize(width: 800, height: 600), title: "Playground")
///     // draw into backend.frameBuffer.handle with Cairo, then:
///     backend.present([PixelRect(x: 0, y: 0, width: backend.frameBuffer.width, height: backend.frameBuffer.height)])
///
/// All Xlib calls happen on the main actor; the backend never reads the clock or sleeps.
/// Creating one replaces Xlib's process-wide error handlers: protocol errors are logged once
/// per kind instead of exiting, and losing the server prints one line and exits.
@MainActor
package final class X11Backend: WindowSystemBackend {
    /// The X window id, for tools and tests that talk to the window from another connection.
    package let windowID: UInt
    /// Device pixels per point: `Xft.dpi / 96` rounded to a quarter (at least 1), or the override.
    package let scale: CGFloat
    /// The one-line note when the window was scaled down to fit the screen's work area.
    package let fitNote: String?
    /// The Xlib `Display *` of this backend's connection (main actor only).
    package let displayHandle: OpaquePointer
    /// The display name the connection was opened with (`":0"`).
    package let displayName: String

    let gc: GC
    let colormap: Colormap
    let visual: UnsafeMutablePointer<Visual>
    let wmProtocols: Atom, wmDeleteWindow: Atom
    private let netWMName: Atom, utf8String: Atom
    /// The current back buffer; replaced when the window is resized.
    var buffer: X11ImageBuffer
    /// Whether new buffers should try MIT-SHM (false when disabled or after it failed).
    var prefersSharedMemory: Bool
    /// Pointer buttons (bit n for button n) this window has seen go down and not yet up.
    var heldButtons: UInt32 = 0
    /// The X server time of the latest event that carried one.
    var lastEventTime: Time = 0
    /// How many times the server's 32-bit millisecond clock wrapped around since the window opened.
    var serverTimeWraps = 0
    private var storedTitle: String
    /// Whether the window was mapped (at once, or by the first present).
    var isMapped = false
    /// Whether `present(_:moving:)` moves pixels within the window on the server (`XCopyArea`)
    /// rather than putting them from the frame buffer like the damage. Off by default: under
    /// Xvfb (a CPU frame buffer) copying half a 4K window within itself cost the server about a
    /// millisecond more a frame than putting it through MIT-SHM (BENCHMARKS.md, window sizes); on
    /// a server whose windows live in GPU memory a copy stays there, while a put uploads.
    package var copiesMovedPixels = false
    /// Whether the window manager was asked to keep the window's shape.
    private var keepsAspect = false
    /// The `CLIPBOARD` selection: what this window offers and what it is reading.
    let clipboardState: X11Clipboard
    /// XInput2 pointer input and smooth scrolling (nil: core events only); X11Backend+XInput.swift.
    var xinput: X11XInput?

    /// Opens a window of `size` points on an X display.
    ///
    /// - Parameters:
    ///   - displayName: The display to connect to (`":0"`); nil uses the `DISPLAY` environment variable.
    ///   - size: The content size in points; the window is `size × scale` device pixels.
    ///   - title: The window title (`WM_NAME` and UTF-8 `_NET_WM_NAME`).
    ///   - scale: Device pixels per point; nil follows the `Xft.dpi` resource (1 when unset).
    ///   - useSharedMemory: Whether to try MIT-SHM for presenting; false always uses `XPutImage`.
    ///   - keepsAspect: Whether the window manager should keep the window's shape when the user
    ///     resizes it (a device's size was asked for).
    ///   - mapsOnFirstPresent: Whether the window appears only with the first ``present(_:)``
    ///     (an app's first frame), so it is never seen black; false maps it at once.
    ///
    /// A window larger than the screen's work area is shown at a smaller scale that fits it
    /// (the size in points stays); ``fitNote`` then says so in one line.
    /// - Throws: ``X11BackendError`` when `DISPLAY` is unset, no server answers, or the
    ///   screen has no 24-bit TrueColor visual.
    public convenience init(displayName: String? = nil, size: CGSize, title: String,
                            scale: CGFloat? = nil, useSharedMemory: Bool = true, keepsAspect: Bool = false,
                            mapsOnFirstPresent: Bool = false) throws(X11BackendError) {
        let environmentDisplay = getenv("DISPLAY").map { String(cString: $0) }
        try self.init(displayName: displayName, environmentDisplay: environmentDisplay, size: size, title: title,
                      scale: scale, useSharedMemory: useSharedMemory, mapsOnFirstPresent: mapsOnFirstPresent,
                      keepsAspect: keepsAspect)
    }

    /// The designated initializer, with the `DISPLAY` value passed in so tests need not touch the environment.
    package init(displayName: String?, environmentDisplay: String?, size: CGSize, title: String,
                 scale: CGFloat? = nil, useSharedMemory: Bool = true, mapsOnFirstPresent: Bool = false,
                 keepsAspect: Bool = false) throws(X11BackendError) {
        if let scale, !(scale.isFinite && scale > 0) { throw .invalidScale(Double(scale)) }
        guard let name = [displayName, environmentDisplay].compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
            throw .displayNotSet
        }
        installX11ErrorHandlers()
        guard let display = XOpenDisplay(name) else { throw .cannotOpenDisplay(name) }
        let screen = XDefaultScreen(display)
        let visual: UnsafeMutablePointer<Visual>
        do throws(X11BackendError) {
            visual = try Self.trueColorVisual(display: display, screen: screen, displayName: name)
        } catch {
            XCloseDisplay(display)
            throw error
        }
        // Fitted to the work area: a window larger than the screen would hide its bottom.
        let (scale, fitNote) = Self.fittingScale(for: size, scale: scale ?? Self.scale(forDPI: Self.resourceDPI(of: display)),
                                                 in: Self.workAreaSize(display: display, screen: screen))
        let (width, height) = Self.pixelSize(of: size, scale: scale)
        let root = XRootWindow(display, screen)
        let colormap = XCreateColormap(display, root, visual, AllocNone)
        let window = Self.createWindow(display: display, parent: root, visual: visual, colormap: colormap,
                                       width: width, height: height)
        let gc = XCreateGC(display, window, 0, nil)!
        XSetGraphicsExposures(display, gc, 0)
        let wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        var protocols = [wmDeleteWindow]
        XSetWMProtocols(display, window, &protocols, 1)

        // MIT-SHM hands the server our bytes as they are, so it also needs the server's byte order.
        var sharedMemory = useSharedMemory && XImageByteOrder(display) == Self.hostByteOrder
        buffer = Self.makeBuffer(display: display, visual: visual, width: width, height: height,
                                 sharedMemory: &sharedMemory)
        prefersSharedMemory = sharedMemory
        displayHandle = display
        self.displayName = name
        windowID = UInt(window)
        self.visual = visual
        self.colormap = colormap
        self.gc = gc
        self.scale = scale
        self.fitNote = fitNote
        self.wmDeleteWindow = wmDeleteWindow
        wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        netWMName = XInternAtom(display, "_NET_WM_NAME", 0)
        utf8String = XInternAtom(display, "UTF8_STRING", 0)
        clipboardState = X11Clipboard(display: display)
        storedTitle = title
        applyTitle(title)
        // A held key repeats as presses only (no release between), so holding a key is not
        // mistaken for tapping it again and again.
        _ = XkbSetDetectableAutoRepeat(display, 1, nil)
        Self.describeWindow(display: display, window: window, name: title,
                            minimumSize: (Int32(max(1, 64 * scale)), Int32(max(1, 64 * scale))),
                            aspect: keepsAspect ? (Int32(width), Int32(height)) : nil)
        self.keepsAspect = keepsAspect
        isMapped = !mapsOnFirstPresent
        if isMapped { XMapWindow(display, window) }
        xinput = X11XInput(display: display, window: window)
        XFlush(display)
    }

    isolated deinit {
        buffer.invalidate(on: displayHandle)
        XFreeGC(displayHandle, gc)
        XDestroyWindow(displayHandle, Window(windowID))
        XFreeColormap(displayHandle, colormap)
        XCloseDisplay(displayHandle)
        x11ProtocolErrors.forget(displayHandle)
    }

    /// The content size in points (the window's pixel size divided by ``scale``).
    package var size: CGSize {
        CGSize(width: CGFloat(buffer.width) / scale, height: CGFloat(buffer.height) / scale)
    }

    /// The back buffer the renderer draws into: premultiplied ARGB32 at the window's pixel size.
    /// Replaced when the window is resized (after which the old one is no longer shown).
    package var frameBuffer: CairoSurface { buffer.surface }

    /// The connection's socket: readable when the server has sent something.
    package var eventFileDescriptor: Int32? { XConnectionNumber(displayHandle) }

    /// Whether events are waiting (already read by Xlib, or readable without blocking).
    package var hasBufferedEvents: Bool { XPending(displayHandle) > 0 || hasClipboardAnswers }

    /// The window title.
    package var title: String {
        get { storedTitle }
        set {
            storedTitle = newValue
            applyTitle(newValue)
            XFlush(displayHandle)
        }
    }

    /// Sends queued requests to the server.
    package func flush() { XFlush(displayHandle) }

    /// Resizes the window to `size` points (the ConfigureNotify reports the size the server or
    /// the window manager gave). A device's aspect hint, if set, is replaced by the new shape.
    package func requestSize(_ size: CGSize) {
        let (width, height) = Self.pixelSize(of: size, scale: scale)
        guard width != buffer.width || height != buffer.height else { return }
        if keepsAspect {
            var hints = XSizeHints()
            hints.flags = Int(PMinSize | PAspect)
            hints.min_width = Int32(max(1, 64 * scale)); hints.min_height = Int32(max(1, 64 * scale))
            hints.min_aspect.x = Int32(width); hints.min_aspect.y = Int32(height)
            hints.max_aspect.x = Int32(width); hints.max_aspect.y = Int32(height)
            XSetWMNormalHints(displayHandle, Window(windowID), &hints)
        }
        XResizeWindow(displayHandle, Window(windowID), UInt32(width), UInt32(height))
        XFlush(displayHandle)
    }

    /// Whether the current frame buffer is presented through MIT-SHM.
    package var usesSharedMemory: Bool { buffer.usesSharedMemory }

    /// Protocol errors this connection has received (kept for tests; normally none).
    package var protocolErrorCount: Int { x11ProtocolErrors.errors(on: displayHandle).count }

    /// What window managers and taskbars read: the class (to group and match the window), the
    /// process id (to tie it to its process) and a minimum size.
    private static func describeWindow(display: OpaquePointer, window: Window, name: String, minimumSize: (Int32, Int32),
                                       aspect: (Int32, Int32)?) {
        let className = name.isEmpty ? "UIKitApp" : name
        name.withCString { instance in
            className.withCString { cls in
                var hint = XClassHint(res_name: UnsafeMutablePointer(mutating: instance), res_class: UnsafeMutablePointer(mutating: cls))
                XSetClassHint(display, window, &hint)
            }
        }
        var pid = UInt(getpid())
        withUnsafeBytes(of: &pid) { bytes in
            let atom = XInternAtom(display, "_NET_WM_PID", 0), cardinal = XInternAtom(display, "CARDINAL", 0)
            XChangeProperty(display, window, atom, cardinal, 32, PropModeReplace,
                            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var hints = XSizeHints()
        hints.flags = Int(PMinSize)
        hints.min_width = minimumSize.0
        hints.min_height = minimumSize.1
        if let (w, h) = aspect {
            // A device's shape: the window manager keeps it when the user resizes.
            hints.flags |= Int(PAspect)
            hints.min_aspect.x = w; hints.min_aspect.y = h
            hints.max_aspect.x = w; hints.max_aspect.y = h
        }
        XSetWMNormalHints(display, window, &hints)
    }

    private func applyTitle(_ title: String) {
        // WM_NAME for window managers that predate EWMH: STRING (Latin-1) when the title is
        // Latin-1, else UTF8_STRING (as GTK and Qt do; COMPOUND_TEXT would need the process's
        // locale, which a library must not change). _NET_WM_NAME always carries UTF-8.
        let window = Window(windowID)
        let scalars = title.unicodeScalars
        if scalars.allSatisfy({ $0.value < 256 }) {
            let latin1 = scalars.map { UInt8($0.value) }
            XChangeProperty(displayHandle, window, XInternAtom(displayHandle, "WM_NAME", 0), XInternAtom(displayHandle, "STRING", 0),
                            8, PropModeReplace, latin1, Int32(latin1.count))
        } else {
            let utf8 = Array(title.utf8)
            XChangeProperty(displayHandle, window, XInternAtom(displayHandle, "WM_NAME", 0), utf8String,
                            8, PropModeReplace, utf8, Int32(utf8.count))
        }
        let utf8 = Array(title.utf8)
        XChangeProperty(displayHandle, window, netWMName, utf8String, 8, PropModeReplace, utf8, Int32(utf8.count))
    }
}
