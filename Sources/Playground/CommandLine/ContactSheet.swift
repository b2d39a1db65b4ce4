import Foundation
import UIKit

/// One PNG that shows a run at a glance (`--contact-sheet FILE.png`): every k-th frame, scaled
/// down, in a grid, each with its number; the last frame is always in it.
///
/// Drawn with the public API, as an app would: `UIImage(contentsOfFile:)` loads the frames,
/// `UIGraphicsImageRenderer` draws them (Cairo scales them with a good filter) and encodes the sheet.
@MainActor
struct ContactSheet {
    /// The frame files, in order.
    let frames: [String]
    /// At most this many thumbnails.
    var maximumThumbnails = 24
    var columns = 6
    /// The width of a thumbnail in points (the height keeps the frames' aspect ratio).
    var thumbnailWidth: CGFloat = 130

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The frames shown: 1, 1 + k, 1 + 2k, … and the last, with k chosen so that at most
    /// `maximumThumbnails` fit. Indices into `frames`.
    var shownIndices: [Int] {
        guard !frames.isEmpty else { return [] }
        let limit = max(2, maximumThumbnails)
        let k = max(1, Int((Double(frames.count - 1) / Double(limit - 1)).rounded(.up)))
        var indices = Array(stride(from: 0, to: frames.count, by: k))
        if indices.last != frames.count - 1 { indices.append(frames.count - 1) }
        return indices
    }

    /// Draws the sheet and writes it to `path`.
    func write(to path: String) throws {
        let indices = shownIndices
        guard let first = indices.first.flatMap({ UIImage(contentsOfFile: frames[$0]) }), first.size.width > 0 else {
            throw Failure(description: "cannot read the frames for the contact sheet (\(frames.first ?? "none rendered"))")
        }
        let thumb = CGSize(width: thumbnailWidth, height: (thumbnailWidth * first.size.height / first.size.width).rounded())
        let gap: CGFloat = 8, caption: CGFloat = 18
        let cols = min(columns, indices.count), rows = (indices.count + cols - 1) / cols
        let size = CGSize(width: gap + CGFloat(cols) * (thumb.width + gap),
                          height: gap + CGFloat(rows) * (thumb.height + caption + gap))
        let label = UILabel()
        label.font = .systemFont(ofSize: 11)
        label.textColor = .white
        label.textAlignment = .center

        let data = UIGraphicsImageRenderer(size: size).pngData { context in
            UIColor(white: 0.16, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            for (n, index) in indices.enumerated() {
                let origin = CGPoint(x: gap + CGFloat(n % cols) * (thumb.width + gap),
                                     y: gap + CGFloat(n / cols) * (thumb.height + caption + gap))
                let image = n == 0 ? first : UIImage(contentsOfFile: frames[index])
                image?.draw(in: CGRect(origin: origin, size: thumb))
                label.text = "frame \(index + 1)"
                label.drawText(in: CGRect(x: origin.x, y: origin.y + thumb.height, width: thumb.width, height: caption))
            }
        }
        guard !data.isEmpty, FileManager.default.createFile(atPath: path, contents: data) else {
            throw Failure(description: "cannot write the contact sheet to '\(path)'")
        }
    }
}
