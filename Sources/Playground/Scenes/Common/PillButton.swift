import UIKit

/// A rounded button: a title, a symbol, or a symbol before a title, on a capsule that dims
/// while pressed and calls `onTap` when clicked (there is no `UIButton` in this UIKit; a tap
/// recognizer does its job).
final class PillButton: UIView {
    enum Style {
        /// White text on the tint colour.
        case filled(UIColor)
        /// Tint-coloured text on a faint tint.
        case tinted(UIColor)
        /// Dark text on white (for dark backgrounds).
        case light
    }

    let titleLabel = UILabel()
    /// The symbol before the title (or alone), drawn as a path.
    let symbolView: SymbolView?
    /// Called when the button is clicked.
    var onTap: (() -> Void)?

    /// A button showing `title`, after `symbol` if one is given.
    init(title: String, symbol: Symbol? = nil, style: Style, fontSize: CGFloat = 15) {
        let foreground: UIColor
        switch style {
        case .filled: foreground = .white
        case .tinted(let tint): foreground = tint
        case .light: foreground = .label
        }
        symbolView = symbol.map { SymbolView($0, color: foreground, pointSize: (fontSize * 0.8).rounded()) }
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: fontSize, weight: .semibold)
        titleLabel.textAlignment = symbol == nil ? .center : .left
        titleLabel.textColor = foreground
        switch style {
        case .filled(let tint): backgroundColor = tint
        case .tinted(let tint): backgroundColor = tint.withAlphaComponent(0.14)
        case .light: backgroundColor = .white
        }
        addSubview(titleLabel)
        if let symbolView { addSubview(symbolView) }
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped))
    }

    /// A button showing `symbol` alone, `pointSize` points square.
    convenience init(symbol: Symbol, style: Style, pointSize: CGFloat) {
        self.init(title: "", symbol: symbol, style: style, fontSize: pointSize / 0.8)
    }

    required init?(coder: NSCoder) {
        symbolView = nil
        super.init(coder: coder)
    }

    private var symbolSide: CGFloat { symbolView?.pointSize ?? 0 }
    private var hasTitle: Bool { !(titleLabel.text ?? "").isEmpty }

    /// The width the title and symbol need plus padding.
    var fittingWidth: CGFloat {
        let title = hasTitle ? titleLabel.sizeThatFits(CGSize(width: 0, height: 0)).width : 0
        let symbol = symbolView == nil ? 0 : symbolSide + (hasTitle ? 5 : 0)
        return title + symbol + 28
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        guard let symbolView else {
            titleLabel.frame = CGRect(x: 10, y: 0, width: max(0, bounds.width - 20), height: bounds.height)
            return
        }
        let side = symbolSide
        guard hasTitle else {
            symbolView.frame = CGRect(x: ((bounds.width - side) / 2).rounded(), y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
            titleLabel.frame = .zero
            return
        }
        let left = max(10, ((bounds.width - fittingWidth + 28) / 2).rounded())
        symbolView.frame = CGRect(x: left, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
        titleLabel.frame = CGRect(x: symbolView.frame.maxX + 5, y: 0, width: max(0, bounds.width - symbolView.frame.maxX - 15), height: bounds.height)
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) { onTap?() }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 0.55 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = TouchSlop.alpha(for: touches, in: self, pressed: 0.55)   // off beyond UIKit's 70 pt slop
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { alpha = 1 }
}
