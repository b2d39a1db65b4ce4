import CCairo
import Foundation

/// An opaque picture to compare: a frame the playground wrote as a PNG file (decoded with
/// Cairo), or what the X server shows in a window (read with `XObserver.pixels`).
///
/// Comparisons count the pixels that agree (within a tolerance per channel) rather than asking
/// for equality, so the text of the inspector or a timestamp does not decide a test; they read
/// every other pixel of every other row, which is plenty for whole screens.
struct Snapshot {
    let width: Int, height: Int
    private(set) var pixels: [RGB]

    init(width: Int, height: Int, pixels: [RGB]) {
        precondition(pixels.count == width * height)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A window's pixels read from the server.
    init(_ area: PixelArea) {
        self.init(width: area.width, height: area.height, pixels: area.colours)
    }

    /// Decodes a PNG file; nil when it is missing or not a PNG.
    init?(png path: String) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [RGB] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                // ARGB32 and RGB24 are native-endian 32-bit words; opaque pixels need no un-premultiplying.
                let word = row[x]
                pixels.append(RGB(UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                                  UInt8(truncatingIfNeeded: word)))
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    subscript(x: Int, y: Int) -> RGB { pixels[y * width + x] }

    /// The fraction of the sampled pixels of `rect` whose colour agrees with `other`'s pixel
    /// `shift` points to the left (so `shift` > 0 asks whether this picture shows `other`
    /// moved right by `shift`). Pixels whose counterpart falls outside `other` are not counted.
    func agreement(with other: Snapshot, in rect: (x: Range<Int>, y: Range<Int>), shift: Int = 0,
                   tolerance: Int = 8) -> Double {
        var same = 0, total = 0
        for y in stride(from: rect.y.lowerBound, to: rect.y.upperBound, by: 2) where y < height && y < other.height {
            for x in stride(from: rect.x.lowerBound, to: rect.x.upperBound, by: 2) where x < width {
                let source = x - shift
                guard source >= 0, source < other.width else { continue }
                total += 1
                if self[x, y].isClose(to: other[source, y], tolerance: tolerance) { same += 1 }
            }
        }
        return total == 0 ? 0 : Double(same) / Double(total)
    }

    /// The shift in `shifts` at which this picture best shows `other` moved right (see
    /// `agreement`), and that agreement.
    func bestShift(showing other: Snapshot, in rect: (x: Range<Int>, y: Range<Int>), shifts: ClosedRange<Int>,
                   tolerance: Int = 8) -> (shift: Int, agreement: Double) {
        var best = (shift: shifts.lowerBound, agreement: -1.0)
        for shift in shifts {
            // Compare only where this picture shows the moved content: right of the shift.
            let columns = max(rect.x.lowerBound, shift)..<rect.x.upperBound
            guard !columns.isEmpty else { continue }
            let a = agreement(with: other, in: (columns, rect.y), shift: shift, tolerance: tolerance)
            if a > best.agreement { best = (shift, a) }
        }
        return best
    }
}
