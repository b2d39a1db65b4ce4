internal import CX11
import CoreGraphics
import Foundation

extension X11Backend {
    /// The size in pixels of the part of the screen windows may use: the current desktop's
    /// `_NET_WORKAREA` (what a window manager publishes: the screen without its panels and
    /// docks), else the whole screen (no window manager, as under a bare Xvfb).
    static func workAreaSize(display: OpaquePointer, screen: Int32) -> (width: Int, height: Int) {
        let whole = (width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
        let root = XRootWindow(display, screen)
        let desktop = cardinals(named: "_NET_CURRENT_DESKTOP", of: root, display: display).first ?? 0
        let areas = cardinals(named: "_NET_WORKAREA", of: root, display: display)
        // Four numbers (x, y, width, height) per desktop; the current one's, else the first's.
        let start = areas.count >= desktop * 4 + 4 ? desktop * 4 : 0
        guard areas.count >= start + 4, areas[start + 2] > 0, areas[start + 3] > 0 else { return whole }
        return (min(areas[start + 2], whole.width), min(areas[start + 3], whole.height))
    }

    /// A root window's CARDINAL array property (empty when absent).
    private static func cardinals(named name: String, of window: Window, display: OpaquePointer) -> [Int] {
        let atom = XInternAtom(display, name, 1)
        guard atom != 0 else { return [] }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom, 0, 1024, 0, Atom(6) /* XA_CARDINAL */, &type, &format,
                                 &count, &after, &data) == Success, let data else { return [] }
        defer { XFree(data) }
        guard format == 32 else { return [] }
        // Format 32 comes as C longs, whatever their size.
        return data.withMemoryRebound(to: Int.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }

    /// The scale at which a window of `size` points fits `area` pixels: `scale` when it fits,
    /// else the largest smaller one (rounded down to a hundredth, so the window is never larger
    /// than the area), with a one-line note saying so.
    ///
    ///     X11Backend.fittingScale(for: CGSize(width: 390, height: 844), scale: 1, in: (1366, 768))
    ///     // 0.9, "note: a 390×844 window does not fit the screen's work area (1366×768 pixels); shown at scale 0.9 (351×760)"
    package static func fittingScale(for size: CGSize, scale: CGFloat,
                                     in area: (width: Int, height: Int)) -> (scale: CGFloat, note: String?) {
        guard size.width > 0, size.height > 0, area.width > 0, area.height > 0 else { return (scale, nil) }
        let fit = min(CGFloat(area.width) / size.width, CGFloat(area.height) / size.height)
        guard fit < scale else { return (scale, nil) }
        let fitted = max(0.01, (fit * 100).rounded(.down) / 100)
        let pixels = pixelSize(of: size, scale: fitted)
        let asked = scale == 1 ? "" : " at scale \(format(scale))"
        return (fitted, "note: a \(Int(size.width))×\(Int(size.height)) window\(asked) does not fit the screen's work area "
                + "(\(area.width)×\(area.height) pixels); shown at scale \(format(fitted)) (\(pixels.width)×\(pixels.height) pixels)")
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2g", Double(value))
    }
}
