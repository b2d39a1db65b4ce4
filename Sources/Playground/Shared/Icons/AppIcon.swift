import UIKit

/// The playground's application icon, drawn with Cairo at the sizes desktops ask for
/// (`_NET_WM_ICON` carries 16, 32, 48 and 64 pixels): a blue rounded square with a card
/// sliding over another, and a back chevron — a transition, at a glance.
enum AppIcon {
    static let sizes = [16, 32, 48, 64]
    static let background = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)

    /// The icon at `pixels` × `pixels`.
    @MainActor
    static func image(pixels: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let side = CGFloat(pixels)
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let s = side / 64   // drawn on a 64-point grid
            let plate = CGRect(x: 2 * s, y: 2 * s, width: 60 * s, height: 60 * s)
            background.setFill()
            UIBezierPath(roundedRect: plate, cornerRadius: 14 * s).fill()
            // The card underneath, dimmed; the one sliding in over it, white.
            UIColor(white: 1, alpha: 0.45).setFill()
            UIBezierPath(roundedRect: CGRect(x: 12 * s, y: 14 * s, width: 26 * s, height: 36 * s), cornerRadius: 5 * s).fill()
            UIColor.white.setFill()
            UIBezierPath(roundedRect: CGRect(x: 26 * s, y: 14 * s, width: 26 * s, height: 36 * s), cornerRadius: 5 * s).fill()
            Symbol.chevronBackward.draw(in: CGRect(x: 31 * s, y: 22 * s, width: 16 * s, height: 20 * s), color: background)
        }
    }

    /// The icon at every size, as the surfaces the window system takes.
    @MainActor
    static func surfaces() -> [CairoSurface] {
        sizes.compactMap { image(pixels: $0).cgImage?.surface }
    }
}
