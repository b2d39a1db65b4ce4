import UIKit

/// A rounded button: a title, a symbol, or a symbol before a title, on a capsule. A `UIButton`
/// drawn from a `UIButton.Configuration` (capsule corners, 14-point side insets, the symbol as
/// its image 5 points before the title, a semibold title through the configuration's text
/// transformer) that calls `onTap` on `.primaryActionTriggered`, with UIKit's tracking (the
/// 70-point slop) and its highlight (the capsule lightens while pressed).
final class PillButton: UIButton {
    enum Style {
        /// White text on the tint colour.
        case filled(UIColor)
        /// Tint-coloured text on a faint tint.
        case tinted(UIColor)
        /// Dark text on white (for dark backgrounds).
        case light
    }

    /// The symbol before the title (or alone), drawn as a path into the configuration's image.
    let symbol: Symbol?
    /// Called when the button is clicked.
    var onTap: (() -> Void)?

    /// A button showing `title`, after `symbol` if one is given.
    init(title: String, symbol: Symbol? = nil, style: Style, fontSize: CGFloat = 15) {
        self.symbol = symbol
        super.init(frame: .zero)
        var config = UIButton.Configuration.filled()
        switch style {
        case .filled(let tint):
            config.baseBackgroundColor = tint
            config.baseForegroundColor = .white
        case .tinted(let tint):
            config.baseBackgroundColor = tint.withAlphaComponent(0.14)
            config.baseForegroundColor = tint
        case .light:
            config.baseBackgroundColor = .white
            config.baseForegroundColor = .label
        }
        config.title = title.isEmpty ? nil : title
        config.cornerStyle = .capsule
        config.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14)
        config.imagePadding = 5
        config.image = symbol.map { Self.image(of: $0, side: (fontSize * 0.8).rounded()) }
        let font = UIFont.systemFont(ofSize: fontSize, weight: .semibold)
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = font
            return outgoing
        }
        configuration = config
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .primaryActionTriggered)
    }

    /// A button showing `symbol` alone, `pointSize` points square.
    convenience init(symbol: Symbol, style: Style, pointSize: CGFloat) {
        self.init(title: "", symbol: symbol, style: style, fontSize: pointSize / 0.8)
    }

    required init?(coder: NSCoder) {
        symbol = nil
        super.init(coder: coder)
    }

    /// The width the title and symbol need plus padding.
    var fittingWidth: CGFloat { sizeThatFits(.zero).width }

    /// `symbol` drawn `side` points square in black, at 2× so that it stays sharp on HiDPI
    /// screens; the configuration fills it with the foreground colour.
    private static func image(of symbol: Symbol, side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = max(2, UIScreen.main.scale)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
        return renderer.image { _ in symbol.draw(in: CGRect(x: 0, y: 0, width: side, height: side), color: .black) }
    }
}
