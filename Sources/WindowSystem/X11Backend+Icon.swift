internal import CX11
import CoreGraphics
import Foundation

extension X11Backend {
    /// Sets the window's icon (`_NET_WM_ICON`) from images of several sizes, so that a taskbar,
    /// a window switcher and a title bar each pick the size they draw best.
    ///
    /// As the EWMH specification lays it out: CARDINALs (format 32, which Xlib passes as
    /// C `long`s), for each image its width, its height, then its pixels row by row as ARGB
    /// with straight (not premultiplied) alpha. Cairo's ARGB32 surfaces are premultiplied, so
    /// each pixel is divided by its alpha first. An empty list removes the icon.
    package func setIcon(_ images: [CairoSurface]) {
        let atom = XInternAtom(displayHandle, "_NET_WM_ICON", 0)
        let window = Window(windowID)
        let cardinals = Self.iconCardinals(images)
        guard !cardinals.isEmpty else {
            XDeleteProperty(displayHandle, window, atom)
            return
        }
        cardinals.withUnsafeBytes { bytes in
            XChangeProperty(displayHandle, window, atom, XInternAtom(displayHandle, "CARDINAL", 0), 32, PropModeReplace,
                            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(cardinals.count))
        }
        XFlush(displayHandle)
    }

    /// The `_NET_WM_ICON` values for `images`: width, height and straight-alpha ARGB pixels each.
    package static func iconCardinals(_ images: [CairoSurface]) -> [UInt] {
        var values: [UInt] = []
        for image in images where image.isValid && !image.isAlphaOnly {
            image.flush()
            guard let data = image.data else { continue }
            values.append(UInt(image.width))
            values.append(UInt(image.height))
            for y in 0..<image.height {
                let row = UnsafeRawPointer(data + y * image.stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    values.append(UInt(straightAlpha(row[x])))
                }
            }
        }
        return values
    }

    /// One premultiplied ARGB32 pixel with its colour divided by its alpha.
    static func straightAlpha(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        guard a != 0 else { return 0 }
        guard a != 255 else { return pixel }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xff) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
