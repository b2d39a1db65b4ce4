import Foundation

/// The floor under a frame: how long this machine takes to copy one frame's bytes.
enum MemoryBandwidth {
    /// Milliseconds of `count` copies of `bytes` bytes between two buffers (touched first, so
    /// page faults are not counted).
    static func copyTimes(bytes: Int, count: Int) -> [Double] {
        let from = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let to = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { from.deallocate(); to.deallocate() }
        memset(from, 0x5a, bytes)
        memset(to, 0, bytes)
        return (0..<count).map { _ in
            let t0 = monotonicMilliseconds()
            memcpy(to, from, bytes)
            return monotonicMilliseconds() - t0
        }
    }
}
