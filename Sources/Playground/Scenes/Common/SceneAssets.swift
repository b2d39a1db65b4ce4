import Foundation
import UIKit

/// The pictures the scenes show, each loaded once from `Assets/` (see `scripts/make-assets.sh`)
/// and kept by the app's `PlaygroundContext` (so two apps, or two tests, never share it).
///
/// A missing or unreadable file never breaks a scene: it is replaced by a drawn placeholder (a
/// grey rounded rectangle with the file's name) and one warning line, by default on standard
/// error.
@MainActor
final class SceneAssets {
    private var loaded: [String: UIImage] = [:]
    private let warn: (String) -> Void

    /// Creates an empty cache; `warn` hears about each missing file once.
    init(warn: @escaping (String) -> Void = { FileHandle.standardError.write(Data("warning: \($0)\n".utf8)) }) {
        self.warn = warn
    }

    /// The image `Assets/<name>.png`, or a placeholder of `size` points when it cannot be read.
    func image(named name: String, placeholderSize size: CGSize) -> UIImage {
        if let image = loaded[name] { return image }
        let image: UIImage
        if let found = UIImage(named: name) {
            image = found
        } else {
            let file = name.hasSuffix(".png") ? name : name + ".png"
            warn("asset '\(file)' is missing; a placeholder is shown")
            image = Self.placeholder(named: file, size: size)
        }
        loaded[name] = image
        return image
    }

    /// A photo's 4:3 picture.
    func image(of photo: Photo) -> UIImage { image(named: photo.imageName, placeholderSize: CGSize(width: 400, height: 300)) }
    /// A photo's square thumbnail.
    func thumbnail(of photo: Photo) -> UIImage { image(named: photo.thumbnailName, placeholderSize: CGSize(width: 120, height: 120)) }

    /// A grey rounded rectangle with `name` in the middle: what a scene shows for a missing picture.
    static func placeholder(named name: String, size: CGSize) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { context in
            let bounds = context.format.bounds
            UIColor.systemGray5.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: min(bounds.width, bounds.height) * 0.08).fill()
            UIColor.systemGray3.setStroke()
            let border = UIBezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 4), cornerRadius: min(bounds.width, bounds.height) * 0.06)
            border.lineWidth = 2
            border.stroke()
            let label = UILabel(frame: bounds.insetBy(dx: 8, dy: 8))
            label.text = name
            label.font = .systemFont(ofSize: max(9, min(16, bounds.width / 10)), weight: .medium)
            label.textColor = .systemGray
            label.textAlignment = .center
            label.numberOfLines = 2
            label.drawText(in: label.frame)
        }
    }
}
