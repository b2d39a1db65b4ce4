import UIKit

/// The inspector: an opaque dark panel beside the phone, of white monospaced text in fixed
/// columns, showing the running
/// transition as its coordinator reports it, the last release and finish/cancel decision, the
/// rule and its thresholds, slow mode, the frame time and the timeline of the transition.
///
/// It finds the transition with public API (`transitionCoordinator` anywhere below the root
/// controller). A display link refreshes it every frame, but only while it is shown and a
/// transition runs (or a finger is down, for a moment); otherwise the link is paused so the app
/// can sleep. `wake()` — called when the timeline records an event, on touches and on keys —
/// refreshes it and starts the link again when something runs.
@MainActor
final class InspectorView: UIView {
    private let context: PlaygroundContext
    /// The controller below which the inspector looks for a running transition.
    weak var rootViewController: UIViewController?
    /// The text (tests read it).
    let label = UILabel()
    private let separator = UIView()
    /// The timeline's scroll bar: shown while some events are out of view, its length the
    /// shown share of all events and its place where they are among them.
    let scrollBar = UIView()
    /// The part of the timeline the panel shows.
    private(set) var timelineWindow = InspectorReport.TimelineWindow()
    private var link: CADisplayLink?
    private var lastFrameTimestamp: TimeInterval?
    private var frameTime: TimeInterval?
    /// While a finger is down a transition may start any moment: refresh every frame until
    /// then (at most `touchWatch` seconds, in case the touch's end never reaches the container).
    private var watchUntil: TimeInterval?
    static let touchWatch: TimeInterval = 2

    /// Insets of the text in the panel.
    static let padding: CGFloat = 10

    /// Creates a hidden inspector; set `rootViewController` to say where transitions run.
    init(context: PlaygroundContext) {
        self.context = context
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0.1, alpha: 1)
        separator.backgroundColor = UIColor(white: 0.3, alpha: 1)
        addSubview(separator)
        label.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        label.textColor = .white
        label.numberOfLines = 0
        addSubview(label)
        scrollBar.backgroundColor = UIColor(white: 1, alpha: 0.45)
        scrollBar.layer.cornerRadius = Self.scrollBarWidth / 2
        scrollBar.isHidden = true
        addSubview(scrollBar)
    }

    static let scrollBarWidth: CGFloat = 3

    required init?(coder: NSCoder) { fatalError("InspectorView is made in code") }

    /// Everything the inspector reports, unwrapped, the whole timeline included (tests read it).
    var text: String { fullText }
    /// The text as the panel shows it: wrapped under its columns, the timeline scrolled to fit.
    var shownText: String { label.text ?? "" }
    private var fullText = ""

    /// Whether the inspector is on screen (the `i` key).
    var isShown: Bool {
        get { !isHidden }
        set {
            guard newValue != isShown else { return }
            isHidden = !newValue
            if newValue { wake() } else { stopLink() }
        }
    }

    /// How many events the timeline is scrolled back from the latest (0: it follows the latest).
    private(set) var timelineOffset = 0

    /// Scrolls the timeline `events` back (negative: forward, toward the latest).
    func scrollTimeline(by events: Int) {
        timelineOffset = max(0, timelineOffset + events)
        refresh()
    }

    /// A finger went down: a drag may start a transition.
    func touchBegan() {
        watchUntil = CACurrentMediaTime() + Self.touchWatch
        wake()
    }

    /// The finger went up (or its touch was cancelled).
    func touchEnded() {
        watchUntil = nil
        wake()
    }

    /// Something may have changed: refresh now, and run the link while something moves.
    func wake() {
        guard isShown else { return }
        let running = refresh()
        if running { startLink() }
    }

    /// Rebuilds the text; returns whether a transition runs.
    @discardableResult
    func refresh() -> Bool {
        let coordinator = rootViewController.flatMap(ControllerChain.runningCoordinator(from:))
        let running = coordinator != nil || watchUntil.map { CACurrentMediaTime() < $0 } == true
        let report = InspectorReport(
            transition: coordinator.map(InspectorReport.transition(of:)),
            releaseVelocity: context.timeline.releaseVelocity, decision: context.timeline.decision,
            rule: context.settings.rule, slowAnimations: context.settings.slowAnimations,
            frameTime: running && link?.isPaused == false ? frameTime : nil, events: context.timeline.events)
        fullText = report.text
        timelineOffset = min(timelineOffset, max(0, context.timeline.events.count - 1))
        let (text, window) = report.panel(columns: columns, maxLines: maxLines, scrolledBack: timelineOffset)
        if window != timelineWindow {
            timelineWindow = window
            setNeedsLayout()
        }
        if text != label.text {
            label.text = text
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
        return running
    }

    /// One character's width and one line's height of the panel's font.
    private lazy var cell: CGSize = {
        let probe = UILabel()
        probe.font = label.font
        probe.numberOfLines = 0
        probe.text = String(repeating: "M", count: 10)
        let one = probe.sizeThatFits(.zero)
        probe.text = "M\nM"
        let two = probe.sizeThatFits(.zero)
        return CGSize(width: max(1, one.width / 10), height: max(1, two.height - one.height))
    }()

    /// How many characters a line of the panel holds.
    private var columns: Int { bounds.width > 0 ? Int((bounds.width - 2 * Self.padding) / cell.width) : 60 }
    /// How many lines the panel shows.
    private var maxLines: Int { bounds.height > 0 ? Int((bounds.height - 2 * Self.padding) / cell.height) : 200 }

    override func layoutSubviews() {
        super.layoutSubviews()
        separator.frame = CGRect(x: 0, y: 0, width: 1, height: bounds.height)
        let size = label.sizeThatFits(CGSize(width: bounds.width - 2 * Self.padding, height: .greatestFiniteMagnitude))
        label.frame = CGRect(x: Self.padding, y: Self.padding, width: bounds.width - 2 * Self.padding,
                             height: min(ceil(size.height), bounds.height - 2 * Self.padding))
        layoutScrollBar()
        if bounds.size != laidOutSize {
            laidOutSize = bounds.size
            refresh()   // the columns and lines follow the panel's size
        }
    }
    private var laidOutSize = CGSize.zero

    /// Places the scroll bar along the timeline's lines, at the panel's right edge.
    private func layoutScrollBar() {
        let window = timelineWindow
        scrollBar.isHidden = !window.overflows || window.total == 0
        guard !scrollBar.isHidden else { return }
        let top = label.frame.minY + CGFloat(window.firstLine) * cell.height
        let track = max(0, label.frame.maxY - top)
        let length = max(12, track * CGFloat(window.shown) / CGFloat(window.total))
        let offset = (track - length) * CGFloat(window.earlier) / CGFloat(max(1, window.earlier + window.later))
        scrollBar.frame = CGRect(x: bounds.width - Self.scrollBarWidth - 3, y: top + offset, width: Self.scrollBarWidth, height: length)
    }

    // MARK: The display link

    /// Whether the link runs (tests check that an idle inspector sleeps).
    var isRefreshingEveryFrame: Bool { link.map { !$0.isPaused } ?? false }

    private func startLink() {
        if link == nil {
            let l = CADisplayLink { [weak self] link in self?.tick(link) }
            l.add(to: .main, forMode: .common)
            link = l
        }
        link?.isPaused = false
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
        lastFrameTimestamp = nil
        frameTime = nil
    }

    private func tick(_ link: CADisplayLink) {
        if let last = lastFrameTimestamp, link.timestamp > last { frameTime = link.timestamp - last }
        lastFrameTimestamp = link.timestamp
        guard !refresh() else { return }
        // Nothing runs any more: show the idle state once and sleep.
        link.isPaused = true
        lastFrameTimestamp = nil
        frameTime = nil
        refresh()
    }
}
