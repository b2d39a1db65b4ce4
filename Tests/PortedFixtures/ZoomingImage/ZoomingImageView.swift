//
//  ZoomingImageView.swift
//  ZoomingImage
//
//  A scroll view that shows one image, fitted to its bounds and centred, zoomed by pinching
//  or by a double tap on the point tapped. It is its own scroll-view delegate.
//

import UIKit

public protocol ZoomingImageViewDelegate: AnyObject {
    /// The view finished zooming (a pinch, a double tap, or a bounce back) at `scale`,
    /// relative to the fitted size (1 = the whole image fits).
    func zoomingImageView(_ view: ZoomingImageView, didZoomTo relativeScale: CGFloat)
    /// Whether a double tap may zoom (default: yes).
    func zoomingImageViewShouldZoomOnDoubleTap(_ view: ZoomingImageView) -> Bool
}

public extension ZoomingImageViewDelegate {
    func zoomingImageView(_ view: ZoomingImageView, didZoomTo relativeScale: CGFloat) {}
    func zoomingImageViewShouldZoomOnDoubleTap(_ view: ZoomingImageView) -> Bool { true }
}

open class ZoomingImageView: UIScrollView {

    /// How far a double tap zooms in, as a multiple of the fitted scale.
    public static let doubleTapZoomFactor: CGFloat = 2.5
    /// The largest zoom, as a multiple of the fitted scale (never less than the image's own pixels).
    open var maximumZoomFactor: CGFloat = 4

    open weak var zoomingDelegate: ZoomingImageViewDelegate?
    public private(set) var imageView: UIImageView?

    private var imageSize: CGSize = .zero
    private lazy var doubleTapRecognizer: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: Self.handleDoubleTap(_:))
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        decelerationRate = .fast
        contentInsetAdjustmentBehavior = .never
        delegate = self
        addGestureRecognizer(doubleTapRecognizer)
    }

    /// The zoom relative to the fitted size (1 when the whole image fits).
    open var relativeZoomScale: CGFloat {
        return minimumZoomScale > 0 ? zoomScale / minimumZoomScale : 1
    }

    // MARK: - Showing an image

    open func display(_ image: UIImage) {
        imageView?.removeFromSuperview()
        imageView = nil
        zoomScale = 1

        let newImageView = UIImageView(image: image)
        newImageView.isUserInteractionEnabled = true
        addSubview(newImageView)
        imageView = newImageView
        imageSize = image.size
        contentSize = image.size
        updateZoomScales()
        zoomScale = minimumZoomScale
        contentOffset = .zero
        setNeedsLayout()
    }

    private func updateZoomScales() {
        guard imageSize.width > 0, imageSize.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let fitted = min(bounds.width / imageSize.width, bounds.height / imageSize.height)
        minimumZoomScale = fitted
        maximumZoomScale = max(fitted * maximumZoomFactor, 1)
    }

    open override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size, imageView != nil else { return }
            let wasFitted = zoomScale <= minimumZoomScale
            updateZoomScales()
            if wasFitted || zoomScale < minimumZoomScale {
                zoomScale = minimumZoomScale
            }
        }
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        centerImage()
    }

    /// Keeps an image smaller than the view in its middle.
    private func centerImage() {
        guard let imageView = imageView else { return }
        var frameToCenter = imageView.frame
        frameToCenter.origin.x = frameToCenter.width < bounds.width ? (bounds.width - frameToCenter.width) / 2 : 0
        frameToCenter.origin.y = frameToCenter.height < bounds.height ? (bounds.height - frameToCenter.height) / 2 : 0
        imageView.frame = frameToCenter
    }

    // MARK: - Double tap

    private func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        guard let imageView = imageView, zoomingDelegate?.zoomingImageViewShouldZoomOnDoubleTap(self) ?? true else { return }
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            zoom(to: zoomRect(forScale: minimumZoomScale * ZoomingImageView.doubleTapZoomFactor, center: point), animated: true)
        }
    }

    /// The rectangle of the image (in its own coordinates) that fills the view at `scale`.
    private func zoomRect(forScale scale: CGFloat, center: CGPoint) -> CGRect {
        let size = CGSize(width: bounds.width / scale, height: bounds.height / scale)
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}

// MARK: - UIScrollViewDelegate

extension ZoomingImageView: UIScrollViewDelegate {

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return imageView
    }

    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        centerImage()
    }

    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        zoomingDelegate?.zoomingImageView(self, didZoomTo: relativeZoomScale)
    }
}
