import Foundation

/// Settings of an image renderer: the scale of the bitmap and whether it is opaque.
public final class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point of the rendered image. The default is the screen's scale, which is 1 here.
    public var scale: CGFloat = 1
    /// Whether the image needs no alpha. Accepted and ignored: images always keep alpha and
    /// start transparent.
    public var opaque: Bool = false
    /// The area a renderer with this format draws, in points (set by the renderer).
    public internal(set) var bounds: CGRect = .zero

    /// Creates the default format (scale 1, not opaque).
    public override init() { super.init() }

    /// The format that best suits the main screen.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format with the device's highest fidelity (the same as `default()` here).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment handed to `UIGraphicsImageRenderer.image(actions:)`.
public final class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context to draw into (y grows downwards, one unit per point).
    public let cgContext: CGContext
    /// The format the renderer was created with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of everything drawn so far.
    public var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour (set it with `UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour in `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes the outline of `rect` in `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clipping area with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into a bitmap and returns it as a `UIImage`.
///
///     let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
///     let dot = renderer.image { context in
///         UIColor.systemRed.setFill()
///         UIBezierPath(ovalIn: context.format.bounds).fill()
///     }
///
/// During `actions` the renderer's context is the current UIKit context, so `UIColor.setFill()`,
/// `UIBezierPath.fill()` and `UIImage.draw(in:)` draw into it. Images start transparent.
public final class UIGraphicsImageRenderer: NSObject {
    /// The format images are rendered with.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// A renderer for images of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer whose drawing coordinates cover `bounds` (its origin is the image's top-left).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer whose drawing coordinates cover `bounds`, with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        // The renderer keeps its own copy of the format, as UIKit does.
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale
        copy.opaque = format.opaque
        copy.bounds = bounds.standardized
        self.bounds = copy.bounds
        self.format = copy
    }

    /// Runs `actions` with a fresh transparent bitmap as the current context and returns the result.
    @preconcurrency @MainActor
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        let context = makeBitmapContext(size: bounds.size, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        guard let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }

    /// Runs `actions` like `image(actions:)` and returns the image encoded as PNG.
    @preconcurrency @MainActor
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
