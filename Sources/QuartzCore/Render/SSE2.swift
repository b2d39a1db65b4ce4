#if arch(x86_64)
internal import _Builtin_intrinsics.intel

/// Unaligned loads and stores of SSE2 registers (the baseline of x86-64) for the renderer's
/// vector kernels (``UniformRuns``, ``ProjectiveSampler``): one place for the pointer casts the
/// intrinsics need.
enum SSE2 {
    /// 16 bytes from `p`.
    @inline(__always)
    static func load(_ p: UnsafeRawPointer) -> __m128i {
        _mm_loadu_si128(p.assumingMemoryBound(to: __m128i.self))
    }

    /// `v` to the 16 bytes at `p`.
    @inline(__always)
    static func store(_ v: __m128i, at p: UnsafeMutableRawPointer) {
        _mm_storeu_si128(p.assumingMemoryBound(to: __m128i.self), v)
    }

    /// Two neighbouring pixels from `p` into the lower half (the upper half zero).
    @inline(__always)
    static func loadPair(_ p: UnsafePointer<UInt32>) -> __m128i {
        _mm_cvtsi64_si128(Int64(bitPattern: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)))
    }
}
#endif
