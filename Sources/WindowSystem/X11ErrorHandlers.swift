internal import CX11
import Foundation
import Synchronization

// Xlib's error handlers are process-wide by design (`XSetErrorHandler` has no context
// argument), so what they remember lives in one process-wide, lock-protected log. The
// handlers themselves are plain `@convention(c)` functions that capture nothing.

/// X protocol errors reported by Xlib: each kind is written to stderr once, and recent ones
/// are kept so that a backend can ask whether a request it just made failed (MIT-SHM attach).
final class X11ProtocolErrorLog: Sendable {
    /// One protocol error as Xlib reported it.
    struct Record: Equatable, Sendable {
        /// The `Display *` the error arrived on, as an address.
        var display: UInt
        /// The serial number of the failed request.
        var serial: UInt
        var errorCode: UInt8, requestCode: UInt8, minorCode: UInt8
    }

    private struct State {
        var loggedKinds: Set<UInt32> = []
        var records: [Record] = []
        var quietDisplays: Set<UInt> = []
    }

    private let state = Mutex(State())
    private static let capacity = 256

    /// Remembers an error; returns whether it should be written to stderr (first of its kind,
    /// and its connection is not probing quietly).
    func record(_ record: Record) -> Bool {
        state.withLock { state in
            state.records.append(record)
            if state.records.count > Self.capacity { state.records.removeFirst(state.records.count - Self.capacity) }
            if state.quietDisplays.contains(record.display) { return false }
            let kind = UInt32(record.errorCode) << 16 | UInt32(record.requestCode) << 8 | UInt32(record.minorCode)
            return state.loggedKinds.insert(kind).inserted
        }
    }

    /// The remembered errors of one connection for requests from `serial` on.
    func errors(on display: OpaquePointer, since serial: UInt = 0) -> [Record] {
        let address = UInt(bitPattern: display)
        return state.withLock { $0.records.filter { $0.display == address && $0.serial >= serial } }
    }

    /// Forgets the errors of one connection for requests from `serial` on (an expected failure
    /// while probing is not an error of the program).
    func discard(on display: OpaquePointer, since serial: UInt) {
        let address = UInt(bitPattern: display)
        state.withLock { $0.records.removeAll { $0.display == address && $0.serial >= serial } }
    }

    /// Stops (or resumes) writing errors of this connection to stderr while it probes.
    func setQuiet(_ quiet: Bool, on display: OpaquePointer) {
        let address = UInt(bitPattern: display)
        _ = state.withLock { quiet ? $0.quietDisplays.insert(address).inserted : $0.quietDisplays.remove(address) != nil }
    }

    /// Forgets a connection that is being closed (its address may be reused by the next one).
    func forget(_ display: OpaquePointer) {
        let address = UInt(bitPattern: display)
        state.withLock { state in
            state.records.removeAll { $0.display == address }
            state.quietDisplays.remove(address)
        }
    }
}

/// The process-wide log that ``handleXProtocolError`` writes to.
let x11ProtocolErrors = X11ProtocolErrorLog()

/// Replaces Xlib's default handlers (which print and exit on any protocol error) with ours.
/// Idempotent; the handlers apply to every Xlib connection in the process.
func installX11ErrorHandlers() {
    _ = XSetErrorHandler(handleXProtocolError)
    _ = XSetIOErrorHandler(handleXConnectionLoss)
}

/// Writes a line to stderr without touching Swift's or C's buffered streams.
private func writeToStandardError(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
}

/// Logs a protocol error once per (error, request) kind and keeps the program running.
private func handleXProtocolError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let display, let event = event?.pointee else { return 0 }
    let record = X11ProtocolErrorLog.Record(display: UInt(bitPattern: display), serial: event.serial,
                                            errorCode: event.error_code, requestCode: event.request_code,
                                            minorCode: event.minor_code)
    guard x11ProtocolErrors.record(record) else { return 0 }
    func text(_ fill: (UnsafeMutablePointer<CChar>, Int32) -> Void) -> String {
        var buffer = [CChar](repeating: 0, count: 160)
        buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32($0.count - 1)) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let name = text { XGetErrorText(display, Int32(event.error_code), $0, $1) }
    let request = "\(event.request_code).\(event.minor_code)"
    let requestName = event.request_code < 128   // core requests have names in Xlib's error database
        ? text { XGetErrorDatabaseText(display, "XRequest", "\(event.request_code)", "", $0, $1) } : ""
    writeToStandardError("warning: X protocol error: \(name); request \(requestName.isEmpty ? request : "\(requestName) (\(request))"), "
        + "resource 0x\(String(event.resourceid, radix: 16)) (further errors of this kind are not shown)")
    return 0
}

/// The connection to the X server is gone: say so in one line and exit (Xlib would exit anyway).
private func handleXConnectionLoss(_ display: OpaquePointer?) -> Int32 {
    writeToStandardError("error: lost the connection to the X server; exiting")
    exit(1)
}
