import Foundation

/// An immutable bitmap image (premultiplied ARGB32 in memory).
///
/// On Linux a `CGImage` wraps a Cairo image surface; it is what `CALayer.contents` holds, what
/// `UIImage.cgImage` returns, and what a layer's drawn content becomes.
public final class CGImage: @unchecked Sendable {
    // Immutable after creation: the surface is never drawn into once wrapped, so sharing it
    // between threads is as safe as sharing Apple's CGImage.
    package let surface: CairoSurface

    /// Wraps a surface that will not be drawn into again.
    package init(surface: CairoSurface) { self.surface = surface }

    /// The width in pixels.
    public var width: Int { surface.width }
    /// The height in pixels.
    public var height: Int { surface.height }
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of the pixel data.
    public var bytesPerRow: Int { surface.stride }

    /// Loads a PNG file, or returns nil when it is missing or not a valid PNG.
    package static func png(atPath path: String) -> CGImage? {
        (try? CairoSurface.png(atPath: path)).map(CGImage.init(surface:))
    }

    /// A copy of the part of the image inside `rect` (pixels), or nil when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let copy = CairoSurface(width: Int(r.width), height: Int(r.height))
        let context = CGContext(surface: copy)
        context.draw(self, in: CGRect(x: -r.minX, y: -r.minY, width: CGFloat(width), height: CGFloat(height)))
        return CGImage(surface: copy)
    }
}
