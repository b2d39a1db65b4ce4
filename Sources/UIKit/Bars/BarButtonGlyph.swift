import Foundation

/// How the system bar button items look: the text items' English titles, and for the others a
/// glyph drawn as a path (iOS uses SF Symbols, which are not here), 22 points high, black on
/// clear for the bar to fill with its tint.
@MainActor
enum BarButtonGlyph {
    /// The title of a text item (nil for a glyph or a space).
    static func title(for item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The glyph of an image item (nil for a text item or a space). Items without a drawn glyph
    /// here (compose, reply, organize, camera, …) show their name as a title instead.
    static func image(for item: UIBarButtonItem.SystemItem) -> UIImage? {
        let size = CGSize(width: 22, height: 22)
        let path = UIBezierPath()
        switch item {
        case .add:
            path.append(UIBezierPath(roundedRect: CGRect(x: 10, y: 2, width: 2.2, height: 18), cornerRadius: 1.1))
            path.append(UIBezierPath(roundedRect: CGRect(x: 2, y: 9.9, width: 18, height: 2.2), cornerRadius: 1.1))
            path.usesEvenOddFillRule = false
        case .search:
            path.append(UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 15, height: 15)))
            path.append(UIBezierPath(ovalIn: CGRect(x: 3.2, y: 3.2, width: 10.6, height: 10.6)))
            path.move(to: CGPoint(x: 13.2, y: 14.8)); path.addLine(to: CGPoint(x: 14.8, y: 13.2))
            path.addLine(to: CGPoint(x: 21, y: 19.4)); path.addLine(to: CGPoint(x: 19.4, y: 21)); path.close()
            path.usesEvenOddFillRule = true
        case .stop, .close:
            path.move(to: CGPoint(x: 3.5, y: 2)); path.addLine(to: CGPoint(x: 11, y: 9.5)); path.addLine(to: CGPoint(x: 18.5, y: 2))
            path.addLine(to: CGPoint(x: 20, y: 3.5)); path.addLine(to: CGPoint(x: 12.5, y: 11)); path.addLine(to: CGPoint(x: 20, y: 18.5))
            path.addLine(to: CGPoint(x: 18.5, y: 20)); path.addLine(to: CGPoint(x: 11, y: 12.5)); path.addLine(to: CGPoint(x: 3.5, y: 20))
            path.addLine(to: CGPoint(x: 2, y: 18.5)); path.addLine(to: CGPoint(x: 9.5, y: 11)); path.addLine(to: CGPoint(x: 2, y: 3.5))
            path.close()
        case .play:
            path.move(to: CGPoint(x: 4, y: 2)); path.addLine(to: CGPoint(x: 20, y: 11)); path.addLine(to: CGPoint(x: 4, y: 20)); path.close()
        case .pause:
            path.append(UIBezierPath(rect: CGRect(x: 4, y: 2, width: 5, height: 18)))
            path.append(UIBezierPath(rect: CGRect(x: 13, y: 2, width: 5, height: 18)))
        case .trash:
            path.append(UIBezierPath(rect: CGRect(x: 2, y: 3, width: 18, height: 2)))
            path.append(UIBezierPath(rect: CGRect(x: 8, y: 0.5, width: 6, height: 2.5)))
            path.append(UIBezierPath(roundedRect: CGRect(x: 4, y: 6, width: 14, height: 15), cornerRadius: 2))
        case .refresh:
            path.addArc(withCenter: CGPoint(x: 11, y: 12), radius: 8, startAngle: -.pi / 2, endAngle: .pi * 1.25, clockwise: true)
            path.addArc(withCenter: CGPoint(x: 11, y: 12), radius: 6, startAngle: .pi * 1.25, endAngle: -.pi / 2, clockwise: false)
            path.close()
            path.move(to: CGPoint(x: 10, y: 0.5)); path.addLine(to: CGPoint(x: 15, y: 4)); path.addLine(to: CGPoint(x: 10, y: 7.5)); path.close()
        default:
            return nil
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.black.setFill()
            path.fill()
        }
    }
}
