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

    /// The longest side Cairo can make an image surface of, in pixels (its limit is a signed
    /// 16-bit coordinate). A bigger surface is Cairo's inert error surface: see ``isValid``.
    package static let maximumSide = 32_767

    /// Errors a surface can report.
    package enum Failure: Error, CustomStringConvertible {
        case cairo(String)
        package var description: String {
            switch self { case .cairo(let s): "cairo: \(s)" }
        }
    }

    /// Creates a cleared surface of the given pixel size (at least 1×1): ARGB32, or A8 with
    /// `alphaOnly`, or RGB24 (no alpha: compositing it is a plain copy) with `opaque`.
    ///
    /// A size Cairo cannot make (a side over ``maximumSide``, or no memory for it) gives an inert
    /// surface: ``isValid`` is false, ``data`` is nil, drawing into it does nothing and writing it
    /// fails with Cairo's reason. Check ``isValid`` before keeping one.
    package convenience init(width: Int, height: Int, alphaOnly: Bool = false, opaque: Bool = false) {
        let w = max(1, width), h = max(1, height)
        let format = alphaOnly ? CAIRO_FORMAT_A8 : (opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32)
        // Sizes past Int32 would wrap: ask Cairo for one it refuses (it still returns a surface).
        let cw = Int32(clamping: w), ch = Int32(clamping: h)
        self.init(adopting: cairo_image_surface_create(format, cw, ch), width: w, height: h)
    }

    /// Wraps memory that someone else owns (an X shared-memory segment); `stride` in bytes.
    /// `opaque` makes it RGB24 (the layout of a 24-bit X visual: the top byte is not read).
    package convenience init(wrapping data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, opaque: Bool = false) {
        let s = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                    Int32(clamping: width), Int32(clamping: height), Int32(clamping: stride))
        self.init(adopting: s, width: width, height: height)
    }

    /// An opaque (RGB24) surface whose pixels are not cleared first, for a caller that paints
    /// every pixel anyway (clearing a window-sized image costs as much as copying it).
    package static func uninitializedOpaque(width: Int, height: Int) -> CairoSurface {
        let w = max(1, width), h = max(1, height)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(clamping: w)))
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: h)
        guard stride > 0, !overflow, let memory = malloc(bytes) else { return CairoSurface(width: w, height: h, opaque: true) }
        let surface = CairoSurface(wrapping: memory, width: w, height: h, stride: stride, opaque: true)
        surface.releaseMemoryOnDestroy(memory) { free($0) }
        return surface
    }

    /// Calls `release(memory)` when Cairo destroys the surface, i.e. after its last user.
    package func releaseMemoryOnDestroy(_ memory: UnsafeMutableRawPointer,
                                        _ release: @convention(c) (UnsafeMutableRawPointer?) -> Void) {
        cairo_surface_set_user_data(handle, memoryReleaseKey, memory, release)
    }

    /// Takes ownership of what Cairo returned. Cairo's image constructors never return NULL: a
    /// failure is an error surface (see ``isValid``), which is kept like any other.
    private init(adopting s: OpaquePointer?, width: Int, height: Int) {
        guard let s else { preconditionFailure("cairo returned no surface, against its API contract") }
        handle = s
        self.width = width
        self.height = height
    }

    /// Whether Cairo made the surface: false for a size it refuses or memory it could not get
    /// (then ``data`` is nil and drawing into it does nothing).
    package var isValid: Bool {
        cairo_surface_status(handle) == CAIRO_STATUS_SUCCESS && cairo_image_surface_get_data(handle) != nil
    }

    /// Cairo's reason when the surface is not valid ("invalid value (typically too big) for the
    /// size of the input (surface, pattern, etc.)").
    package var failureReason: String? {
        let status = cairo_surface_status(handle)
        return status == CAIRO_STATUS_SUCCESS ? (isValid ? nil : "no pixel memory") : String(cString: cairo_status_to_string(status))
    }

    /// Loads a PNG file; throws with Cairo's reason when it is missing or not a valid PNG.
    package static func png(atPath path: String) throws(Failure) -> CairoSurface {
        guard let s = cairo_image_surface_create_from_png(path) else { throw .cairo("cannot read \(path)") }
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

    /// Whether this surface has no alpha (RGB24: every pixel is opaque, the top byte unused).
    package var isOpaque: Bool { cairo_image_surface_get_format(handle) == CAIRO_FORMAT_RGB24 }

    /// Writes the surface as a PNG file.
    package func writePNG(to path: String) throws(Failure) {
        cairo_surface_flush(handle)
        let status = cairo_surface_write_to_png(handle, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("\(String(cString: cairo_status_to_string(status))) writing \(path)")
        }
    }

    /// A new Cairo context drawing into this surface (the caller destroys it).
    ///
    /// Cairo's documentation: `cairo_create` "never returns NULL"; when it cannot make a context
    /// (no memory, or a surface in an error state) it returns an inert context whose status says
    /// why, on which every drawing call does nothing. So an invalid surface draws nothing rather
    /// than failing, and the renderer carries on; the one case this cannot cover (a NULL against
    /// the contract) stops with that explanation instead of an anonymous unwrap.
    package func makeContext() -> OpaquePointer {
        guard let cr = cairo_create(handle) else { preconditionFailure("cairo_create returned NULL, against its API contract") }
        return cr
    }

    /// The surface encoded as a PNG file in memory (RGB for an opaque surface, RGBA otherwise).
    package func pngData() throws(Failure) -> Data {
        cairo_surface_flush(handle)
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(handle, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("\(String(cString: cairo_status_to_string(status))) encoding a PNG")
        }
        return sink.data
    }

    /// The un-premultiplied colour of one pixel as 0…255 components, or nil outside the surface.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        cairo_surface_flush(handle)
        guard let data = cairo_image_surface_get_data(handle) else { return nil }
        if isAlphaOnly { return (0, 0, 0, data[y * stride + x]) }
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        if isOpaque { return (UInt8((word >> 16) & 0xff), UInt8((word >> 8) & 0xff), UInt8(word & 0xff), 255) }
        let a = UInt8(word >> 24), pr = UInt8((word >> 16) & 0xff), pg = UInt8((word >> 8) & 0xff), pb = UInt8(word & 0xff)
        guard a > 0 else { return (0, 0, 0, 0) }
        func unpremultiply(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return (unpremultiply(pr), unpremultiply(pg), unpremultiply(pb), a)
    }

    /// Marks the surface as modified outside Cairo (after writing its memory directly).
    package func markDirty() { cairo_surface_mark_dirty(handle) }

    /// Flushes pending Cairo drawing so that the memory can be read directly.
    package func flush() { cairo_surface_flush(handle) }

    /// The first byte of the pixel memory; nil when the surface is not valid.
    package var data: UnsafeMutablePointer<UInt8>? { cairo_image_surface_get_data(handle) }
}

/// An address used only as an identity token for Cairo user data; never read or written.
nonisolated(unsafe) private let memoryReleaseKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
