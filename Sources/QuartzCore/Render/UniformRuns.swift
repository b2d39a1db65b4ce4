import Foundation
#if arch(x86_64)
internal import _Builtin_intrinsics.intel
#endif

/// Where a flat image does not change down a pair of columns, for ``ProjectiveSampler``'s
/// column walk: for each pixel `(x, y)`, how many 2×2 blocks from row `y` down (with their
/// top-left pixel in column `x`) have a lower row equal to their upper one. A column walk
/// samples one pair of source columns with one horizontal weight, so wherever its taps stay in
/// such a run every sample is the same colour: the horizontal blend of the run's two pixels
/// (the vertical blend of two equal rows is that row, whatever its weight). A walk that lands
/// in a run fills every destination pixel whose taps stay inside it with that colour, without
/// fetching or blending. Interface images are mostly flat colour (blocks of one colour), and
/// much of the rest changes only across (vertical edges, horizontal gradients, images of
/// stripes).
///
/// Two consecutive blocks of a column share a row, so the runs follow from the rows upwards:
/// `run(x, y) = constant(x, y) ? 1 + run(x, y + 1) : 0`. Made on first use (one pass over the
/// image, about ten instructions a pixel) and kept with the image.
final class UniformRuns {
    private var storage: UnsafeMutablePointer<UInt16>?
    private(set) var width = 0, height = 0
    /// The runs along rows (``acrossTable(of:stride:width:height:)``), and their size.
    private var acrossStorage: UnsafeMutablePointer<UInt16>?
    private var acrossSize = (width: 0, height: 0)

    init() {}

    deinit {
        storage?.deallocate()
        acrossStorage?.deallocate()
    }

    /// The run table of `source` (`width`×`height` pixels, `stride` in pixels): row-major,
    /// `width` entries a row; made on the first call.
    func table(of source: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int) -> UnsafePointer<UInt16> {
        if let storage, self.width == width, self.height == height { return UnsafePointer(storage) }
        storage?.deallocate()
        let runs = UnsafeMutablePointer<UInt16>.allocate(capacity: width * height)
        // No block starts in the last row or the last column; every other entry is written below.
        (runs + (height - 1) * width).initialize(repeating: 0, count: width)
        if width >= 2, height >= 2 {
            for y in Swift.stride(from: height - 2, through: 0, by: -1) {
                let top = source + y * stride, bottom = top + stride
                let row = runs + y * width, below = row + width
                var x = 0
                #if arch(x86_64)
                x = Self.columnRuns(top, bottom, below: below, into: row, count: width - 1)
                #endif
                // Without branches, so that the compiler can vectorise the row.
                while x < width - 1 {
                    let constant = (top[x] ^ bottom[x]) | (top[x + 1] ^ bottom[x + 1]) == 0
                    let longer = below[x] &+ (below[x] == UInt16.max ? 0 : 1)
                    row[x] = constant ? longer : 0
                    x += 1
                }
                row[width - 1] = 0
            }
        }
        storage = runs
        self.width = width
        self.height = height
        return UnsafePointer(runs)
    }

    #if arch(x86_64)
    /// The entries `0 ..< n` of one row of ``table(of:stride:width:height:)``, eight at a time
    /// with SSE2 (the baseline of x86-64), for the largest `n ≤ count` that is a multiple of 8;
    /// returns `n`. The pixels of `top` and `bottom` are compared whole (`pcmpeqd`), the masks
    /// of a pixel and its right neighbour are packed to 16 bits and combined, and each entry is
    /// the entry below plus one, saturating (`paddusw`), where the block is constant, else 0:
    /// about three instructions a pixel where the compiler's own vectorisation of the scalar
    /// loop took eight. Reads `top` and `bottom` up to index `n` (the right neighbour).
    @inline(__always)
    private static func columnRuns(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>, below: UnsafePointer<UInt16>,
                                   into row: UnsafeMutablePointer<UInt16>, count: Int) -> Int {
        let one = _mm_set1_epi16(1)
        var x = 0
        while x &+ 8 <= count {
            let t = top + x, b = bottom + x
            let here = _mm_packs_epi32(_mm_cmpeq_epi32(SSE2.load(t), SSE2.load(b)), _mm_cmpeq_epi32(SSE2.load(t + 4), SSE2.load(b + 4)))
            let right = _mm_packs_epi32(_mm_cmpeq_epi32(SSE2.load(t + 1), SSE2.load(b + 1)), _mm_cmpeq_epi32(SSE2.load(t + 5), SSE2.load(b + 5)))
            let longer = _mm_adds_epu16(SSE2.load(below + x), one)
            SSE2.store(_mm_and_si128(_mm_and_si128(here, right), longer), at: row + x)
            x &+= 8
        }
        return x
    }
    #endif

    /// The same along rows, for the row walk (turns about the horizontal axis): for each pixel
    /// `(x, y)`, how many 2×2 blocks from column `x` rightwards (with their top-left pixel in
    /// row `y`) have a right column equal to their left one. Row-major, `width` entries a row;
    /// made on the first call.
    ///
    /// The runs follow from the right along each row, `run(x, y) = constant(x, y) ? 1 +
    /// run(x + 1, y) : 0`, a dependency along the row that lanes cannot share; on x86-64 the
    /// blocks' flags are found eight at a time instead (``acrossFlags(_:_:at:)``), and a group
    /// of eight blocks that are all constant (the common case) is stored as the run to its right
    /// plus 8, 7, …, 1 in one step, a group of none as zeros; only mixed groups go pixel by pixel.
    func acrossTable(of source: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int) -> UnsafePointer<UInt16> {
        if let acrossStorage, acrossSize == (width, height) { return UnsafePointer(acrossStorage) }
        acrossStorage?.deallocate()
        let runs = UnsafeMutablePointer<UInt16>.allocate(capacity: width * height)
        // No block starts in the last row or the last column; every other entry is written below.
        (runs + (height - 1) * width).initialize(repeating: 0, count: width)
        if width >= 2, height >= 2 {
            for y in 0..<(height - 1) {
                let top = source + y * stride, bottom = top + stride
                let row = runs + y * width
                row[width - 1] = 0
                var next: UInt16 = 0
                var x = width - 2
                #if arch(x86_64)
                let steps = _mm_set_epi16(1, 2, 3, 4, 5, 6, 7, 8)
                // The group x - 7 ... x, from the right.
                while x >= 7 {
                    let first = x &- 7
                    let flags = Self.acrossFlags(top, bottom, at: first)
                    let group = row + first
                    if flags == 0xFFFF {
                        SSE2.store(_mm_adds_epu16(_mm_set1_epi16(Int16(bitPattern: next)), steps), at: group)
                        next = next > UInt16.max &- 8 ? UInt16.max : next &+ 8
                    } else if flags == 0 {
                        SSE2.store(_mm_setzero_si128(), at: group)
                        next = 0
                    } else {
                        // Bits 2i and 2i + 1 are block `first + i`'s flag.
                        for i in Swift.stride(from: 7, through: 0, by: -1) {
                            next = flags & (1 << (2 * i)) != 0 ? next &+ (next == UInt16.max ? 0 : 1) : 0
                            row[first &+ i] = next
                        }
                    }
                    x = first &- 1
                }
                #endif
                while x >= 0 {
                    let constant = (top[x] ^ top[x + 1]) | (bottom[x] ^ bottom[x + 1]) == 0
                    next = constant ? next &+ (next == UInt16.max ? 0 : 1) : 0
                    row[x] = next
                    x -= 1
                }
            }
        }
        acrossStorage = runs
        acrossSize = (width, height)
        return UnsafePointer(runs)
    }

    #if arch(x86_64)
    /// Whether the blocks `x ..< x + 8` of a row are constant along it (`top` and `bottom` each
    /// equal to their right neighbour), as the byte mask of eight 16-bit lanes (`pmovmskb`: bits
    /// 2i and 2i + 1 for block `x + i`). Reads `top` and `bottom` at `x ... x + 8`.
    @inline(__always)
    private static func acrossFlags(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>, at x: Int) -> Int32 {
        let t = top + x, b = bottom + x
        let upper = _mm_packs_epi32(_mm_cmpeq_epi32(SSE2.load(t), SSE2.load(t + 1)), _mm_cmpeq_epi32(SSE2.load(t + 4), SSE2.load(t + 5)))
        let lower = _mm_packs_epi32(_mm_cmpeq_epi32(SSE2.load(b), SSE2.load(b + 1)), _mm_cmpeq_epi32(SSE2.load(b + 4), SSE2.load(b + 5)))
        return _mm_movemask_epi8(_mm_and_si128(upper, lower))
    }
    #endif
}
