//
//  ZoomingImageExample.swift
//  ZoomingImage Example
//
//  A thumbnail on a white screen. Tap it to open the image full screen; pinch or double-tap
//  to zoom, drag to move around the zoomed image. At the fitted size, drag the image down to
//  close the viewer.
//

import UIKit

final class ZoomingImageExampleViewController: UIViewController {

    static let thumbnailFrame = CGRect(x: 20, y: 80, width: 160, height: 120)

    let thumbnailView = UIImageView()
    let statusLabel = UILabel()
    private(set) var zoomReports: [CGFloat] = []

    /// An 800 × 600 picture of four quadrants: red, green, blue and yellow.
    static func makeSampleImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 800, height: 600))
        return renderer.image { context in
            let colors: [UIColor] = [.red, .green, .blue, .yellow]
            for (index, color) in colors.enumerated() {
                color.setFill()
                context.fill(CGRect(x: CGFloat(index % 2) * 400, y: CGFloat(index / 2) * 300, width: 400, height: 300))
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Zooming image"
        view.backgroundColor = .white

        thumbnailView.image = ZoomingImageExampleViewController.makeSampleImage()
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.isUserInteractionEnabled = true
        thumbnailView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(thumbnailTapped(_:))))
        view.addSubview(thumbnailView)

        statusLabel.font = UIFont.systemFont(ofSize: 15)
        statusLabel.textColor = .darkGray
        statusLabel.text = "Tap the image"
        view.addSubview(statusLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        thumbnailView.frame = ZoomingImageExampleViewController.thumbnailFrame
        statusLabel.frame = CGRect(x: 20, y: thumbnailView.frame.maxY + 12, width: view.bounds.width - 40, height: 22)
    }

    @objc private func thumbnailTapped(_ recognizer: UITapGestureRecognizer) {
        openViewer()
    }

    func openViewer() {
        let viewer = ZoomingImageViewerController(image: thumbnailView.image!)
        viewer.onZoom = { [weak self] scale in
            self?.zoomReports.append(scale)
            self?.statusLabel.text = String(format: "Zoomed to %.1f×", scale)
        }
        present(viewer, animated: true, completion: nil)
    }
}

final class ZoomingImageViewerController: UIViewController {

    static let dismissDistance: CGFloat = 120
    static let dismissVelocity: CGFloat = 800

    let zoomingView = ZoomingImageView(frame: .zero)
    var onZoom: ((CGFloat) -> Void)?
    private let image: UIImage

    private lazy var dismissPan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handleDismissPan(_:)))
        pan.delegate = self
        return pan
    }()

    init(image: UIImage) {
        self.image = image
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        modalTransitionStyle = .crossDissolve
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        zoomingView.frame = view.bounds
        zoomingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        zoomingView.zoomingDelegate = self
        view.addSubview(zoomingView)
        zoomingView.display(image)
        view.addGestureRecognizer(dismissPan)
    }

    override var prefersStatusBarHidden: Bool {
        return true
    }

    @objc private func handleDismissPan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .changed:
            zoomingView.transform = CGAffineTransform(translationX: 0, y: max(0, translation.y))
            view.backgroundColor = UIColor.black.withAlphaComponent(1 - min(1, max(0, translation.y) / 400))
        case .ended, .cancelled:
            let velocity = pan.velocity(in: view).y
            if pan.state == .ended && (translation.y > ZoomingImageViewerController.dismissDistance || velocity > ZoomingImageViewerController.dismissVelocity) {
                dismiss(animated: true, completion: nil)
            } else {
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
                    self.zoomingView.transform = .identity
                    self.view.backgroundColor = .black
                }, completion: nil)
            }
        default:
            break
        }
    }
}

// MARK: - UIGestureRecognizerDelegate

extension ZoomingImageViewerController: UIGestureRecognizerDelegate {

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer == dismissPan else { return true }
        // Only at the fitted size, and only downwards: a zoomed image is for moving around.
        guard zoomingView.relativeZoomScale <= 1.01 else { return false }
        let velocity = dismissPan.velocity(in: view)
        return velocity.y > abs(velocity.x)
    }
}

// MARK: - ZoomingImageViewDelegate

extension ZoomingImageViewerController: ZoomingImageViewDelegate {

    func zoomingImageView(_ view: ZoomingImageView, didZoomTo relativeScale: CGFloat) {
        onZoom?(relativeScale)
    }
}
