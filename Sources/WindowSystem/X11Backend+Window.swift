internal import CX11
import CoreGraphics
import Foundation

extension X11Backend {
    /// The byte order of this process's 32-bit words, as Xlib names it.
    static var hostByteOrder: Int32 { 1.littleEndian == 1 ? LSBFirst : MSBFirst }

    /// The window's pixel size for a size in points (at least 1×1).
    static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        func pixels(_ points: CGFloat) -> Int {
            let value = (points * scale).rounded()
            return value.isFinite ? max(1, min(32_767, Int(value))) : 1
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// A 24-bit TrueColor visual with 8-bit channels at 0xff0000/0xff00/0xff, stored in 32 bits
    /// per pixel: the layout of Cairo's ARGB32 (the X server ignores the alpha byte).
    static func trueColorVisual(display: OpaquePointer, screen: Int32,
                                displayName: String) throws(X11BackendError) -> UnsafeMutablePointer<Visual> {
        var info = XVisualInfo()
        guard XMatchVisualInfo(display, screen, 24, TrueColor, &info) != 0, let visual = info.visual else {
            throw .unsupportedVisual(display: displayName, reason: "the screen has no 24-bit TrueColor visual")
        }
        guard info.red_mask == 0xff0000, info.green_mask == 0xff00, info.blue_mask == 0xff else {
            throw .unsupportedVisual(display: displayName, reason: "the 24-bit visual is not laid out as RGB with 8 bits per channel")
        }
        var count: Int32 = 0
        var bitsPerPixel: Int32 = 0
        if let formats = XListPixmapFormats(display, &count) {
            bitsPerPixel = UnsafeBufferPointer(start: formats, count: Int(count)).first { $0.depth == 24 }?.bits_per_pixel ?? 0
            XFree(formats)
        }
        guard bitsPerPixel == 32 else {
            throw .unsupportedVisual(display: displayName, reason: "depth 24 is stored in \(bitsPerPixel) bits per pixel, not 32")
        }
        return visual
    }

    /// Creates the top-level window (unmapped) with the events the backend translates.
    static func createWindow(display: OpaquePointer, parent: Window, visual: UnsafeMutablePointer<Visual>,
                             colormap: Colormap, width: Int, height: Int) -> Window {
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = Pixmap(None)   // no server-side clear before our present: no flicker
        attributes.border_pixel = 0
        attributes.colormap = colormap
        attributes.bit_gravity = NorthWestGravity     // keep the shown pixels on resize; only new areas get Expose
        attributes.event_mask = ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
            | PointerMotionMask | LeaveWindowMask | KeyPressMask | KeyReleaseMask | FocusChangeMask
            | PropertyChangeMask   // the chunks of incremental clipboard transfers
        let mask = UInt(CWBackPixmap | CWBorderPixel | CWColormap | CWBitGravity | CWEventMask)
        return XCreateWindow(display, parent, 0, 0, UInt32(width), UInt32(height), 0, 24, UInt32(InputOutput),
                             visual, mask, &attributes)
    }

    /// A back buffer of the given pixel size: shared memory if `sharedMemory` and it works
    /// (else `sharedMemory` becomes false for good), otherwise process memory.
    static func makeBuffer(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, width: Int, height: Int,
                           sharedMemory: inout Bool) -> X11ImageBuffer {
        if sharedMemory {
            if let buffer = X11ImageBuffer.sharedMemory(display: display, visual: visual, width: width, height: height) {
                return buffer
            }
            sharedMemory = false
        }
        return X11ImageBuffer.plain(display: display, visual: visual, width: width, height: height)
    }
}
