internal import CCairo
internal import CX11
import CoreGraphics
import Foundation

/// The window's back buffer: an `XImage` whose pixel memory is also a Cairo image surface.
///
/// With MIT-SHM the memory is a System V shared-memory segment that the X server reads
/// directly (`XShmPutImage`); without it, plain process memory that `XPutImage` sends over
/// the connection. On a 24-bit TrueColor visual with 32 bits per pixel and the host's byte
/// order, Cairo's RGB24 and the X pixel layout are the same bytes. The buffer is RGB24, not
/// ARGB32: a window is opaque, and compositing an opaque image into it is then a plain copy.
///
/// The X-side objects (`XImage`, the server's attachment) are released by ``invalidate(on:)``,
/// which the backend calls on resize and in its `deinit`. The memory itself belongs to the
/// Cairo surface and is released when the last reference to ``surface`` goes away, so a
/// renderer still holding the old surface after a resize draws into valid (unseen) memory.
@MainActor
final class X11ImageBuffer {
    /// What the renderer draws into.
    let surface: CairoSurface
    /// Pixel size.
    let width: Int, height: Int
    private let image: UnsafeMutablePointer<XImage>
    /// The segment description for MIT-SHM, nil for the `XPutImage` path. `image.obdata`
    /// points at it, so it must stay at this address until the image is destroyed.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>?
    private var isValid = true

    /// Whether this buffer is presented through MIT-SHM.
    var usesSharedMemory: Bool { segment != nil }

    private init(surface: CairoSurface, image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>?) {
        self.surface = surface
        self.image = image
        self.segment = segment
        width = surface.width
        height = surface.height
    }

    /// A buffer in a shared-memory segment, or nil when MIT-SHM cannot be used on this
    /// connection (no extension, no segment, or the server cannot attach it, e.g. a remote
    /// display). Checking the attach costs one round trip.
    static func sharedMemory(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>,
                             width: Int, height: Int) -> X11ImageBuffer? {
        guard XShmQueryExtension(display) != 0 else { return nil }
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(display, visual, 24, ZPixmap, nil, info, UInt32(width), UInt32(height)) else {
            info.deallocate()
            return nil
        }
        func giveUp() -> X11ImageBuffer? {
            _ = image.pointee.f.destroy_image(image)
            info.deallocate()
            return nil
        }
        let stride = Int(image.pointee.bytes_per_line)
        guard image.pointee.bits_per_pixel == 32, stride % 4 == 0 else { return giveUp() }
        let id = shmget(IPC_PRIVATE, stride * height, IPC_CREAT | 0o600)
        guard id >= 0 else { return giveUp() }
        let address = shmat(id, nil, 0)
        guard let address, tp_shm_failed(address) == 0 else {
            shmctl(id, IPC_RMID, nil)
            return giveUp()
        }
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        image.pointee.data = info.pointee.shmaddr

        // Attach on the server and wait for its answer, quietly: a BadAccess here only means
        // "use the other path". Then mark the segment for removal so that it disappears with
        // the last detach, even if this process dies.
        x11ProtocolErrors.setQuiet(true, on: display)
        let serial = XNextRequest(display)
        XShmAttach(display, info)
        XSync(display, 0)
        x11ProtocolErrors.setQuiet(false, on: display)
        shmctl(id, IPC_RMID, nil)
        guard x11ProtocolErrors.errors(on: display, since: serial).isEmpty else {
            x11ProtocolErrors.discard(on: display, since: serial)
            shmdt(address)
            return giveUp()
        }
        let surface = CairoSurface(wrapping: address, width: width, height: height, stride: stride, opaque: true)
        surface.releaseMemoryOnDestroy(address) { _ = shmdt($0) }
        return X11ImageBuffer(surface: surface, image: image, segment: info)
    }

    /// A buffer in process memory, presented with `XPutImage`; works on any connection.
    static func plain(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>,
                      width: Int, height: Int) -> X11ImageBuffer {
        let stride = width * 4
        guard let memory = calloc(stride * height, 1),
              let image = XCreateImage(display, visual, 24, ZPixmap, 0, memory.assumingMemoryBound(to: CChar.self),
                                       UInt32(width), UInt32(height), 32, Int32(stride)) else {
            fatalError("out of memory for a \(width)×\(height) frame buffer")
        }
        // XCreateImage takes the server's byte order; the bytes are in ours (Cairo writes
        // native-endian words), so say so and let XPutImage swap for a server that differs.
        let hostOrder = 1.littleEndian == 1 ? LSBFirst : MSBFirst
        image.pointee.byte_order = hostOrder
        image.pointee.bitmap_bit_order = hostOrder
        let surface = CairoSurface(wrapping: memory, width: width, height: height, stride: stride, opaque: true)
        surface.releaseMemoryOnDestroy(memory) { free($0) }
        return X11ImageBuffer(surface: surface, image: image, segment: nil)
    }

    /// Sends one rectangle (already clipped to the buffer) to the same place in `drawable`.
    func put(_ rect: PixelRect, display: OpaquePointer, drawable: Drawable, gc: GC) {
        precondition(isValid, "X11ImageBuffer used after invalidate(on:)")
        let x = Int32(rect.x), y = Int32(rect.y), w = UInt32(rect.width), h = UInt32(rect.height)
        if segment != nil {
            XShmPutImage(display, drawable, gc, image, x, y, x, y, w, h, 0)
        } else {
            XPutImage(display, drawable, gc, image, x, y, x, y, w, h)
        }
    }

    /// Releases the X side: detaches the segment from the server and frees the `XImage`
    /// structure. The pixel memory stays valid until ``surface`` is released.
    func invalidate(on display: OpaquePointer) {
        guard isValid else { return }
        isValid = false
        if let segment {
            XShmDetach(display, segment)
            _ = image.pointee.f.destroy_image(image)   // frees only the structure for SHM images
            segment.deallocate()
        } else {
            image.pointee.data = nil                   // the surface owns the memory
            _ = image.pointee.f.destroy_image(image)
        }
    }
}
