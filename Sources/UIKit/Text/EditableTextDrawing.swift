import Foundation

/// The caret of a text field or text view: a 2-point bar in the tint colour that blinks on the
/// frame clock — shown for 0.5 s, hidden for 0.5 s — and starts solid again after every change
/// (UIKit's caret behaves so; Apple documents no figures, these match a device).
@MainActor
final class TextCaretView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }

    /// Shows the caret at `frame`; `restart` starts its blinking over (solid first), as after
    /// a change (a layout pass that only places it again keeps the rhythm).
    func show(at frame: CGRect, restart: Bool = true) {
        self.frame = frame
        backgroundColor = tintColor
        let wasHidden = isHidden
        isHidden = false
        guard restart || wasHidden || layer.animation(forKey: "blink") == nil else { return }
        layer.removeAnimation(forKey: "blink")
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0, 0]
        blink.keyTimes = [0, 0.5, 1]
        blink.calculationMode = .discrete
        blink.duration = 1
        blink.repeatCount = .infinity
        layer.add(blink, forKey: "blink")
    }

    /// Hides the caret and stops its blinking.
    func hide() {
        isHidden = true
        layer.removeAnimation(forKey: "blink")
    }
}

/// Draws laid-out editable text: the selection's spans behind the glyphs (as Pango places the
/// selected characters: one span per direction where left-to-right and right-to-left text mix),
/// and only the lines — and, on a long line, the pieces — inside the visible rectangle (a long
/// text costs what is shown).
@MainActor
enum EditableTextDrawing {
    static func draw(layout: EditableTextLayout, in ctx: CGContext, origin: CGPoint, visible: CGRect,
                     selection: Range<Int>, selectionColor: CGColor, color: CGColor) {
        guard layout.lineHeight > 0, origin.x.isFinite, origin.y.isFinite else { return }
        let first = max(0, Int(((visible.minY - origin.y) / layout.lineHeight).rounded(.down)))
        let last = min(layout.lines.count - 1, Int(((visible.maxY - origin.y) / layout.lineHeight).rounded(.down)))
        guard first <= last else { return }
        for index in first...last {
            let line = layout.lines[index], end = layout.caretEnd(ofLine: index)
            let top = origin.y + CGFloat(index) * layout.lineHeight
            if !selection.isEmpty, selection.overlaps(line) || (line.isEmpty && selection.contains(line.lowerBound)) {
                ctx.setFillColor(selectionColor)
                for (left, right) in layout.selectionSpans(inLine: index, selection: selection) {
                    ctx.fill(CGRect(x: origin.x + left, y: top, width: right - left, height: layout.lineHeight))
                }
                if selection.upperBound > end && layout.endsWithNewline[index] {   // the newline, selected
                    ctx.fill(CGRect(x: origin.x + layout.width(ofLine: index), y: top, width: 4, height: layout.lineHeight))
                }
            }
            layout.drawLine(index, in: ctx, originX: origin.x, baseline: top + layout.ascent,
                            minX: visible.minX - origin.x, maxX: visible.maxX - origin.x, color: color)
        }
    }

    /// One line cut with "…" at its end to fit `width`, as a label with `.byTruncatingTail`
    /// cuts it (Pango's ellipsizing: whole characters, in the line's own direction), with its
    /// top at `origin`.
    static func drawTruncated(characters: [Character], font: FontDescriptor, in ctx: CGContext, at origin: CGPoint,
                              width: CGFloat, color: CGColor) {
        let line = TextLayout(text: String(characters), font: font, width: width, maximumNumberOfLines: 1, truncation: .tail)
        line.draw(in: ctx, at: origin, width: width, color: color)
    }
}
