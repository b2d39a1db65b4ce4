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
    /// The files found missing (each warned about once).
    private var missing: Set<String> = []
    private let warn: (String) -> Void

    /// Creates an empty cache; `warn` hears about each missing file once.
    init(warn: @escaping (String) -> Void = { FileHandle.standardError.write(Data("warning: \($0)\n".utf8)) }) {
        self.warn = warn
    }

    /// The image `Assets/<name>.png`, or a placeholder of `size` points when it cannot be read.
    func image(named name: String, placeholderSize size: CGSize) -> UIImage {
        if let image = loaded[name] { return image }
        let image = read(name, placeholderSize: size)
        loaded[name] = image
        return image
    }

    /// The image `Assets/<name>.png`, or a placeholder (with a warning the first time).
    private func read(_ name: String, placeholderSize size: CGSize) -> UIImage {
        if let found = UIImage(named: name) { return found }
        let file = name.hasSuffix(".png") ? name : name + ".png"
        if missing.insert(file).inserted { warn("asset '\(file)' is missing; a placeholder is shown") }
        return Self.placeholder(named: file, size: size)
    }

    /// A photo's 4:3 picture.
    func image(of photo: Photo) -> UIImage { image(named: photo.imageName, placeholderSize: CGSize(width: 400, height: 300)) }
    /// A photo's 4:3 picture drawn to fill `size` points at `scale` pixels a point (cropped to
    /// its middle where the shapes differ), for a view that shows it that small — a list's row.
    /// The full picture is read for it and let go unless something keeps it: a list holds its
    /// photos at the size it shows them (on iOS apps do the same with an image renderer or
    /// `preparingThumbnail(of:)`; a 400 × 300 picture decoded whole is 469 KB, a row's 107 × 80
    /// at 1× is 33 KB).
    func image(of photo: Photo, filling size: CGSize, scale: CGFloat) -> UIImage {
        let key = "\(photo.imageName)@\(size.width)x\(size.height)@\(scale)x"
        if let image = loaded[key] { return image }
        let full = loaded[photo.imageName] ?? read(photo.imageName, placeholderSize: CGSize(width: 400, height: 300))
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = scale > 0 && scale.isFinite ? scale : 1
        let fill = max(size.width / max(full.size.width, 1), size.height / max(full.size.height, 1))
        let drawn = CGSize(width: full.size.width * fill, height: full.size.height * fill)
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            full.draw(in: CGRect(x: (size.width - drawn.width) / 2, y: (size.height - drawn.height) / 2,
                                 width: drawn.width, height: drawn.height))
        }
        loaded[key] = image
        return image
    }

    /// Whether the full picture of `photo` is kept (a view showing it at its own size asked for it).
    func keepsFullPicture(of photo: Photo) -> Bool { loaded[photo.imageName] != nil }

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
