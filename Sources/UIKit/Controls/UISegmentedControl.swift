import Foundation

/// A horizontal row of segments of which one (or none) is selected, as iOS 13 and later draw
/// it: a light grey rounded track, and a white rounded indicator behind the selected segment
/// that slides to a newly selected one in `UISegmentedControl.slideDuration` (0.25 s).
///
///     let picker = UISegmentedControl(items: ["Day", "Week", "Month"])
///     picker.selectedSegmentIndex = 0
///     picker.addTarget(self, action: Self.rangeChanged, for: .valueChanged)
///
/// Segments share the width equally. A touch that lifts on an enabled segment other than the
/// selected one selects it and sends `.valueChanged` (before `.touchUpInside`); setting
/// `selectedSegmentIndex` in code sends nothing. Out-of-range indexes are refused with a message.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment is selected".
    public static let noSegment = -1
    /// How long the selection indicator takes to slide to another segment.
    static let slideDuration: TimeInterval = 0.25
    static let height: CGFloat = 32
    static let indicatorInset: CGFloat = 2
    static let segmentPadding: CGFloat = 12
    static let trackColor = UIColor(red: 238 / 255, green: 238 / 255, blue: 239 / 255, alpha: 1)

    @MainActor struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        let label = UILabel()
    }
    private var segments: [Segment] = []
    private let indicator = UIView()

    /// The selected segment, or `noSegment` (setting it moves the indicator at once and sends nothing).
    open var selectedSegmentIndex: Int {
        get { selectedStorage }
        set { select(newValue, animated: false) }
    }
    private var selectedStorage = UISegmentedControl.noSegment

    /// The colour of the selected segment's indicator (nil: white).
    open var selectedSegmentTintColor: UIColor? { didSet { indicator.backgroundColor = selectedSegmentTintColor ?? .white } }
    /// Whether segments only flash while touched instead of staying selected (default false).
    open var isMomentary = false
    /// Whether segments take widths from their content (accepted; segments share the width equally).
    open var apportionsSegmentWidthsByContent = false

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with a segment per item (`String` titles or `UIImage`s; others are skipped).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let title = item as? String { appendSegment(Segment(title: title)) }
            else if let image = item as? UIImage { appendSegment(Segment(image: image)) }
            else { warnOnce("UISegmentedControl(items:): an item of type \(type(of: item)) is neither a String nor a UIImage; skipped") }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a control from an archive (a zero frame here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        backgroundColor = Self.trackColor
        layer.cornerRadius = 9
        indicator.isUserInteractionEnabled = false
        indicator.backgroundColor = .white
        indicator.layer.cornerRadius = 7
        indicator.isHidden = true
        addSubview(indicator)
    }

    private func appendSegment(_ segment: Segment) { insert(segment, at: segments.count) }

    private func insert(_ segment: Segment, at index: Int) {
        segment.label.text = segment.title
        segment.label.textAlignment = .center
        segment.label.font = .systemFont(ofSize: 13, weight: .medium)
        segment.label.textColor = .label
        segments.insert(segment, at: index)
        addSubview(segment.label)
        if selectedStorage >= index, selectedStorage != Self.noSegment { selectedStorage += 1 }
        segmentsDidChange()
    }

    private func segmentsDidChange() {
        updateLabels()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to 0…count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: min(max(segment, 0), segments.count))
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0…count).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: min(max(segment, 0), segments.count))
    }

    /// Removes the segment at `segment`; removing the selected one leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checked(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: segment).label.removeFromSuperview()
        if selectedStorage == segment { selectedStorage = Self.noSegment }
        else if selectedStorage > segment { selectedStorage -= 1 }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.forEach { $0.label.removeFromSuperview() }
        segments.removeAll()
        selectedStorage = Self.noSegment
        segmentsDidChange()
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checked(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].label.text = title
        segmentsDidChange()
    }

    /// The title of the segment at `segment` (nil for an index out of range).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (kept; images are not drawn here).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checked(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment` (a disabled one cannot be selected by touch).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checked(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        updateLabels()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    private func checked(_ segment: Int, _ call: String) -> Bool {
        guard segments.indices.contains(segment) else {
            warnOnce("UISegmentedControl.\(call): segment \(segment) is out of range 0..<\(segments.count); ignored")
            return false
        }
        return true
    }

    // MARK: Selection

    private func select(_ index: Int, animated: Bool) {
        guard index == Self.noSegment || segments.indices.contains(index) else {
            warnOnce("UISegmentedControl.selectedSegmentIndex: \(index) is out of range 0..<\(segments.count); ignored")
            return
        }
        let wasShown = selectedStorage != Self.noSegment
        selectedStorage = index
        updateLabels()
        guard index != Self.noSegment else { indicator.isHidden = true; return }
        let target = indicatorFrame(for: index)
        if animated, wasShown {
            UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                self.indicator.frame = target
            }
        } else {
            UIView.performWithoutAnimation { indicator.frame = target }
        }
        indicator.isHidden = false
    }

    /// The frame of segment `index`: an equal share of the width.
    func segmentFrame(_ index: Int) -> CGRect {
        let w = segments.isEmpty ? 0 : bounds.width / CGFloat(segments.count)
        return CGRect(x: CGFloat(index) * w, y: 0, width: w, height: bounds.height)
    }

    private func indicatorFrame(for index: Int) -> CGRect {
        segmentFrame(index).insetBy(dx: Self.indicatorInset, dy: Self.indicatorInset)
    }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title attributes for `state` (`.font` and `.foregroundColor` are drawn); the
    /// selected segment uses `.selected`'s, falling back to `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        updateLabels()
        invalidateIntrinsicContentSize()
    }

    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    private func attribute<T>(_ key: NSAttributedString.Key, selected: Bool, as type: T.Type) -> T? {
        if selected, let v = titleAttributes[State.selected.rawValue]?[key] as? T { return v }
        return titleAttributes[State.normal.rawValue]?[key] as? T
    }

    private func updateLabels() {
        for (i, s) in segments.enumerated() {
            let selected = i == selectedStorage
            s.label.font = attribute(.font, selected: selected, as: UIFont.self)
                ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .medium)
            let enabled = s.isEnabled && isEnabled
            s.label.textColor = enabled ? attribute(.foregroundColor, selected: selected, as: UIColor.self) ?? .label : .tertiaryLabel
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (i, s) in segments.enumerated() { s.label.frame = segmentFrame(i) }
        if selectedStorage != Self.noSegment, indicator.layer.animationKeys()?.isEmpty ?? true {
            UIView.performWithoutAnimation { indicator.frame = indicatorFrame(for: selectedStorage) }
        }
    }

    /// The widest title plus 12 points each side, times the number of segments; 32 points high.
    open override var intrinsicContentSize: CGSize {
        let font = attribute(.font, selected: true, as: UIFont.self) ?? .systemFont(ofSize: 13, weight: .semibold)
        let widest = segments.map { s -> CGFloat in
            let l = UILabel()
            l.font = font
            l.text = s.title
            return max(l.intrinsicContentSize.width, s.image?.size.width ?? 0)
        }.max() ?? 0
        return CGSize(width: (widest + 2 * Self.segmentPadding).rounded(.up) * CGFloat(segments.count), height: Self.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Tracking

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, bounds.width > 0, !segments.isEmpty else { return }
        let x = touch.location(in: self).x
        let index = min(max(Int(x / (bounds.width / CGFloat(segments.count))), 0), segments.count - 1)
        guard segments[index].isEnabled, bounds.contains(touch.location(in: self)) else { return }
        if isMomentary {
            sendActions(for: .valueChanged)
            return
        }
        guard index != selectedStorage else { return }
        select(index, animated: true)
        sendActions(for: .valueChanged)
    }
}
