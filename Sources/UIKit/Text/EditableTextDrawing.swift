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

/// Draws laid-out editable text: the selection's rectangles behind the glyphs, and only the
/// lines and characters inside the visible rectangle (a long text costs what is shown).
@MainActor
enum EditableTextDrawing {
    static func draw(layout: EditableTextLayout, characters: [Character], font: FontDescriptor, in ctx: CGContext,
                     origin: CGPoint, visible: CGRect, selection: Range<Int>, selectionColor: CGColor, color: CGColor) {
        guard layout.lineHeight > 0 else { return }
        let first = max(0, Int(((visible.minY - origin.y) / layout.lineHeight).rounded(.down)))
        let last = min(layout.lines.count - 1, Int(((visible.maxY - origin.y) / layout.lineHeight).rounded(.down)))
        guard first <= last else { return }
        for index in first...last {
            let line = layout.lines[index], end = layout.caretEnd(ofLine: index)
            let top = origin.y + CGFloat(index) * layout.lineHeight
            if !selection.isEmpty, selection.overlaps(line) || (line.isEmpty && selection.contains(line.lowerBound)) {
                let from = max(selection.lowerBound, line.lowerBound), to = min(selection.upperBound, end)
                var right = origin.x + layout.x[to]
                if selection.upperBound > end && layout.endsWithNewline[index] { right += 4 }   // the newline, selected
                ctx.setFillColor(selectionColor)
                ctx.fill(CGRect(x: origin.x + layout.x[from], y: top, width: max(0, right - origin.x - layout.x[from]),
                                height: layout.lineHeight))
            }
            // Only the characters whose advance meets the visible span.
            var lo = line.lowerBound
            while lo < end, origin.x + layout.x[lo + 1] < visible.minX { lo += 1 }
            var hi = lo
            while hi < end, origin.x + layout.x[hi] <= visible.maxX { hi += 1 }
            guard lo < hi else { continue }
            let run = String(characters[lo..<hi].map { $0 == "\t" ? "    " : String($0) }.joined())
            ctx.showText(run, font: font, baselineAt: CGPoint(x: origin.x + layout.x[lo], y: top + layout.ascent), color: color)
        }
    }

    /// One line cut with "…" at its end to fit `width`.
    static func drawTruncated(layout: EditableTextLayout, characters: [Character], font: FontDescriptor,
                              advances: CharacterAdvances, in ctx: CGContext, at origin: CGPoint, width: CGFloat, color: CGColor) {
        let ellipsis = CGContext.measuring.textAdvance(TextLayout.ellipsis, font: font)
        let end = layout.caretEnd(ofLine: 0)
        var fit = 0
        while fit < end, layout.x[fit + 1] + ellipsis <= width { fit += 1 }
        var shown = String(characters[0..<fit].map { $0 == "\t" ? "    " : String($0) }.joined())
        while shown.last?.isWhitespace == true { shown.removeLast() }
        ctx.showText(shown + TextLayout.ellipsis, font: font, baselineAt: CGPoint(x: origin.x, y: origin.y + layout.ascent), color: color)
    }
}
