import CoreGraphics

extension WindowSystemEvent {
    /// How far one wheel click (X buttons 4–7, or one increment of a smooth-scrolling
    /// valuator) scrolls, in points.
    package static let wheelClickDistance: CGFloat = 48
}

/// Turns XInput2 scroll valuators into scroll distances in points.
///
/// A device that scrolls smoothly (a touchpad, a high-resolution wheel) reports scrolling as
/// valuators whose value only grows or shrinks: the distance is the change since the last
/// event, and one `increment` of it is one wheel click (``WindowSystemEvent/wheelClickDistance``;
/// a negative increment scrolls the other way). The value is absolute and the server keeps it
/// while the pointer is elsewhere, so the first value after the pointer enters the window, or
/// after the device changed, is only a baseline. Positive distances scroll as a click down or
/// to the right does (buttons 5 and 7).
///
///     var scrolling = SmoothScrollConverter()
///     scrolling.setDevice(11, axes: [.init(valuator: 3, horizontal: false, increment: 15)], continuous: true)
///     scrolling.scroll(device: 11, values: [3: 150])   // nil: the baseline
///     scrolling.scroll(device: 11, values: [3: 157.5]) // 24 points down, continuous
package struct SmoothScrollConverter: Sendable {
    /// One scroll valuator of a device (XInput2's `XIScrollClass`).
    package struct Axis: Equatable, Sendable {
        /// The valuator's number in the device's events.
        package var valuator: Int
        /// Whether it scrolls sideways (`XIScrollTypeHorizontal`).
        package var horizontal: Bool
        /// The change of value that is one wheel click.
        package var increment: Double

        package init(valuator: Int, horizontal: Bool, increment: Double) {
            self.valuator = valuator
            self.horizontal = horizontal
            self.increment = increment
        }
    }

    private struct Device {
        var axes: [Axis]
        var continuous: Bool
        /// Each scroll valuator's last value; missing until the baseline arrives.
        var last: [Int: Double] = [:]
    }

    private var devices: [Int: Device] = [:]

    package init() {}

    /// Records a device's scroll valuators (from `XIQueryDevice`, or after the device changed),
    /// forgetting its last values. Axes with a zero or non-finite increment are left out; a
    /// device without axes has no scroll classes. `continuous`: a touchpad, whose many small
    /// deltas and own deceleration are followed as they come.
    package mutating func setDevice(_ id: Int, axes: [Axis], continuous: Bool) {
        let usable = axes.filter { $0.increment.isFinite && $0.increment != 0 }
        devices[id] = usable.isEmpty ? nil : Device(axes: usable, continuous: continuous)
    }

    /// Forgets every device (the device hierarchy changed and is read again).
    package mutating func removeAllDevices() { devices.removeAll() }

    /// Whether the device scrolls with valuators (XInput2 then flags its emulated wheel clicks).
    package func hasScrollClasses(_ id: Int) -> Bool { devices[id] != nil }

    /// The device's scroll valuator numbers.
    package func scrollValuators(of id: Int) -> Set<Int> { Set(devices[id]?.axes.map(\.valuator) ?? []) }

    /// Makes the next value of every device a baseline (the pointer left the window).
    package mutating func forgetValues() {
        for id in devices.keys { devices[id]?.last.removeAll() }
    }

    /// The scroll distance in points of one event's valuator `values` (by valuator number), and
    /// whether the device is continuous; nil when the event scrolls nothing (another device,
    /// no scroll valuator in it, or only baselines).
    package mutating func scroll(device id: Int, values: [Int: Double]) -> (delta: CGVector, continuous: Bool)? {
        guard var device = devices[id] else { return nil }
        var delta = CGVector(dx: 0, dy: 0)
        for axis in device.axes {
            guard let value = values[axis.valuator], value.isFinite else { continue }
            if let last = device.last[axis.valuator] {
                let distance = CGFloat((value - last) / axis.increment) * WindowSystemEvent.wheelClickDistance
                if axis.horizontal { delta.dx += distance } else { delta.dy += distance }
            }
            device.last[axis.valuator] = value
        }
        devices[id] = device
        guard delta.dx != 0 || delta.dy != 0 else { return nil }
        return (delta, device.continuous)
    }
}
