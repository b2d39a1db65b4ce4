internal import CX11
import CoreGraphics
import Foundation

extension X11Backend {
    /// Reads every event the server has sent so far and translates it, without blocking.
    ///
    /// Every pointer motion is kept (gesture velocity needs the intermediate samples). Several
    /// size changes in one call become one ``WindowSystemEvent/resized(_:)``, reported after
    /// the frame buffer has been replaced with a cleared one of the new size. Exposed areas
    /// are re-presented from the frame buffer here (unless the window was resized, in which
    /// case the renderer redraws everything anyway) and still reported.
    ///
    /// Drags: while a button is held the window keeps an implicit pointer grab, so motion
    /// outside the window still arrives (after a `.pointerLeft`). When that grab or the
    /// keyboard focus is taken by another client mid-drag (crossing or focus mode
    /// `NotifyGrab`/`NotifyUngrab`), or the window is unmapped, a `.grabLost` comes first and
    /// the held buttons are forgotten; a `.pointerUp` may still follow later for a button
    /// the receiver no longer tracks. Wheel clicks are buttons 4–7, each a down/up pair; with
    /// XInput2, pointer input comes from X11Backend+XInput.swift and smooth scrolling devices
    /// send `.scrolled` instead.
    /// Key text is the keysym's Unicode character or `XLookupString`'s Latin-1 result.
    /// Clipboard requests from other clients are answered here; answers to this window's own
    /// reads come out as ``WindowSystemEvent/clipboardText(_:)``.
    package func pendingEvents() -> [WindowSystemEvent] {
        var batch = EventBatch(pixelSize: (buffer.width, buffer.height))
        takeClipboardAnswers(into: &batch)
        var event = XEvent()
        while XPending(displayHandle) > 0 {
            XNextEvent(displayHandle, &event)
            translate(&event, into: &batch)
        }
        if let size = batch.newPixelSize {
            replaceBuffer(width: size.width, height: size.height)
        } else if !batch.exposedPixels.isEmpty {
            present(batch.exposedPixels)
        }
        return batch.events
    }

    /// What one `pendingEvents()` call collects.
    struct EventBatch {
        var events: [WindowSystemEvent] = []
        /// The size before this batch, and the size its last ConfigureNotify asks for.
        let pixelSize: (width: Int, height: Int)
        var newPixelSize: (width: Int, height: Int)?
        /// Where the pending `.resized` sits in `events`.
        var resizedIndex: Int?
        var exposedPixels: [PixelRect] = []

        init(pixelSize: (width: Int, height: Int)) { self.pixelSize = pixelSize }
    }

    private func translate(_ event: inout XEvent, into batch: inout EventBatch) {
        switch event.type {
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            let button = Int(e.button)
            let location = point(e.x, e.y), time = seconds(e.time), modifiers = Self.modifiers(e.state)
            if event.type == ButtonPress {
                if button < 32 { heldButtons |= 1 << UInt32(button) }
                batch.events.append(.pointerDown(button: button, location: location, timestamp: time, modifiers: modifiers))
            } else {
                if button < 32 { heldButtons &= ~(1 << UInt32(button)) }
                batch.events.append(.pointerUp(button: button, location: location, timestamp: time, modifiers: modifiers))
            }
        case MotionNotify:
            let e = event.xmotion
            batch.events.append(.pointerMoved(location: point(e.x, e.y), timestamp: seconds(e.time), modifiers: Self.modifiers(e.state)))
        case LeaveNotify:
            // Crossing modes NotifyGrab/NotifyUngrab while a button is held: the implicit grab
            // of a drag was taken away or broken, so the drag will not see its release.
            let e = event.xcrossing
            if heldButtons != 0 && (e.mode == NotifyGrab || e.mode == NotifyUngrab) {
                loseGrab(at: e.time, into: &batch)
            }
            xinput?.scrolling.forgetValues()
            batch.events.append(.pointerLeft(timestamp: seconds(e.time)))
        case FocusIn:
            if event.xfocus.detail != NotifyInferior { batch.events.append(.focusIn) }
        case FocusOut:
            // Another client grabbed the keyboard (a window manager's switcher, a screen
            // locker): a drag in progress cannot continue sensibly.
            let e = event.xfocus
            guard e.detail != NotifyInferior else { break }
            if heldButtons != 0 && e.mode == NotifyGrab { loseGrab(at: nil, into: &batch) }
            batch.events.append(.focusOut)
        case KeyPress, KeyRelease:
            batch.events.append(keyEvent(&event.xkey, down: event.type == KeyPress))
        case Expose:
            let e = event.xexpose
            let rect = PixelRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height))
            batch.exposedPixels.append(rect)
            batch.events.append(.exposed(CGRect(x: CGFloat(rect.x) / scale, y: CGFloat(rect.y) / scale,
                                                width: CGFloat(rect.width) / scale, height: CGFloat(rect.height) / scale)))
        case GraphicsExpose:
            // A copy within the window (a moved layer's pixels) whose source was not on screen:
            // that part of its destination is shown again from the buffer.
            let e = event.xgraphicsexpose
            batch.exposedPixels.append(PixelRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
        case ConfigureNotify:
            let e = event.xconfigure
            guard e.window == Window(windowID) else { break }
            noteSize(width: max(1, Int(e.width)), height: max(1, Int(e.height)), in: &batch)
        case MapNotify:
            batch.events.append(.mapped)
        case UnmapNotify:
            if heldButtons != 0 { loseGrab(at: nil, into: &batch) }
            batch.events.append(.unmapped)
        case ClientMessage:
            let e = event.xclient
            if e.message_type == wmProtocols, e.format == 32, Atom(bitPattern: e.data.l.0) == wmDeleteWindow {
                batch.events.append(.closeRequested)
            }
        case SelectionRequest:
            answerSelectionRequest(event.xselectionrequest)
        case SelectionNotify:
            selectionArrived(event.xselection, into: &batch)
        case SelectionClear:
            if event.xselectionclear.selection == clipboardState.clipboard { clipboardState.owned = nil }
        case PropertyNotify:
            propertyChanged(event.xproperty, into: &batch)
        case GenericEvent:
            translateXInput(&event, into: &batch)   // XInput2 motion, buttons and scrolling
        default:
            break   // ReparentNotify, GravityNotify, MIT-SHM completion, …
        }
    }

    /// Keeps one `.resized` per batch, at the place of the last size change.
    private func noteSize(width: Int, height: Int, in batch: inout EventBatch) {
        let previous = batch.newPixelSize ?? batch.pixelSize
        guard (width, height) != previous else { return }
        if let index = batch.resizedIndex {
            batch.events.remove(at: index)
            batch.resizedIndex = nil
        }
        if (width, height) == batch.pixelSize {
            batch.newPixelSize = nil   // back where the batch started
            return
        }
        batch.newPixelSize = (width, height)
        batch.resizedIndex = batch.events.count
        batch.events.append(.resized(CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)))
    }

    /// Reports that the buttons held in this window no longer belong to it.
    private func loseGrab(at time: Time?, into batch: inout EventBatch) {
        heldButtons = 0
        batch.events.append(.grabLost(timestamp: seconds(time ?? lastEventTime)))
    }

    private func keyEvent(_ key: inout XKeyEvent, down: Bool) -> WindowSystemEvent {
        var text = [CChar](repeating: 0, count: 32)
        var keySymbol: KeySym = 0
        let count = XLookupString(&key, &text, Int32(text.count), &keySymbol, nil)
        let characters = Self.characters(keySymbol: keySymbol, latin1: text.prefix(Int(max(0, count))))
        let symbol = UInt32(truncatingIfNeeded: keySymbol), time = seconds(key.time), modifiers = Self.modifiers(key.state)
        return down ? .keyDown(keySymbol: symbol, characters: characters, timestamp: time, modifiers: modifiers)
                    : .keyUp(keySymbol: symbol, characters: characters, timestamp: time, modifiers: modifiers)
    }

    /// The text a key types: Unicode keysyms (0x01000000 + code point) directly, otherwise the
    /// Latin-1 bytes `XLookupString` produced (which include control characters like Escape).
    static func characters(keySymbol: KeySym, latin1: ArraySlice<CChar>) -> String {
        if keySymbol & 0xff00_0000 == 0x0100_0000, let scalar = Unicode.Scalar(UInt32(keySymbol & 0x00ff_ffff)) {
            return String(Character(scalar))
        }
        return String(String.UnicodeScalarView(latin1.map { Unicode.Scalar(UInt8(bitPattern: $0)) }))
    }

    /// Modifier keys from an event's `state`: Shift, Control, Mod1 (Alt), Mod4 (Super as Command).
    static func modifiers(_ state: UInt32) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// X server time in seconds. The server counts 32-bit milliseconds since its start and
    /// wraps every 49.7 days; the wraps are counted here so time keeps increasing (a time more
    /// than half the range below the last one is after a wrap). Remembers the latest for events
    /// that carry no time of their own.
    func seconds(_ time: Time) -> TimeInterval {
        let (result, wraps) = Self.unwrappedSeconds(UInt32(truncatingIfNeeded: time),
                                                    last: lastEventTime == 0 ? nil : UInt32(truncatingIfNeeded: lastEventTime),
                                                    wraps: serverTimeWraps)
        serverTimeWraps = wraps
        lastEventTime = time
        return result
    }

    /// Seconds for a 32-bit millisecond server time, given the previous one and the wraps so far.
    nonisolated package static func unwrappedSeconds(_ time: UInt32, last: UInt32?, wraps: Int) -> (seconds: TimeInterval, wraps: Int) {
        var w = wraps
        if let last, time < last, last - time > UInt32.max / 2 { w += 1 }
        return ((TimeInterval(w) * 4_294_967_296 + TimeInterval(time)) / 1000, w)
    }

    /// A window position in device pixels as points.
    private func point(_ x: Int32, _ y: Int32) -> CGPoint { CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale) }
}
