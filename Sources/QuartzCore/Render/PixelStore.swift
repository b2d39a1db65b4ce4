/// Writes of pixels the renderer makes itself, outside cairo.
enum PixelStore {
    /// Writes `value` to `count` pixels from `target` (16 bytes a store while it can).
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
}
