//
//  FlickViewerExample.swift
//  FlickViewer Example
//
//  One thumbnail on a white screen. Tap it to open the photo; drag the photo about, and flick
//  it away to close the viewer. The line under the thumbnail says what the viewer told us.
//

import UIKit

final class FlickViewerExampleViewController: UIViewController {

    static let photoColor = UIColor.orange
    static let thumbnailFrame = CGRect(x: 20, y: 80, width: 120, height: 90)
    static let statusFont = UIFont.systemFont(ofSize: 15)

    let thumbnailView = UIView()
    let statusLabel = UILabel()
    /// How many times the viewer reported that it was dismissed.
    private(set) var dismissalCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Flick to close"
        view.backgroundColor = .white

        thumbnailView.backgroundColor = FlickViewerExampleViewController.photoColor
        thumbnailView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(thumbnailTapped(_:))))
        view.addSubview(thumbnailView)

        statusLabel.font = FlickViewerExampleViewController.statusFont
        statusLabel.textColor = .darkGray
        statusLabel.text = "Tap the photo"
        view.addSubview(statusLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        thumbnailView.frame = FlickViewerExampleViewController.thumbnailFrame
        statusLabel.frame = CGRect(x: 20, y: thumbnailView.frame.maxY + 12, width: view.bounds.width - 40, height: 22)
    }

    @objc private func thumbnailTapped(_ recognizer: UITapGestureRecognizer) {
        openViewer()
    }

    func openViewer() {
        let viewer = FlickViewerController(photoColor: FlickViewerExampleViewController.photoColor)
        viewer.delegate = self
        viewer.sourceView = thumbnailView
        present(viewer, animated: true, completion: nil)
        statusLabel.text = "Viewer open"
    }
}

// MARK: - FlickViewerDelegate

// `flickViewerShouldDismiss(_:)` is left out: any flick closes the viewer.
extension FlickViewerExampleViewController: FlickViewerDelegate {

    func flickViewer(_ viewer: FlickViewerController, didChangeDragProgress progress: CGFloat) {
        statusLabel.text = progress > 0 ? "Pulled \(Int((progress * 100).rounded()))%" : "Photo in place"
    }

    func flickViewerDidDismiss(_ viewer: FlickViewerController) {
        dismissalCount += 1
        statusLabel.text = "Viewer closed"
    }
}
