import Foundation

extension UIImage {
    /// The image's shape filled with `color`: each pixel keeps its coverage (alpha) and takes the
    /// colour — how a system button draws a template image in its tint. Nil for an empty image.
    func filled(with color: UIColor) -> UIImage? {
        guard let uprightImage else { return nil }
        return UIImage(cgImage: fills.image(of: uprightImage, filledWith: color), scale: scale, orientation: .up,
                       look: shownLook)
    }

    /// The image with its colours multiplied by `factor` (0…1), alpha kept — UIKit's darkening of
    /// a custom button's image while highlighted (`adjustsImageWhenHighlighted`).
    func darkened(by factor: Double) -> UIImage? {
        let f = min(max(factor, 0), 1)
        return mapPixels { pr, pg, pb, alpha in
            (alpha, UInt8(Double(pr) * f), UInt8(Double(pg) * f), UInt8(Double(pb) * f))
        }
    }

    /// A copy whose premultiplied ARGB pixels are `transform(r, g, b, a)` → (a, r, g, b).
    private func mapPixels(_ transform: (UInt8, UInt8, UInt8, UInt8) -> (UInt8, UInt8, UInt8, UInt8)) -> UIImage? {
        guard let source = uprightImage?.surface, source.isValid, !source.isAlphaOnly else { return nil }
        let copy = CairoSurface(width: source.width, height: source.height)
        source.flush()
        copy.flush()
        guard let from = source.data, let to = copy.data else { return nil }
        for y in 0..<source.height {
            for x in 0..<source.width {
                let word = from.advanced(by: y * source.stride + x * 4)
                    .withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let (a, r, g, b) = transform(UInt8((word >> 16) & 0xff), UInt8((word >> 8) & 0xff), UInt8(word & 0xff),
                                             UInt8(word >> 24))
                let out = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                to.advanced(by: y * copy.stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = out }
            }
        }
        copy.markDirty()
        return UIImage(cgImage: CGImage(surface: copy), scale: scale, orientation: .up, look: shownLook)
    }
}
