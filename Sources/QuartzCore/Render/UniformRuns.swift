import Foundation

/// Where a flat image is uniform, for ``ProjectiveSampler``'s column walk: for each pixel
/// `(x, y)`, how many 2×2 blocks from row `y` down (with their top-left pixel in column `x`)
/// hold one colour. Interface images are mostly flat colour, and a bilinear sample whose four
/// taps are one colour is that colour whatever its weights: a column walk that lands in such a
/// run fills every destination pixel whose taps stay inside it with the colour, without
/// fetching or blending.
///
/// Two consecutive blocks of a column share a row, so the runs follow from the rows upwards:
/// `run(x, y) = uniform(x, y) ? 1 + run(x, y + 1) : 0`. Made on first use (one pass over the
/// image, about ten instructions a pixel) and kept with the image.
final class UniformRuns {
    private var storage: UnsafeMutablePointer<UInt16>?
    private(set) var width = 0, height = 0

    init() {}

    deinit { storage?.deallocate() }

    /// The run table of `source` (`width`×`height` pixels, `stride` in pixels): row-major,
    /// `width` entries a row; made on the first call.
    func table(of source: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int) -> UnsafePointer<UInt16> {
        if let storage, self.width == width, self.height == height { return UnsafePointer(storage) }
        storage?.deallocate()
        let runs = UnsafeMutablePointer<UInt16>.allocate(capacity: width * height)
        runs.initialize(repeating: 0, count: width * height)
        if width >= 2, height >= 2 {
            for y in Swift.stride(from: height - 2, through: 0, by: -1) {
                let top = source + y * stride, bottom = top + stride
                let row = runs + y * width, below = row + width
                for x in 0..<(width - 1) {
                    let a = top[x]
                    guard a == top[x + 1], a == bottom[x], a == bottom[x + 1] else { continue }
                    row[x] = below[x] == UInt16.max ? UInt16.max : below[x] + 1
                }
            }
        }
        storage = runs
        self.width = width
        self.height = height
        return UnsafePointer(runs)
    }
}
