import Foundation

/// A view that shows an image, fitted to its bounds by its `contentMode`.
///
///     let avatar = UIImageView(image: UIImage(named: "avatar"))
///     avatar.contentMode = .scaleAspectFill
///     avatar.clipsToBounds = true
///
/// The image becomes the layer's `contents` (no drawing pass, no copy), at the image's scale;
/// `contentMode` picks the layer's `contentsGravity` (`.scaleToFill` → `.resize`,
/// `.scaleAspectFit` → `.resizeAspect`, `.center` → `.center` …).
///
/// As on iOS:
/// - a template image (`.alwaysTemplate`, or a symbol image not made `.alwaysOriginal`) shows
///   its shape in the view's `tintColor`, following tint changes and dimming; an image with a
///   tint colour of its own (`withTintColor(_:)`) shows in that colour;
/// - a resizable image (`resizableImage(withCapInsets:)`) keeps its caps when `contentMode` is
///   `.scaleToFill`: stretched through the layer's `contentsCenter` (so a size animation stays
///   exact), or tiled, composed at the view's size when it changes;
/// - an image made with `imageFlippedForRightToLeftLayoutDirection()` shows mirrored in a
///   right-to-left layout, and an image's orientation is applied.
///
/// It also plays frame animations (see `UIImageView+Animation.swift`): `animationImages` shown
/// in turn between `startAnimating()` and `stopAnimating()`, and an animated `image`
/// (`UIImage.animatedImage(with:duration:)`), which plays by itself, looping, as on iOS.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// An image view is not an accessibility element unless the app makes it one (as on iOS);
    /// then it is an image.
    override var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (false, nil, .image)
    }

    /// The image shown (nil: nothing); the view's size does not change when it is set. An
    /// animated image plays by itself (unless the view has `animationImages` of its own).
    open var image: UIImage? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
            animationSourceDidChange(stillImageChanged: image !== oldValue)
        }
    }

    /// The image shown while `isHighlighted` is true (when set).
    open var highlightedImage: UIImage? {
        didSet {
            updateContents()
            animationSourceDidChange(stillImageChanged: highlightedImage !== oldValue)
        }
    }

    /// Whether the view shows `highlightedImage` (and `highlightedAnimationImages`) instead of
    /// `image` (and `animationImages`).
    open var isHighlighted = false {
        didSet {
            updateContents()
            guard isHighlighted != oldValue else { return }
            animationSourceDidChange(stillImageChanged: highlightedImage != nil && highlightedImage !== image)
        }
    }

    // MARK: Animating images (the work is in UIImageView+Animation.swift)

    /// The images shown in turn while the view animates (nil, the default: none). They take the
    /// place of an animated `image`'s frames; while stopped, the view shows `image`.
    open var animationImages: [UIImage]? { didSet { animationSourceDidChange() } }

    /// The images shown in turn instead while `isHighlighted` (nil: `animationImages`).
    open var highlightedAnimationImages: [UIImage]? { didSet { animationSourceDidChange() } }

    /// The time for one pass through `animationImages`, in seconds. 0 (the default) means 1/30 s
    /// an image, as on iOS.
    open var animationDuration: TimeInterval = 0

    /// How many passes through `animationImages` are shown before the animation stops by itself;
    /// 0 (the default) repeats until `stopAnimating()`. An animated `image` always repeats.
    open var animationRepeatCount = 0

    /// Whether the view is showing its animation images in turn.
    open var isAnimating: Bool { playback != nil }

    /// Starts showing the animation images in turn, from the first, timed by the frames of the
    /// view's screen (nothing moves while the view is in no window). Does nothing while animating.
    open func startAnimating() { beginPlayback(restart: false) }

    /// Stops the animation and shows `image` again.
    open func stopAnimating() { endPlayback() }

    /// The running animation: its display link, start and the frame shown (nil while stopped).
    var playback: ImageViewPlayback?

    /// The point size (or text style), weight and scale symbol images are drawn at here (nil: as
    /// each image says). Where the image's own configuration sets a value too, the image's wins.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != oldValue else { return }
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The last symbol image drawn with `preferredSymbolConfiguration`.
    private var configuredSymbol: (source: UIImage, preferred: UIImage.SymbolConfiguration, result: UIImage)?

    /// Creates an image view with the given frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view sized to `image` (its size in points), at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        updateContents()
        animationSourceDidChange(stillImageChanged: true)
    }

    /// Creates an image view sized to `image`, with an image for the highlighted state.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
        animationSourceDidChange(stillImageChanged: true)
    }

    /// Creates an image view from an archive (a zero frame here; see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = configured(image) else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    /// The image's size in points (zero without an image), whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { configured(image)?.size ?? .zero }

    /// Keeps the image's scale as the layer's `contentsScale` (moving to a window sets the
    /// screen's scale, which is right for drawn content but not for an image), and the tint the
    /// window gives. A running animation follows the view: it stops asking for frames when the
    /// view leaves its window and starts again from the first image in a new one.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        playbackWindowDidChange()
        updateContents()
    }

    /// A template image follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.isTemplate(automaticIsTemplate: false) == true { updateContents() }
    }

    /// A tinted image follows the tint's appearance (light or dark), a mirrored one the layout
    /// direction, a tiled one the display scale.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard let shown = shownImage else { return }
        if shown.isTemplate(automaticIsTemplate: false) || shown.look.tintColor != nil
            || shown.flipsForRightToLeftLayoutDirection || tiled != nil {
            updateContents()
        }
    }

    /// A mirrored image follows the view's own direction (its `semanticContentAttribute`).
    override func directionDidChange() {
        if shownImage?.flipsForRightToLeftLayoutDirection == true { updateContents() }
    }

    /// Resizable images keep their caps only in `.scaleToFill`.
    open override var contentMode: UIView.ContentMode {
        didSet { if contentMode != oldValue { updateContents() } }
    }

    /// A tiled resizable image is composed again at the new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let tiled, tiled.size != bounds.size { updateContents() }
    }

    /// The image shown now: the animation's frame while animating, else the highlighted image
    /// while highlighted (when there is one), else `image`.
    private var shownImage: UIImage? { configured(animationFrameShown ?? stillImage) }

    /// The image shown while not animating (the highlighted one while highlighted, when set).
    var stillImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    /// `image` drawn with `preferredSymbolConfiguration` under its own configuration, when it is
    /// a symbol image and the view has one.
    private func configured(_ image: UIImage?) -> UIImage? {
        guard let image, let preferred = preferredSymbolConfiguration, let own = image.symbolConfiguration else { return image }
        if let done = configuredSymbol, done.source === image, done.preferred == preferred { return done.result }
        let result = image.withConfiguration(preferred.applying(own))
        configuredSymbol = (image, preferred, result)
        return result
    }

    /// The size and scale a tiled resizable image was composed at.
    private var tiled: (size: CGSize, scale: CGFloat)?

    /// Shows the current image as the layer's contents, at the image's scale: upright, tinted when
    /// it is a template, mirrored when it asks to be in a right-to-left layout, and with its caps
    /// kept when it is resizable.
    func updateContents() {
        tiled = nil
        guard let shown = shownImage,
              var bitmap = shown.shownImage(tint: shown.isTemplate(automaticIsTemplate: false) ? tintColor : nil,
                                            traits: traitCollection) else {
            layer.contents = nil
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
            return
        }
        var look = shown.shownLook
        if shown.flipsForRightToLeftLayoutDirection && isRightToLeft {
            bitmap = UIImage.upright(bitmap, .upMirrored)
            swap(&look.capInsets.left, &look.capInsets.right)
        }
        let image = UIImage(cgImage: bitmap, scale: shown.scale, orientation: .up, look: look)
        var center = CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.contentsScale = shown.scale
        if image.isResizable && (contentMode == .scaleToFill || contentMode == .redraw) {
            if image.tilesWhenResized {
                // Composed at the view's size in the screen's pixels, shown one to one.
                let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
                let size = bounds.size
                if size.width >= 1, size.height >= 1 {
                    let context = makeBitmapContext(size: size, scale: scale)
                    image.drawParts(of: bitmap, into: CGRect(origin: .zero, size: size), context: context)
                    if let composed = context.makeImage() {
                        bitmap = composed
                        layer.contentsScale = scale
                    }
                }
                tiled = (size, scale)
            } else {
                center = Self.stretchableCenter(of: image.size, capInsets: look.capInsets)
            }
        }
        layer.contents = bitmap
        layer.contentsCenter = center
    }
}
