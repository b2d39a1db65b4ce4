//
//  PhotoZoomExample.swift
//  PhotoZoom Example
//
//  A grid of photos; tap one to zoom it open, drag it down to zoom it back.
//

import UIKit

enum PhotoStyle {
    static let photoColors: [UIColor] = [.red, .green, .blue, .yellow]
    static let gridBackground = UIColor(white: 0.9, alpha: 1)
    static let detailBackground = UIColor.black
    static let gridInsets = UIEdgeInsets(top: 60, left: 10, bottom: 10, right: 10)
    static let gridSpacing: CGFloat = 10
    static let columns = 2
    static let captionFont = UIFont.systemFont(ofSize: 14, weight: .medium)
}

final class PhotoGridView: UIView {

    private(set) var thumbnails: [UIImageView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = PhotoStyle.gridBackground
        for color in PhotoStyle.photoColors {
            let thumbnail = UIImageView()
            thumbnail.backgroundColor = color
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.isUserInteractionEnabled = true
            addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: PhotoStyle.gridInsets)
        let columns = CGFloat(PhotoStyle.columns)
        let side = (content.width - PhotoStyle.gridSpacing * (columns - 1)) / columns
        for (index, thumbnail) in thumbnails.enumerated() {
            let column = CGFloat(index % PhotoStyle.columns)
            let row = CGFloat(index / PhotoStyle.columns)
            thumbnail.frame = CGRect(x: content.minX + column * (side + PhotoStyle.gridSpacing),
                                     y: content.minY + row * (side + PhotoStyle.gridSpacing),
                                     width: side, height: side)
        }
    }
}

final class PhotoGridViewController: UIViewController {

    let gridView = PhotoGridView(frame: .zero)
    /// Which photo each thumbnail shows.
    private var photoIndexByThumbnail: [UIView: Int] = [:]
    private(set) var selectedIndex: Int?

    override func loadView() {
        view = gridView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        for (index, thumbnail) in gridView.thumbnails.enumerated() {
            photoIndexByThumbnail[thumbnail] = index
            thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleThumbnailTap(_:)))
        }
    }

    private func handleThumbnailTap(_ recognizer: UITapGestureRecognizer) {
        guard let thumbnail = recognizer.view, let index = photoIndexByThumbnail[thumbnail] else { return }
        openPhoto(at: index)
    }

    func openPhoto(at index: Int) {
        selectedIndex = index
        navigationController?.pushViewController(PhotoDetailViewController(photoIndex: index), animated: true)
    }
}

extension PhotoGridViewController: ZoomTransitionParticipant {

    func zoomTransitionView(for operation: UINavigationController.Operation) -> UIView? {
        guard let index = selectedIndex else { return nil }
        return gridView.thumbnails[index]
    }
}

final class PhotoDetailViewController: UIViewController {

    let photoIndex: Int
    let photoView = UIImageView()
    let captionLabel = UILabel()
    private(set) var appearanceCount = 0
    private(set) var zoomEvents: [String] = []

    init(photoIndex: Int) {
        self.photoIndex = photoIndex
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = PhotoStyle.detailBackground
        photoView.backgroundColor = PhotoStyle.photoColors[photoIndex]
        photoView.isUserInteractionEnabled = true
        photoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.toggleCaption(_:)))
        view.addSubview(photoView)

        captionLabel.text = "Photo \(photoIndex + 1)"
        captionLabel.font = PhotoStyle.captionFont
        captionLabel.textColor = .white
        captionLabel.isHidden = true
        view.addSubview(captionLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = view.bounds.width
        photoView.frame = CGRect(x: 0, y: (view.bounds.height - side) / 2, width: side, height: side)
        captionLabel.frame = CGRect(x: 16, y: photoView.frame.maxY + 12, width: side - 32, height: 20)
    }

    private func toggleCaption(_ recognizer: UITapGestureRecognizer) { captionLabel.isHidden.toggle() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceCount += 1
    }
}

extension PhotoDetailViewController: ZoomTransitionParticipant {

    func zoomTransitionView(for operation: UINavigationController.Operation) -> UIView? {
        return photoView
    }

    func zoomTransitionDidEnd(_ operation: UINavigationController.Operation, completed: Bool) {
        zoomEvents.append("\(operation == .push ? "push" : "pop") \(completed ? "completed" : "cancelled")")
    }
}
