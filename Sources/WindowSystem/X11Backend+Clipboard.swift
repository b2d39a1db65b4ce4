internal import CX11
@preconcurrency import Glibc
import Foundation

/// The state of the `CLIPBOARD` selection for one X11 window: what this window offers while it
/// owns it, the reads it asked for, and the incremental (`INCR`) transfers under way.
///
/// X has no clipboard store: the client that copied *owns* the selection and hands the text to
/// each client that asks (ICCCM §2). Reading is a conversation with the owner, so it never
/// blocks here: `XConvertSelection` goes out, and the `SelectionNotify` answer (or, for large
/// texts, a series of property changes) arrives with the other events.
final class X11Clipboard {
    let clipboard: Atom, targets: Atom, utf8String: Atom, string: Atom, text: Atom, plainUTF8: Atom, incr: Atom
    let atomType: Atom
    /// The property of our window the owner writes the text to.
    let property: Atom
    /// The UTF-8 bytes offered while the window owns `CLIPBOARD` (nil: it does not).
    var owned: [UInt8]?
    /// Reads asked of another owner and not answered yet.
    var pendingReads = 0
    /// The text of an incoming `INCR` transfer so far, and whether it is Latin-1 (`STRING`).
    var incoming: (bytes: [UInt8], latin1: Bool)?
    /// Outgoing `INCR` transfers by requestor window: what is left to send and where.
    var outgoing: [Window: (bytes: [UInt8], offset: Int, property: Atom, type: Atom)] = [:]
    /// Answers ready for the next `pendingEvents()` (a read this window could answer itself).
    var ready: [String?] = []
    /// The largest property written in one request (bytes); larger texts go in `INCR` chunks.
    let chunkSize: Int

    init(display: OpaquePointer) {
        func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        clipboard = atom("CLIPBOARD")
        targets = atom("TARGETS")
        utf8String = atom("UTF8_STRING")
        string = XA_STRING_ATOM
        text = atom("TEXT")
        plainUTF8 = atom("text/plain;charset=utf-8")
        incr = atom("INCR")
        atomType = XA_ATOM_ATOM
        property = atom("UIKIT_CLIPBOARD")
        // The request limit in 4-byte units (BIG-REQUESTS raises it); a quarter of it leaves
        // room for the request's header, as other toolkits do.
        let extended = XExtendedMaxRequestSize(display), basic = XMaxRequestSize(display)
        chunkSize = max(4096, min(Int(extended > 0 ? extended : basic), 1 << 20))
    }
}

private let XA_STRING_ATOM: Atom = 31
private let XA_ATOM_ATOM: Atom = 4

extension X11Backend {
    /// Makes this window the owner of `CLIPBOARD`, offering `text` (UTF-8) to other clients; nil
    /// gives the selection up. Another client taking it later (a copy elsewhere) ends the offer.
    package func setClipboardText(_ text: String?) {
        let window = Window(windowID)
        if let text {
            clipboardState.owned = Array(text.utf8)
            XSetSelectionOwner(displayHandle, clipboardState.clipboard, window, lastEventTime)
            if XGetSelectionOwner(displayHandle, clipboardState.clipboard) != window {
                clipboardState.owned = nil
                fputs("warning: the X server did not give this window the clipboard (the copy is older than the current owner's); the text was not copied\n", stderr)
            }
        } else if clipboardState.owned != nil {
            clipboardState.owned = nil
            XSetSelectionOwner(displayHandle, clipboardState.clipboard, Window(None), lastEventTime)
        }
        XFlush(displayHandle)
    }

    /// Asks for the clipboard's text; the answer comes out of a later ``pendingEvents()`` as
    /// ``WindowSystemEvent/clipboardText(_:)`` — nil when nobody owns the clipboard or the owner
    /// has no text. Never blocks: the owner is another process that answers when it can.
    package func requestClipboardText() {
        let c = clipboardState
        if let owned = c.owned {
            c.ready.append(String(decoding: owned, as: UTF8.self))
            return
        }
        guard XGetSelectionOwner(displayHandle, c.clipboard) != Window(None) else {
            c.ready.append(nil)
            return
        }
        c.pendingReads += 1
        XConvertSelection(displayHandle, c.clipboard, c.utf8String, c.property, Window(windowID), lastEventTime)
        XFlush(displayHandle)
    }

    /// Whether a clipboard answer is ready without reading the connection.
    var hasClipboardAnswers: Bool { !clipboardState.ready.isEmpty }

    /// Moves the ready answers into `batch`.
    func takeClipboardAnswers(into batch: inout EventBatch) {
        for text in clipboardState.ready { batch.events.append(.clipboardText(text)) }
        clipboardState.ready.removeAll()
    }

    /// Another client asks for the text this window offers: answer with the list of targets or
    /// the text (in one property, or in `INCR` chunks when it is larger than one request may
    /// carry), or refuse.
    func answerSelectionRequest(_ request: XSelectionRequestEvent) {
        let c = clipboardState
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = request.display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        // Obsolete clients name no property: the target is the property then (ICCCM §2.2).
        let property = request.property == Atom(None) ? request.target : request.property
        reply.xselection.property = Atom(None)
        if request.selection == c.clipboard, let owned = c.owned {
            if request.target == c.targets {
                var offered: [Atom] = [c.targets, c.utf8String, c.plainUTF8, c.string, c.text]
                let count = Int32(offered.count)
                offered.withUnsafeMutableBytes { bytes in
                    XChangeProperty(displayHandle, request.requestor, property, c.atomType, 32, PropModeReplace,
                                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
                }
                reply.xselection.property = property
            } else if [c.utf8String, c.plainUTF8, c.text, c.string].contains(request.target) {
                // STRING is Latin-1: characters outside it become "?" there.
                let bytes = request.target == c.string ? Self.latin1(owned) : owned
                let type = request.target == c.string ? c.string : c.utf8String
                if bytes.count <= c.chunkSize {
                    XChangeProperty(displayHandle, request.requestor, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
                } else {
                    // ICCCM §2.7.2: INCR with the total size, then a chunk each time the
                    // requestor deletes the property, ending with an empty one.
                    var size = [Int(bytes.count)]
                    XSelectInput(displayHandle, request.requestor, PropertyChangeMask)
                    size.withUnsafeMutableBytes { raw in
                        XChangeProperty(displayHandle, request.requestor, property, c.incr, 32, PropModeReplace,
                                        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
                    }
                    c.outgoing[request.requestor] = (bytes, 0, property, type)
                }
                reply.xselection.property = property
            }
        }
        XSendEvent(displayHandle, request.requestor, 0, 0, &reply)
        XFlush(displayHandle)
    }

    /// A property changed: the next chunk of an outgoing `INCR` transfer is wanted, or the next
    /// chunk of an incoming one has arrived.
    func propertyChanged(_ event: XPropertyEvent, into batch: inout EventBatch) {
        let c = clipboardState
        if event.state == PropertyDelete, var transfer = c.outgoing[event.window], event.atom == transfer.property {
            let end = min(transfer.bytes.count, transfer.offset + c.chunkSize)
            let chunk = Array(transfer.bytes[transfer.offset..<end])
            XChangeProperty(displayHandle, event.window, transfer.property, transfer.type, 8, PropModeReplace, chunk, Int32(chunk.count))
            if chunk.isEmpty {
                c.outgoing[event.window] = nil
                XSelectInput(displayHandle, event.window, NoEventMask)
            } else {
                transfer.offset = end
                c.outgoing[event.window] = transfer
            }
            XFlush(displayHandle)
        } else if event.state == PropertyNewValue, event.window == Window(windowID), event.atom == c.property,
                  var incoming = c.incoming {
            guard let (bytes, _) = readProperty(delete: true) else { return }
            if bytes.isEmpty {
                c.incoming = nil
                finishRead(incoming.bytes, latin1: incoming.latin1, into: &batch)
            } else {
                incoming.bytes += bytes
                c.incoming = incoming
            }
        }
    }

    /// The owner answered a read: the text is in our property, or an `INCR` transfer begins,
    /// or it refused (then the Latin-1 `STRING` is asked for once, as old clients offer only that).
    func selectionArrived(_ event: XSelectionEvent, into batch: inout EventBatch) {
        let c = clipboardState
        guard event.selection == c.clipboard, c.pendingReads > 0 else { return }
        if event.property == Atom(None) {
            if event.target == c.utf8String {
                XConvertSelection(displayHandle, c.clipboard, c.string, c.property, Window(windowID), event.time)
                XFlush(displayHandle)
                return
            }
            c.pendingReads -= 1
            batch.events.append(.clipboardText(nil))
            return
        }
        guard let (bytes, type) = readProperty(delete: true) else {
            c.pendingReads -= 1
            batch.events.append(.clipboardText(nil))
            return
        }
        if type == c.incr {
            c.incoming = ([], event.target == c.string)   // chunks follow as property changes
            XFlush(displayHandle)
            return
        }
        finishRead(bytes, latin1: type == c.string, into: &batch)
    }

    private func finishRead(_ bytes: [UInt8], latin1: Bool, into batch: inout EventBatch) {
        clipboardState.pendingReads = max(0, clipboardState.pendingReads - 1)
        // Bytes that are not UTF-8 (a careless owner) become U+FFFD rather than failing the paste.
        let text = latin1 ? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
                          : String(decoding: bytes, as: UTF8.self)
        batch.events.append(.clipboardText(text))
    }

    /// Reads (and deletes) our clipboard property whole: its bytes and type; nil when it is gone.
    private func readProperty(delete: Bool) -> ([UInt8], Atom)? {
        var bytes: [UInt8] = []
        var offset = 0, type: Atom = 0
        while true {
            var actualType: Atom = 0, format: Int32 = 0
            var count: UInt = 0, remaining: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            // Lengths and offsets count 32-bit units; read up to 4 MB a round trip.
            let status = XGetWindowProperty(displayHandle, Window(windowID), clipboardState.property, offset / 4, 1 << 20,
                                            0, Atom(AnyPropertyType), &actualType, &format, &count, &remaining, &data)
            defer { if let data { XFree(data) } }
            guard status == Success, actualType != Atom(None) else { return offset == 0 ? nil : (bytes, type) }
            type = actualType
            let unit = format == 32 ? MemoryLayout<UInt>.size : Int(format) / 8   // format 32 arrives as longs
            if let data, count > 0 {
                if format == 8 {
                    bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
                } else {
                    bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count) * unit))
                }
            }
            offset += Int(count) * (format == 32 ? 4 : Int(format) / 8)
            if remaining == 0 { break }
        }
        if delete { XDeleteProperty(displayHandle, Window(windowID), clipboardState.property) }
        return (bytes, type)
    }

    /// Latin-1 bytes for UTF-8 text, "?" for what Latin-1 lacks.
    private static func latin1(_ utf8: [UInt8]) -> [UInt8] {
        String(decoding: utf8, as: UTF8.self).unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3f }
    }
}
