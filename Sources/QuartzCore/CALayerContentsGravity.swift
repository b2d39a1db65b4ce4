import Foundation

/// How a layer's `contents` image is placed in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let center = Self("center")
    public static let top = Self("top")
    public static let bottom = Self("bottom")
    public static let left = Self("left")
    public static let right = Self("right")
    public static let topLeft = Self("topLeft")
    public static let topRight = Self("topRight")
    public static let bottomLeft = Self("bottomLeft")
    public static let bottomRight = Self("bottomRight")
    /// Stretch to fill the bounds (the default).
    public static let resize = Self("resize")
    /// Scale to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = Self("resizeAspect")
    /// Scale to fill the bounds, keeping the aspect ratio (the overflow is clipped only with `masksToBounds`).
    public static let resizeAspectFill = Self("resizeAspectFill")

    /// Where an image of `imageSize` points goes in `bounds`. Layers use y-down coordinates,
    /// so `.top` is the top edge on screen (as for a view's layer on iOS).
    package func rect(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let w = imageSize.width, h = imageSize.height
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        default:
            let x: CGFloat, y: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}

/// How a layer's `contents` is sampled when drawn at another size (Apple's `CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Bilinear: a blend of the nearest four pixels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard edges when magnified.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Bilinear between mipmap levels on iOS; drawn as `.linear` here (no mipmaps).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
