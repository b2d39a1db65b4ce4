#if arch(x86_64)
internal import _Builtin_intrinsics.intel
#endif
import Synchronization

/// Stores of pixels that the processor need not keep in its caches.
///
/// Writing a line of memory that is not in the cache normally reads it first (a read for
/// ownership), only for every byte of it to be overwritten; when a frame is larger than the
/// cache, that read is half of what writing the frame costs. A non-temporal store writes the
/// line straight to memory instead. Use it for big runs of pixels that are written whole and not
/// read again in the same pass (the dimmed page of a large window); everything else keeps
/// ordinary stores, which leave what they write in the cache for what reads it next.
enum PixelStore {
    /// Writes 16 bytes to `target`, which must be 16-byte aligned, without reading the line.
    @inline(__always)
    static func stream(_ value: SIMD16<UInt8>, to target: UnsafeMutableRawPointer) {
        #if arch(x86_64)
        _mm_stream_si128(target.assumingMemoryBound(to: __m128i.self), unsafeBitCast(value, to: __m128i.self))
        #else
        target.storeBytes(of: value, as: SIMD16<UInt8>.self)
        #endif
    }

    /// Writes `value` to `count` pixels from `target`.
    @inline(__always)
    static func fill(_ target: UnsafeMutableRawPointer, count: Int, with value: UInt32) {
        let wide = unsafeBitCast(SIMD4<UInt32>(repeating: value), to: SIMD16<UInt8>.self)
        var to = target, left = count
        while left >= 8 {
            to.storeBytes(of: wide, as: SIMD16<UInt8>.self)
            to.storeBytes(of: wide, toByteOffset: 16, as: SIMD16<UInt8>.self)
            to += 32; left &-= 8
        }
        if left >= 4 {
            to.storeBytes(of: wide, as: SIMD16<UInt8>.self)
            to += 16; left &-= 4
        }
        while left > 0 {
            to.storeBytes(of: value, as: UInt32.self)
            to += 4; left &-= 1
        }
    }

    /// Orders the non-temporal stores before whatever follows (the frame handed to the window
    /// system, which reads it from another process).
    @inline(__always)
    static func fence() {
        atomicMemoryFence(ordering: .sequentiallyConsistent)
    }
}
