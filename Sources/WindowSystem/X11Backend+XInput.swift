internal import CX11
internal import CXInput
import CoreGraphics
import Foundation

/// XInput2 smooth scrolling on the backend's window.
///
/// When the server offers XInput 2.1 or later, the window takes its pointer motion and buttons
/// from XInput2 instead of the core protocol (XI2 events on a window replace the core ones for
/// the same client): motion still arrives as `.pointerMoved` and buttons as `.pointerDown` and
/// `.pointerUp`, and the scroll valuators of devices that have scroll classes (touchpads,
/// high-resolution wheels) arrive as ``WindowSystemEvent/scrolled(delta:location:timestamp:modifiers:continuous:)``.
/// The server still emulates wheel clicks (buttons 4–7) for those devices and flags them
/// `XIPointerEmulated`; they are dropped, since the valuators already scrolled. Devices without
/// scroll classes (an ordinary wheel, Xvfb's XTest pointer) keep their buttons 4–7.
///
/// The devices' scroll classes are read when the window opens and again when the hierarchy
/// or a device changes (selected on the root window); their last values are forgotten then and
/// when the pointer leaves the window, so the first value afterwards is a baseline.
@MainActor
final class X11XInput {
    /// The extension's major opcode (GenericEvent cookies carry it).
    let opcode: Int32
    /// The version the server agreed to (2.1 or later).
    let version: (major: Int, minor: Int)
    var scrolling = SmoothScrollConverter()
    private let display: OpaquePointer

    /// Selects XInput2 events on `window`, or returns nil when the server has no XInput 2.1.
    init?(display: OpaquePointer, window: Window) {
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 1
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 1) else { return nil }
        self.opcode = opcode
        self.version = (Int(major), Int(minor))
        self.display = display
        Self.select([XI_Motion, XI_ButtonPress, XI_ButtonRelease], devices: XIAllMasterDevices, on: window, display: display)
        Self.select([XI_HierarchyChanged, XI_DeviceChanged], devices: XIAllDevices,
                    on: XDefaultRootWindow(display), display: display)
        readDevices()
    }

    private static func select(_ events: [Int32], devices: Int32, on window: Window, display: OpaquePointer) {
        var bits = [UInt8](repeating: 0, count: Int(tp_xi_mask_length()))
        for event in events { tp_xi_set_mask(&bits, event) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: devices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// Reads every pointer device's scroll classes (and forgets their last values).
    func readDevices() {
        scrolling.removeAllDevices()
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(infos) }
        let tapping = XInternAtom(display, "libinput Tapping Enabled", 1)
        for info in UnsafeBufferPointer(start: infos, count: Int(max(0, count))) {
            guard info.use == XIMasterPointer || info.use == XISlavePointer else { continue }
            var axes: [SmoothScrollConverter.Axis] = []
            for index in 0..<Int(max(0, info.num_classes)) {
                guard let anyClass = info.classes[index], anyClass.pointee.type == XIScrollClass else { continue }
                let scroll = UnsafeMutableRawPointer(anyClass).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                axes.append(.init(valuator: Int(scroll.number), horizontal: scroll.scroll_type == XIScrollTypeHorizontal,
                                  increment: scroll.increment))
            }
            let name = info.name.map { String(cString: $0).lowercased() } ?? ""
            let touchpad = ["touchpad", "trackpad", "synaptics", "glidepoint"].contains { name.contains($0) }
                || (tapping != 0 && hasProperty(tapping, device: info.deviceid))
            scrolling.setDevice(Int(info.deviceid), axes: axes, continuous: touchpad)
        }
    }

    private func hasProperty(_ property: Atom, device: Int32) -> Bool {
        var count: Int32 = 0
        guard let properties = XIListProperties(display, device, &count) else { return false }
        defer { XFree(properties) }
        return UnsafeBufferPointer(start: properties, count: Int(max(0, count))).contains(property)
    }
}

extension X11Backend {
    /// The XInput version the window uses for pointer input (nil: core events only, the server
    /// has no XInput 2.1).
    package var xinputVersion: (major: Int, minor: Int)? { xinput?.version }

    /// Translates an XInput2 event (a GenericEvent of the extension; others are left alone).
    func translateXInput(_ event: inout XEvent, into batch: inout EventBatch) {
        guard let xinput, event.xcookie.extension == xinput.opcode,
              XGetEventData(displayHandle, &event.xcookie) != 0 else { return }
        defer { XFreeEventData(displayHandle, &event.xcookie) }
        guard let data = event.xcookie.data else { return }
        switch event.xcookie.evtype {
        case XI_Motion, XI_ButtonPress, XI_ButtonRelease:
            deviceEvent(data.assumingMemoryBound(to: XIDeviceEvent.self).pointee, xinput: xinput, into: &batch)
        case XI_HierarchyChanged:
            xinput.readDevices()
        case XI_DeviceChanged:
            // A device's classes changed, or the master pointer switched to another device.
            xinput.readDevices()
        default:
            break
        }
    }

    private func deviceEvent(_ e: XIDeviceEvent, xinput: X11XInput, into batch: inout EventBatch) {
        let location = CGPoint(x: e.event_x / Double(scale), y: e.event_y / Double(scale))
        let time = seconds(e.time), modifiers = Self.modifiers(UInt32(bitPattern: e.mods.effective))
        switch e.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            let button = Int(e.detail)
            // The clicks the server makes up from a device's scroll valuators (XI2's rule).
            if (4...7).contains(button) && e.flags & XIPointerEmulated != 0 { return }
            if e.evtype == XI_ButtonPress {
                if button < 32 { heldButtons |= 1 << UInt32(button) }
                batch.events.append(.pointerDown(button: button, location: location, timestamp: time, modifiers: modifiers))
            } else {
                if button < 32 { heldButtons &= ~(1 << UInt32(button)) }
                batch.events.append(.pointerUp(button: button, location: location, timestamp: time, modifiers: modifiers))
            }
        default:
            var values: [Int: Double] = [:]
            var next = 0
            for bit in 0..<Int(max(0, e.valuators.mask_len)) * 8 where tp_xi_mask_is_set(e.valuators.mask, Int32(bit)) != 0 {
                values[bit] = e.valuators.values[next]
                next += 1
            }
            let device = Int(e.sourceid)
            // An event that only turns scroll valuators is no motion (the core protocol sends none).
            let scrollValuators = xinput.scrolling.scrollValuators(of: device)
            if values.isEmpty || !values.keys.allSatisfy(scrollValuators.contains) {
                batch.events.append(.pointerMoved(location: location, timestamp: time, modifiers: modifiers))
            }
            if let (delta, continuous) = xinput.scrolling.scroll(device: device, values: values) {
                batch.events.append(.scrolled(delta: delta, location: location, timestamp: time, modifiers: modifiers,
                                              continuous: continuous))
            }
        }
    }
}
