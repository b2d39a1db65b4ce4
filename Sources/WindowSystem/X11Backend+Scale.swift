internal import CX11
import CoreGraphics
import Foundation

extension X11Backend {
    /// The scale for a screen resolution: `dpi / 96` rounded to the nearest quarter, at least 1.
    ///
    /// `Xft.dpi` is how desktops on X11 announce their scaling (GNOME and KDE write it when the
    /// user picks 200 %); 96 dpi is 1×. Missing, zero or unparsable values give 1.
    ///
    ///     X11Backend.scale(forDPI: 192)  // 2
    ///     X11Backend.scale(forDPI: 120)  // 1.25
    ///     X11Backend.scale(forDPI: 72)   // 1
    package static func scale(forDPI dpi: Double?) -> CGFloat {
        guard let dpi, dpi.isFinite, dpi > 0 else { return 1 }
        return max(1, (dpi / 96 * 4).rounded() / 4)
    }

    /// The `Xft.dpi` resource of the display's `RESOURCE_MANAGER` string (what `xrdb` loads),
    /// as read when the connection was opened; nil when unset or not a number.
    static func resourceDPI(of display: OpaquePointer) -> Double? {
        guard let resources = XResourceManagerString(display) else { return nil }
        XrmInitialize()
        guard let database = XrmGetStringDatabase(resources) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0,
              let address = value.addr else { return nil }
        return Double(String(cString: address).trimmingCharacters(in: .whitespaces))
    }
}
