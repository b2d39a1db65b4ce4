internal import CCairo
import Foundation

/// Owns one Cairo image surface (premultiplied ARGB32 or A8) and frees it when released.
///
/// Shared by the renderer, the backends and `CGImage`; not public API.
package final class CairoSurface {
    /// The `cairo_surface_t *`.
    package let handle: OpaquePointer
    /// Width and height in pixels.
    package let width: Int, height: Int

    /// Errors a surface can report.
    package enum Failure: Error, CustomStringConvertible {
        case cairo(String)
        package var description: String {
            switch self { case .cairo(let s): "cairo: \(s)" }
        }
    }

    /// Creates a cleared surface of the given pixel size (at least 1×1): ARGB32, or A8 with
    /// `alphaOnly`, or RGB24 (no alpha: compositing it is a plain copy) with `opaque`.
    package convenience init(width: Int, height: Int, alphaOnly: Bool = false, opaque: Bool = false) {
        let w = max(1, width), h = max(1, height)
        let format = alphaOnly ? CAIRO_FORMAT_A8 : (opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32)
        let s = cairo_image_surface_create(format, Int32(w), Int32(h))!
        self.init(adopting: s, width: w, height: h)
    }

    /// Wraps memory that someone else owns (an X shared-memory segment); `stride` in bytes.
    package convenience init(wrapping data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        let s = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self),
                                                    CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        self.init(adopting: s, width: width, height: height)
    }

    private init(adopting s: OpaquePointer, width: Int, height: Int) {
        handle = s
        self.width = width
        self.height = height
    }

    /// Loads a PNG file; throws with Cairo's reason when it is missing or not a valid PNG.
    package static func png(atPath path: String) throws(Failure) -> CairoSurface {
        let s = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        return CairoSurface(adopting: s, width: Int(cairo_image_surface_get_width(s)),
                            height: Int(cairo_image_surface_get_height(s)))
    }

    deinit { cairo_surface_destroy(handle) }

    /// Bytes per row.
    package var stride: Int { Int(cairo_image_surface_get_stride(handle)) }

    /// Whether this surface holds only alpha.
    package var isAlphaOnly: Bool { cairo_image_surface_get_format(handle) == CAIRO_FORMAT_A8 }

    /// Writes the surface as a PNG file.
    package func writePNG(to path: String) throws(Failure) {
        cairo_surface_flush(handle)
        let status = cairo_surface_write_to_png(handle, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("\(String(cString: cairo_status_to_string(status))) writing \(path)")
        }
    }

    /// The un-premultiplied colour of one pixel as 0…255 components, or nil outside the surface.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        cairo_surface_flush(handle)
        let data = cairo_image_surface_get_data(handle)!
        if isAlphaOnly { return (0, 0, 0, data[y * stride + x]) }
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(word >> 24), pr = UInt8((word >> 16) & 0xff), pg = UInt8((word >> 8) & 0xff), pb = UInt8(word & 0xff)
        guard a > 0 else { return (0, 0, 0, 0) }
        func unpremultiply(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return (unpremultiply(pr), unpremultiply(pg), unpremultiply(pb), a)
    }

    /// Marks the surface as modified outside Cairo (after writing its memory directly).
    package func markDirty() { cairo_surface_mark_dirty(handle) }

    /// Flushes pending Cairo drawing so that the memory can be read directly.
    package func flush() { cairo_surface_flush(handle) }

    /// The first byte of the pixel memory.
    package var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(handle)! }
}
