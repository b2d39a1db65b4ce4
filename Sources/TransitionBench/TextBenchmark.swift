// `TransitionBench --mode text`: a page of 1,000 labels (a word or two to a dozen words, up to
// two lines 190 pt wide, 15 pt) laid out and drawn into a 1024 × 1024 image, three ways:
//
//   - pango cold: the library's text path (`TextLayout`: one PangoLayout per label, Pango's
//     line breaking and ellipsizing, the path attributed text takes too, drawn with
//     PangoCairo) with every label's text new to the layout cache, as on a page shown for the
//     first time;
//   - pango warm: the same labels again, their layouts cached, as in a frame that redraws
//     labels whose text did not change;
//   - toy: Cairo's toy text API (`cairo_select_font_face`, `cairo_text_extents`,
//     `cairo_show_text`, DejaVu Sans), what the labels were drawn with before Pango, its
//     greedy word wrapping written out here (it is nowhere else in the library any more).
//
//   TransitionBench --mode text [--labels 1000] [--runs 7] [--variant all|pango|toy] [--json FILE]
//
// An untimed first pass loads the fonts; each run then makes a fresh image, and the figure is
// the median wall time of the runs. `--variant` runs one path alone (for callgrind:
// `--toggle-collect='*pangoCold*'`, `'*pangoWarm*'` or `'*toyTimed*'`).
import CCairo
import CoreGraphics
import Foundation

enum TextBenchmark {
    static let usage = "usage: TransitionBench --mode text [--labels N] [--runs N] [--variant all|pango|toy] [--json FILE]\n"

    /// Runs the text benchmark when the arguments ask for `--mode text`; false otherwise.
    static func runIfRequested(_ arguments: [String]) -> Bool {
        guard let m = arguments.firstIndex(of: "--mode"), m + 1 < arguments.count, arguments[m + 1] == "text" else { return false }
        var labels = 1000, runs = 7, variant = "all", json: String?
        var options = BenchOptions(arguments, usage: usage, mode: "text")
        while let a = options.next() {
            switch a {
            case "--mode": _ = options.value(a)
            case "--labels": labels = options.wholeNumber(a, in: 1...100_000)
            case "--runs": runs = options.wholeNumber(a, in: 1...1000)
            case "--variant": variant = options.choice(a, among: ["all", "pango", "toy"])
            case "--json": json = options.value(a)
            default: options.unknown(a)
            }
        }

        let page = GlyphPage(labels: labels)
        // Untimed: fontconfig, Pango's and Cairo's font loading, with texts no run uses.
        if variant != "toy" { _ = page.pangoPass(page.texts(run: runs)) }
        if variant != "pango" { _ = page.toyPass(page.texts(run: runs)) }
        var cold: [Double] = [], warm: [Double] = [], toy: [Double] = []
        var pangoLines = 0, toyLines = 0
        for run in 0..<runs {
            if variant != "toy" {
                // A run's own texts: nothing of them is in the layout cache yet.
                let texts = page.texts(run: run)
                cold.append(timed { pangoLines = page.pangoCold(texts) })
                warm.append(timed { _ = page.pangoWarm(texts) })
            }
            if variant != "pango" {
                let texts = page.texts(run: run)
                toy.append(timed { toyLines = page.toyTimed(texts) })
            }
        }
        func median(_ v: [Double]) -> Double {
            guard !v.isEmpty else { return 0 }
            let s = v.sorted()
            return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        }
        let line = String(format: "RESULT mode=text labels=%d runs=%d pango_cold_ms=%.3f pango_warm_ms=%.3f toy_ms=%.3f pango_lines=%d toy_lines=%d",
                          labels, runs, median(cold), median(warm), median(toy), pangoLines, toyLines)
        print(line)
        if let json {
            let record: [String: Any] = ["mode": "text", "labels": labels, "runs": runs,
                                         "pango_cold_ms": median(cold), "pango_warm_ms": median(warm), "toy_ms": median(toy),
                                         "pango_lines": pangoLines, "toy_lines": toyLines]
            BenchOutput.writeRecord(record, to: json)
        }
        return true
    }

    /// Wall time of `body` in milliseconds.
    private static func timed(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
}

/// The page: where each label goes, and the two ways of laying it out and drawing it.
final class GlyphPage {
    static let side = 1024
    static let columns = 5
    static let labelWidth: CGFloat = 190
    static let fontSize: CGFloat = 15
    static let maximumLines = 2

    let labels: Int
    private let words = ["Settings", "Wi-Fi", "Bluetooth", "Notifications", "Sounds", "Focus", "Screen", "Time",
                         "General", "Control", "Centre", "Display", "Brightness", "Home", "Wallpaper", "Siri",
                         "Search", "Battery", "Privacy", "Security", "Passwords", "Mail", "Contacts", "Calendar"]

    init(labels: Int) { self.labels = labels }

    /// The labels' texts for run `run`: one to twelve words each, numbered so that no two runs
    /// share a text.
    func texts(run: Int) -> [String] {
        (0..<labels).map { i in
            let count = 1 + (i * 7) % 12
            let body = (0..<count).map { words[(i + $0 * 5) % words.count] }.joined(separator: " ")
            return "\(body) \(run * labels + i)"
        }
    }

    /// Where label `i` is drawn: five columns, rows 20 pt apart, wrapping down the page.
    private func origin(_ i: Int) -> CGPoint {
        let column = i % Self.columns, row = i / Self.columns
        return CGPoint(x: 10 + CGFloat(column) * 200, y: CGFloat((row * 20) % (Self.side - 40)))
    }

    // The timed passes, apart so that callgrind can count each (`--toggle-collect='*pangoCold*'`,
    // `'*pangoWarm*'`, `'*toyTimed*'`) without the untimed first pass.
    @_optimize(none) @inline(never) func pangoCold(_ texts: [String]) -> Int { pangoPass(texts) }
    @_optimize(none) @inline(never) func pangoWarm(_ texts: [String]) -> Int { pangoPass(texts) &* 1 }  // not folded into pangoCold
    @_optimize(none) @inline(never) func toyTimed(_ texts: [String]) -> Int { toyPass(texts) }

    /// Lays out and draws every label with the library's Pango path; the number of lines drawn.
    func pangoPass(_ texts: [String]) -> Int {
        let context = CGContext(surface: CairoSurface(width: Self.side, height: Self.side))
        let font = FontDescriptor(size: Self.fontSize)
        let color = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var lines = 0
        for (i, text) in texts.enumerated() {
            let layout = TextLayout(text: text, font: font, width: Self.labelWidth, maximumNumberOfLines: Self.maximumLines)
            layout.draw(in: context, at: origin(i), color: color)
            lines += layout.lines.count
        }
        return lines
    }

    /// Lays out and draws every label with Cairo's toy text API: each line grown a word at a
    /// time while `cairo_text_extents` says it fits, the last line shortened with "…".
    func toyPass(_ texts: [String]) -> Int {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Self.side), Int32(Self.side)),
              let cr = cairo_create(surface) else { return 0 }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, Double(Self.fontSize))
        cairo_set_source_rgb(cr, 0, 0, 0)
        var fontExtents = cairo_font_extents_t()
        cairo_font_extents(cr, &fontExtents)
        func width(_ s: String) -> Double {
            var e = cairo_text_extents_t()
            cairo_text_extents(cr, s, &e)
            return e.x_advance
        }
        let limit = Double(Self.labelWidth)
        var drawn = 0
        for (i, text) in texts.enumerated() {
            var lines: [String] = []
            var current = ""
            for word in text.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || width(candidate) <= limit {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            if !current.isEmpty { lines.append(current) }
            if lines.count > Self.maximumLines {
                var last = lines[Self.maximumLines - 1] + " " + lines[Self.maximumLines...].joined(separator: " ")
                while !last.isEmpty, width(last + "\u{2026}") > limit { last.removeLast() }
                lines = Array(lines[..<(Self.maximumLines - 1)]) + [last + "\u{2026}"]
            }
            let o = origin(i)
            for (n, line) in lines.enumerated() {
                cairo_move_to(cr, Double(o.x), Double(o.y) + fontExtents.ascent + Double(n) * fontExtents.height)
                cairo_show_text(cr, line)
            }
            drawn += lines.count
        }
        cairo_surface_flush(surface)
        return drawn
    }
}
