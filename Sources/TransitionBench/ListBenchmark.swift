// `TransitionBench --mode list`: a table of 10,000 self-sizing rows (a thumbnail and a wrapping
// label, laid out by Auto Layout) flung and dragged for a minute of frame time on a headless
// screen, 60 frames a second, the finger scripted with timestamps.
//
//   TransitionBench --mode list [--rows 10000] [--seconds 60] [--size 1024x768] [--json FILE]
//
// It reports the wall time of each frame (events, layout, self-sizing of the rows coming into
// view, rendering), the cells alive at once against the visible rows plus one screen, the
// resident memory over the soak, and how far each fling's offsets stray from iOS's closed-form
// decay `x0 + v0/1000 · r/(1 − r) · (1 − r^(1000 t))` (rate `r` per millisecond) until it rests.
import Foundation
import UIKit
import UIKitTesting

enum ListBenchmark {
    static let usage = "usage: TransitionBench --mode list [--rows N] [--seconds S] [--size WxH] [--json FILE]\n"

    /// Runs the list benchmark when the arguments ask for `--mode list`; false otherwise (the
    /// other modes are parsed in main.swift).
    @MainActor
    static func runIfRequested(_ arguments: [String]) -> Bool {
        guard let m = arguments.firstIndex(of: "--mode"), m + 1 < arguments.count, arguments[m + 1] == "list" else { return false }
        var rows = 10_000, seconds = 60.0, size = CGSize(width: 1024, height: 768), json: String?
        var options = BenchOptions(arguments, usage: usage, mode: "list")
        while let a = options.next() {
            switch a {
            case "--mode": _ = options.value(a)
            case "--rows": rows = options.wholeNumber(a, in: 1...1_000_000)
            case "--seconds": seconds = options.number(a, in: 1...3600, expecting: "a number of seconds from 1 to 3600")
            case "--size": size = options.size(a, sides: 100...8192, expecting: "WIDTHxHEIGHT (100 to 8192 each)")
            case "--json": json = options.value(a)
            default: options.unknown(a)
            }
        }
        let soak = ListSoak(size: size, rows: rows)
        let r = soak.run(seconds: seconds)
        let line = String(format: "RESULT mode=list rows=%d seconds=%.0f size=%dx%d frames=%d flings=%d median_ms=%.3f p99_ms=%.3f max_ms=%.3f cells_alive_max=%d visible_max=%d cells_bound=%d decay_deviation_pt=%.4f decay_frames=%d rss_start_mb=%.2f rss_end_mb=%.2f rss_max_mb=%.2f",
                          rows, seconds, Int(size.width), Int(size.height), r.frames, r.flings, r.median, r.p99, r.max,
                          r.aliveMax, r.visibleMax, r.bound, r.deviation, r.decayFrames, r.rssStart, r.rssEnd, r.rssMax)
        print(line)
        if let json {
            let record: [String: Any] = ["mode": "list", "rows": rows, "seconds": seconds, "width": Int(size.width), "height": Int(size.height),
                                         "frames": r.frames, "flings": r.flings, "median_ms": r.median, "p99_ms": r.p99, "max_ms": r.max,
                                         "cells_alive_max": r.aliveMax, "visible_max": r.visibleMax, "cells_bound": r.bound,
                                         "decay_deviation_pt": r.deviation, "decay_frames": r.decayFrames,
                                         "rss_start_mb": r.rssStart, "rss_end_mb": r.rssEnd, "rss_max_mb": r.rssMax]
            BenchOutput.writeRecord(record, to: json)
        }
        return true
    }
}

/// A row of the benchmark list: a 48 × 48 thumbnail at the leading edge and a label that wraps
/// beside it. The row is as tall as the taller of the two plus 10 pt above and below (at least
/// 68 pt): both are pinned at the top and kept above the bottom (at priority 999), and the
/// fitting size pulls the bottom up to them.
@MainActor
final class ListBenchCell: UITableViewCell {
    let thumbnail = UIImageView()
    let label = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 15)
        thumbnail.layer.cornerRadius = 8
        thumbnail.clipsToBounds = true
        for v in [thumbnail, label] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        let c = contentView
        NSLayoutConstraint.activate([
            thumbnail.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 16),
            thumbnail.topAnchor.constraint(equalTo: c.topAnchor, constant: 10),
            thumbnail.widthAnchor.constraint(equalToConstant: 48),
            thumbnail.heightAnchor.constraint(equalToConstant: 48),
            label.leadingAnchor.constraint(equalTo: thumbnail.trailingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: c.topAnchor, constant: 10),
        ])
        // Below required, as iOS code writes them: before its first measurement the cell is
        // 44 pt tall, too short for either.
        for bottom in [thumbnail.bottomAnchor.constraint(lessThanOrEqualTo: c.bottomAnchor, constant: -10),
                       label.bottomAnchor.constraint(lessThanOrEqualTo: c.bottomAnchor, constant: -10)] {
            bottom.priority = UILayoutPriority(999)
            bottom.isActive = true
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// The list's data source and scroll delegate: row texts of one to four sentences, eight
/// thumbnails, the cells it hands out (held weakly, to count the live ones), and each release.
@MainActor
final class ListBenchSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    let images: [UIImage]
    private var handedOut: [ObjectIdentifier: WeakCell] = [:]
    /// The last release: content offset, velocity (points per second, offset direction) and time.
    private(set) var release: (y: Double, velocity: Double, time: TimeInterval)?
    let now: () -> TimeInterval

    final class WeakCell { weak var cell: UITableViewCell?; init(_ c: UITableViewCell) { cell = c } }

    init(rows: Int, now: @escaping () -> TimeInterval) {
        self.rows = rows
        self.now = now
        images = (0..<8).map { i in
            UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { ctx in
                let h = CGFloat(i) / 8
                ctx.cgContext.setFillColor(UIColor(hue: h, saturation: 0.55, brightness: 0.9, alpha: 1).cgColor)
                ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
                ctx.cgContext.setFillColor(UIColor(hue: h, saturation: 0.8, brightness: 0.6, alpha: 1).cgColor)
                ctx.cgContext.fillEllipse(in: CGRect(x: 14, y: 14, width: 36, height: 36))
            }
        }
    }

    /// Cells handed out that still exist (in the table, in its reuse pool, or anywhere else).
    var liveCells: Int {
        handedOut = handedOut.filter { $0.value.cell != nil }
        return handedOut.count
    }

    static func text(_ row: Int) -> String {
        let sentence = "Each row sizes itself to its text, which wraps beside the picture."
        return "Row \(row + 1). " + Array(repeating: sentence, count: 1 + (row * 7) % 4).joined(separator: " ")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        handedOut[ObjectIdentifier(cell)] = WeakCell(cell)
        guard let row = cell as? ListBenchCell else { return cell }
        row.label.text = Self.text(indexPath.row)
        row.thumbnail.image = images[indexPath.row % images.count]
        return row
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // UIKit reports the velocity in points per millisecond.
        release = (Double(scrollView.contentOffset.y), Double(velocity.y) * 1000, now())
    }
}

/// The soak: the table filling a headless screen, a scripted finger, one timed frame at a time.
@MainActor
final class ListSoak {
    struct Result {
        var frames = 0, flings = 0
        var median = 0.0, p99 = 0.0, max = 0.0
        var aliveMax = 0, visibleMax = 0, bound = 0
        var deviation = 0.0, decayFrames = 0
        var rssStart = 0.0, rssEnd = 0.0, rssMax = 0.0
    }

    let screen: HeadlessScreen
    let window: UIWindow
    let table: UITableView
    let source: ListBenchSource
    private var times: [Double] = []
    private var result = Result()
    /// The fling being compared with the closed form (until the next touch).
    private var fling: (y: Double, velocity: Double, time: TimeInterval)?

    init(size: CGSize, rows: Int) {
        let screen = HeadlessScreen(size: size)
        self.screen = screen
        window = screen.makeWindow()
        source = ListBenchSource(rows: rows, now: { screen.now })
        table = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
        table.estimatedRowHeight = 80
        table.register(ListBenchCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        screen.renderFrame()
        // The rows one screen holds, at the shortest row (68 pt), and one cut at each edge.
        result.bound = 2 * (Int((size.height / 68).rounded(.up)) + 1)
    }

    func run(seconds: Double) -> Result {
        let end = screen.now + seconds, start = screen.now
        let h = Double(table.bounds.height), w = Double(table.bounds.width)
        var rssSamples: [Double] = [], nextSample = start
        var cycle = 0
        while screen.now < end {
            let y = Double(table.contentOffset.y), maxY = Double(table.contentSize.height) - h
            // Mostly down the list; back up every third time and whenever near the end.
            let down = (cycle % 3 != 2 || y < 3 * h) && y < maxY - 6000
            if cycle % 5 == 4 {
                // A slow drag that stops before the finger lifts: no fling.
                drag(at: CGPoint(x: w / 2, y: down ? h * 0.7 : h * 0.3), dy: down ? -h * 0.4 : h * 0.4, duration: 0.5, hold: 0.15)
                coast(0.3, until: end)
            } else {
                let speed = 2500.0 + Double((cycle * 1733) % 4000)   // 2,500–6,500 pt/s
                drag(at: CGPoint(x: w / 2, y: down ? h * 0.8 : h * 0.2), dy: (down ? -1 : 1) * speed * 0.08, duration: 0.08, hold: 0)
                result.flings += 1
                fling = source.release
                coast(1.2 + Double(cycle % 4) * 0.5, until: end)
            }
            cycle += 1
            while nextSample <= screen.now {
                rssSamples.append(Double(residentBytes()) / 1_048_576)
                nextSample += 1
            }
        }
        let sorted = times.sorted()
        result.frames = times.count
        result.median = sorted[sorted.count / 2]
        result.p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        result.max = sorted.last ?? 0
        // Memory after the first tenth of the soak (the caches warm) against the end.
        result.rssStart = rssSamples[min(rssSamples.count - 1, rssSamples.count / 10)]
        result.rssEnd = rssSamples.last ?? 0
        result.rssMax = rssSamples.max() ?? 0
        return result
    }

    /// A press, a 20 pt move that starts the pan, then `dy` more over `duration` (motion samples
    /// at 120 Hz, frames at 60 Hz), a rest of `hold`, and the release.
    private func drag(at p: CGPoint, dy: Double, duration: Double, hold: Double) {
        fling = nil
        timed { screen.advance(by: 1.0 / 60); screen.press(at: p) }
        let dir: CGFloat = dy < 0 ? -1 : 1
        var finger = CGPoint(x: p.x, y: p.y + 20 * dir)
        timed { screen.advance(by: 1.0 / 60); screen.move(to: finger); screen.renderFrame() }
        let frames = max(1, Int((duration * 60).rounded()))
        let step = CGFloat(dy) / CGFloat(2 * frames)
        for _ in 0..<frames {
            timed {
                for _ in 0..<2 {
                    screen.advance(by: 1.0 / 120)
                    finger.y += step
                    screen.move(to: finger)
                }
                screen.renderFrame()
            }
        }
        if hold > 0 { coast(hold, until: .infinity) }
        timed { screen.advance(by: 1.0 / 60); screen.release() }
    }

    /// Frames with no finger down, comparing a fling in flight with the closed form.
    private func coast(_ seconds: Double, until end: TimeInterval) {
        let stop = min(screen.now + seconds, end)
        while screen.now < stop { timed { screen.advance(by: 1.0 / 60); screen.renderFrame() } }
    }

    /// Runs one frame, timing it, then checks the cells and the fling (callgrind counts the
    /// instructions of both with `--toggle-collect='*ListSoakC5timed*'`).
    private func timed(_ frame: () -> Void) {
        let t0 = monotonicMilliseconds()
        frame()
        times.append(monotonicMilliseconds() - t0)
        let alive = source.liveCells, visible = table.visibleCells.count
        result.aliveMax = max(result.aliveMax, alive)
        result.visibleMax = max(result.visibleMax, visible)
        guard let f = fling else { return }
        let rate = Double(table.decelerationRate.rawValue)
        let total = f.velocity / 1000 * rate / (1 - rate)
        guard abs(f.velocity) > 10 else { return }
        let tEnd = Foundation.log(10 / abs(f.velocity)) / (1000 * Foundation.log(rate))
        let t = screen.now - f.time
        // The closed form, and where it rests after the end (on the pixel grid).
        let expected = t < tEnd ? f.y + total * (1 - Foundation.pow(rate, 1000 * t))
                                : (f.y + total * (1 - Foundation.pow(rate, 1000 * tEnd))).rounded()
        let range = 0...Double(table.contentSize.height - table.bounds.height)
        guard range.contains(f.y + total) else { fling = nil; return }   // it would run into an edge: not a free decay
        result.deviation = max(result.deviation, abs(Double(table.contentOffset.y) - expected))
        result.decayFrames += 1
        if t >= tEnd { fling = nil }
    }

    private func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
