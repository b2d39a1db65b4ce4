internal import CCairo
import Foundation

// How an image is shown: rendering mode and tint, cap insets, alignment insets, orientation and
// baseline. Each `with…` method returns a new image sharing the bitmap (UIImage is immutable).

extension UIImage {
    // MARK: Rendering mode and tint

    /// How the image's colours are used where it is shown (`.automatic` unless changed).
    public var renderingMode: RenderingMode { look.renderingMode }

    /// The same image with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        changing { $0.renderingMode = renderingMode }
    }

    /// The same image drawn in `color` wherever it is shown: its coverage (alpha) filled with
    /// the colour, as UIKit draws the colour and then the image with `.destinationIn`. The
    /// rendering mode stays as it was.
    public func withTintColor(_ color: UIColor) -> UIImage {
        changing { $0.tintColor = color }
    }

    /// The same image drawn in `color` wherever it is shown, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        changing { $0.tintColor = color; $0.renderingMode = renderingMode }
    }

    /// Whether the image is a system symbol (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { look.symbolName != nil }

    /// Whether a place that shows `.automatic` images as originals (an image view, a custom
    /// button) or as templates (`automaticIsTemplate`: bars, system buttons) shows this one as a
    /// template. Symbol images are templates unless made `.alwaysOriginal`.
    func isTemplate(automaticIsTemplate: Bool) -> Bool {
        switch look.renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: automaticIsTemplate || isSymbolImage
        }
    }

    /// The upright bitmap as shown: filled with the image's own tint colour when it has one,
    /// else with `tint` when `tint` is given (the caller decided the image is a template there),
    /// else as it is. Colours are resolved for `traits`.
    func shownImage(tint: UIColor?, traits: UITraitCollection? = nil) -> CGImage? {
        guard let uprightImage else { return nil }
        guard let colour = look.tintColor ?? tint else { return uprightImage }
        return fills.image(of: uprightImage, filledWith: traits.map { colour.resolvedColor(with: $0) } ?? colour)
    }

    /// The look of an image made from this one's pixels as shown: its caps and insets kept, its
    /// colours already applied.
    var shownLook: Look {
        var look = self.look
        look.tintColor = nil
        look.renderingMode = .alwaysOriginal
        return look
    }

    // MARK: Cap insets

    /// The insets (in points) of the parts that keep their size when the image is drawn larger
    /// or smaller; zero for an image that simply scales.
    public var capInsets: UIEdgeInsets { look.capInsets }

    /// How the part between the cap insets fills a new size (`.tile` unless set).
    public var resizingMode: ResizingMode { look.resizingMode }

    /// The same image with `capInsets`, its interior tiled when resized. As on iOS, an interior
    /// one pixel wide or tall is stretched instead (tiling it would look the same).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with `capInsets` and `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        changing { $0.capInsets = capInsets; $0.resizingMode = resizingMode }
    }

    /// The older form: caps of `leftCapWidth` and `topCapHeight` points, the right and bottom caps
    /// what is left after one point of interior, stretched (zero leaves that direction unstretched
    /// by caps).
    @available(*, deprecated, message: "Use resizableImage(withCapInsets:) instead")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let size = self.size
        let left = CGFloat(max(leftCapWidth, 0)), top = CGFloat(max(topCapHeight, 0))
        let insets = UIEdgeInsets(top: top, left: left,
                                  bottom: top > 0 ? max(size.height - top - 1, 0) : 0,
                                  right: left > 0 ? max(size.width - left - 1, 0) : 0)
        return changing { $0.capInsets = insets; $0.resizingMode = .stretch }
    }

    /// The left cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    @available(*, deprecated, message: "Use capInsets instead")
    public var leftCapWidth: Int { Int(look.capInsets.left) }

    /// The top cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    @available(*, deprecated, message: "Use capInsets instead")
    public var topCapHeight: Int { Int(look.capInsets.top) }

    /// Whether the image is drawn in nine parts when resized.
    var isResizable: Bool { look.capInsets != .zero }

    /// Whether resizing tiles the interior: the mode is `.tile` and the interior is more than one
    /// pixel in a direction it is resized in.
    var tilesWhenResized: Bool {
        guard look.resizingMode == .tile, let interior = interiorInPixels else { return false }
        return interior.width > 1 || interior.height > 1
    }

    /// The part between the cap insets in the upright bitmap's pixels (nil when the caps leave
    /// none).
    var interiorInPixels: CGRect? {
        guard let uprightImage else { return nil }
        let c = look.capInsets
        let r = CGRect(x: c.left * scale, y: c.top * scale,
                       width: CGFloat(uprightImage.width) - (c.left + c.right) * scale,
                       height: CGFloat(uprightImage.height) - (c.top + c.bottom) * scale)
        return r.width > 0 && r.height > 0 ? r : nil
    }

    // MARK: Alignment and baseline

    /// Insets of the image's alignment rectangle (what Auto Layout aligns): zero unless set.
    public var alignmentRectInsets: UIEdgeInsets { look.alignmentRectInsets }

    /// The same image with `alignmentInsets`.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        changing { $0.alignmentRectInsets = alignmentInsets }
    }

    /// Whether the image has a baseline (text-aligned symbols and images given one).
    public var hasBaseline: Bool { look.baselineOffsetFromBottom != nil }

    /// The distance of the baseline above the image's bottom edge (0 without a baseline).
    public var baselineOffsetFromBottom: CGFloat { look.baselineOffsetFromBottom ?? 0 }

    /// The same image with a baseline `baselineOffset` points above its bottom edge.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        changing { $0.baselineOffsetFromBottom = baselineOffset }
    }

    /// The same image without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        changing { $0.baselineOffsetFromBottom = nil }
    }

    // MARK: Orientation

    /// Whether an image view in a right-to-left layout shows the image mirrored.
    public var flipsForRightToLeftLayoutDirection: Bool { look.flipsForRightToLeftLayoutDirection }

    /// The same image, mirrored when shown in a right-to-left layout (arrows, chevrons).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        changing { $0.flipsForRightToLeftLayoutDirection = true }
    }

    /// The same bitmap in the orientation that shows it mirrored left to right.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        if let images { return UIImage(animating: images.map { $0.withHorizontallyFlippedOrientation() }, duration: duration) }
        guard let cgImage else { return UIImage() }
        let flipped: Orientation = switch imageOrientation {
        case .up: .upMirrored
        case .upMirrored: .up
        case .down: .downMirrored
        case .downMirrored: .down
        case .left: .rightMirrored
        case .rightMirrored: .left
        case .right: .leftMirrored
        case .leftMirrored: .right
        }
        return UIImage(cgImage: cgImage, scale: scale, orientation: flipped, look: look)
    }

    /// `image` turned upright as `orientation` says (EXIF's meanings: `.right` is shown turned a
    /// quarter clockwise, `.left` a quarter anticlockwise, `.leftMirrored` transposed,
    /// `.rightMirrored` transposed the other way), pixel for pixel.
    static func upright(_ image: CGImage, _ orientation: Orientation) -> CGImage {
        let w = Double(image.width), h = Double(image.height)
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let surface = CairoSurface(width: turned ? image.height : image.width, height: turned ? image.width : image.height)
        // The map from a shown pixel (X, Y) to the stored one: x = xx·X + xy·Y + x0, y = yx·X + yy·Y + y0.
        var m: cairo_matrix_t = switch orientation {
        case .up: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        case .upMirrored: cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: 1, x0: w, y0: 0)
        case .down: cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: -1, x0: w, y0: h)
        case .downMirrored: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: h)
        case .right: cairo_matrix_t(xx: 0, yx: -1, xy: 1, yy: 0, x0: 0, y0: h)
        case .left: cairo_matrix_t(xx: 0, yx: 1, xy: -1, yy: 0, x0: w, y0: 0)
        case .leftMirrored: cairo_matrix_t(xx: 0, yx: 1, xy: 1, yy: 0, x0: 0, y0: 0)
        case .rightMirrored: cairo_matrix_t(xx: 0, yx: -1, xy: -1, yy: 0, x0: w, y0: h)
        }
        let cr = surface.makeContext()
        let pattern = cairo_pattern_create_for_surface(image.surface.handle)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cr)
        return CGImage(surface: surface)
    }
}

/// A few template fills of one image, by colour (an image is shown in one or two tints at a
/// time: normal and dimmed, light and dark). Images are shared between threads, so the entries
/// are behind a lock.
final class TintedFills: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(colour: UIColor, image: CGImage)] = []
    private static let kept = 4

    /// `image`'s coverage filled with `colour` (made once per colour while it stays among the
    /// last few used).
    func image(of image: CGImage, filledWith colour: UIColor) -> CGImage {
        lock.lock()
        if let i = entries.firstIndex(where: { $0.colour == colour }) {
            let found = entries[i].image
            lock.unlock()
            return found
        }
        lock.unlock()
        let filled = Self.fill(image, with: colour)
        lock.lock()
        entries.append((colour, filled))
        if entries.count > Self.kept { entries.removeFirst() }
        lock.unlock()
        return filled
    }

    /// The colour drawn through `image`'s alpha: each pixel's coverage times the colour
    /// (premultiplied), as `.destinationIn` over a fill gives.
    static func fill(_ image: CGImage, with colour: UIColor) -> CGImage {
        let surface = CairoSurface(width: image.width, height: image.height)
        let cr = surface.makeContext()
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = colour.getRed(&r, green: &g, blue: &b, alpha: &a)
        cairo_set_source_rgba(cr, Double(r), Double(g), Double(b), Double(a))
        cairo_mask_surface(cr, image.surface.handle, 0, 0)
        cairo_destroy(cr)
        return CGImage(surface: surface)
    }
}
