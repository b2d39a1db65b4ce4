import Foundation

/// The view `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` returns: the image
/// cut along the cap insets into up to nine parts, each a subview, laid out so that the corners
/// keep their size, the edges stretch along their length and the center both ways.
///
/// The parts are views, not sublayers, so a resize inside `UIView.animate` (the snapshot's frame
/// changed, then `layoutIfNeeded()`) moves and stretches them in the same animation.
final class ResizableSnapshotView: UIView {
    /// The caps in points, each within the image's size.
    private let caps: UIEdgeInsets
    /// The parts, with their column and row (0, 1, 2: start cap, stretched middle, end cap).
    private var parts: [(view: UIView, column: Int, row: Int)] = []

    init(image: CGImage, size: CGSize, capInsets: UIEdgeInsets) {
        let scale = CGFloat(image.width) / max(size.width, 1)
        let horizontal = Self.fit(capInsets.left, capInsets.right, into: size.width)
        let vertical = Self.fit(capInsets.top, capInsets.bottom, into: size.height)
        caps = UIEdgeInsets(top: vertical.start, left: horizontal.start, bottom: vertical.end, right: horizontal.end)
        super.init(frame: CGRect(origin: .zero, size: size))
        // The cuts, in the image's pixels.
        let xs = [0, (caps.left * scale).rounded(), CGFloat(image.width) - (caps.right * scale).rounded(), CGFloat(image.width)]
        let ys = [0, (caps.top * scale).rounded(), CGFloat(image.height) - (caps.bottom * scale).rounded(), CGFloat(image.height)]
        for row in 0..<3 {
            for column in 0..<3 {
                let cut = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                guard cut.width >= 1, cut.height >= 1, let piece = image.cropping(to: cut) else { continue }
                let part = UIView()
                part.isUserInteractionEnabled = false   // touches land on the snapshot, as on one view
                part.layer.contents = piece
                part.layer.contentsScale = scale
                addSubview(part)
                parts.append((part, column, row))
            }
        }
        layoutIfNeeded()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let horizontal = Self.fit(caps.left, caps.right, into: bounds.width)
        let vertical = Self.fit(caps.top, caps.bottom, into: bounds.height)
        let xs = [bounds.minX, bounds.minX + horizontal.start, bounds.maxX - horizontal.end, bounds.maxX]
        let ys = [bounds.minY, bounds.minY + vertical.start, bounds.maxY - vertical.end, bounds.maxY]
        for (part, column, row) in parts {
            part.frame = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
        }
    }

    /// Two caps (negative ones taken as 0) that fit in `length`: shrunk in proportion when they
    /// add up to more.
    private static func fit(_ start: CGFloat, _ end: CGFloat, into length: CGFloat) -> (start: CGFloat, end: CGFloat) {
        let start = start.isFinite ? max(0, start) : 0, end = end.isFinite ? max(0, end) : 0
        let length = max(0, length)
        guard start + end > length, start + end > 0 else { return (start, end) }
        let k = length / (start + end)
        return (start * k, end * k)
    }
}
