import Foundation

/// A view that shows an image, fitted to its bounds by its `contentMode`.
///
///     let avatar = UIImageView(image: UIImage(named: "avatar"))
///     avatar.contentMode = .scaleAspectFill
///     avatar.clipsToBounds = true
///
/// The image becomes the layer's `contents` (no drawing pass, no copy), at the image's scale;
/// `contentMode` picks the layer's `contentsGravity` (`.scaleToFill` → `.resize`,
/// `.scaleAspectFit` → `.resizeAspect`, `.center` → `.center` …). Animated images and
/// rendering modes (template tinting) are not supported.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// An image view is not an accessibility element unless the app makes it one (as on iOS);
    /// then it is an image.
    override var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (false, nil, .image)
    }

    /// The image shown (nil: nothing); the view's size does not change when it is set.
    open var image: UIImage? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while `isHighlighted` is true (when set).
    open var highlightedImage: UIImage? { didSet { updateContents() } }

    /// Whether the view shows `highlightedImage` instead of `image`.
    open var isHighlighted = false { didSet { updateContents() } }

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
    }

    /// Creates an image view sized to `image`, with an image for the highlighted state.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
    }

    /// Creates an image view from an archive (a zero frame here; see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    /// The image's size in points (zero without an image), whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Keeps the image's scale as the layer's `contentsScale` (moving to a window sets the
    /// screen's scale, which is right for drawn content but not for an image).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateContents()
    }

    /// Shows the current image as the layer's contents, at the image's scale.
    private func updateContents() {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        layer.contents = shown?.cgImage
        layer.contentsScale = shown?.scale ?? 1
    }
}
