import Foundation

/// A view that lays out a row or a column of views with Auto Layout: it makes the constraints
/// (you make none between its arranged subviews), following `axis`, `distribution`,
/// `alignment` and `spacing`. A hidden arranged subview collapses and its spacing goes; hiding
/// one inside an animation block with `layoutIfNeeded()` animates the others into place.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged subviews share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// They fill it; the one with the lowest hugging priority grows (lowest compression
        /// resistance shrinks), the first of equals.
        case fill = 0
        /// They fill it with equal lengths.
        case fillEqually
        /// They fill it in proportion to their intrinsic lengths.
        case fillProportionally
        /// They keep their lengths; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// Their centres are equally far apart (gaps at least `spacing`).
        case equalCentering
    }

    /// How the arranged subviews sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading
        case firstBaseline
        case center
        case trailing
        case lastBaseline
        /// `.leading` of a horizontal stack.
        public static var top: Alignment { .leading }
        /// `.trailing` of a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing value that means "the stack's `spacing`" in `setCustomSpacing(_:after:)`.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// The spacing value that means "the system spacing" (8 points).
    public static let spacingUseSystem: CGFloat = .leastNormalMagnitude

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { rearrange() } } }
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { rearrange() } } }
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { rearrange() } } }
    /// The gap between neighbours (negative overlaps them).
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { rearrange() } } }
    /// Whether spacing is measured between baselines (accepted; spacing is between edges here).
    open var isBaselineRelativeArrangement = false
    /// Whether the arranged subviews sit inside the stack's layout margins rather than its edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { rearrange() } } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A stack of `views`, horizontal and filling, with no spacing.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds `view` at the end (and as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` at `stackIndex` (clamped), adding it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rearrange()
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to remove it).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rearrange()
    }

    /// A gap after `arrangedSubview` other than `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        rearrange()
    }

    /// The gap after `arrangedSubview` (`spacingUseDefault` when it has none of its own).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            rearrange(excluding: subview)
        }
    }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { rearrange() }
    }

    // MARK: The constraints

    private func gap(after view: UIView) -> CGFloat {
        switch customSpacings[ObjectIdentifier(view)] {
        case nil, Self.spacingUseDefault?: spacing
        case Self.spacingUseSystem?: systemSpacing
        case let s?: s
        }
    }

    /// Makes the stack's constraints again.
    private func rearrange(excluding leaving: UIView? = nil) {
        NSLayoutConstraint.deactivate(generated)
        generated.removeAll()
        for g in spacers { removeLayoutGuide(g) }
        spacers.removeAll()
        let items = arrangedSubviews.filter { !$0.isHidden && $0 !== leaving }
        let hidden = arrangedSubviews.filter { $0.isHidden && $0 !== leaving }
        let horizontal = axis == .horizontal
        var made: [NSLayoutConstraint] = []
        func named(_ c: NSLayoutConstraint, _ id: String, _ priority: UILayoutPriority = .required) -> NSLayoutConstraint {
            c.identifier = id
            c.priority = priority
            made.append(c)
            return c
        }
        // The edges the items sit between: the stack's, or its margins'.
        let edges: UILayoutGuide? = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : nil
        let along: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute)
            = horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let across: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute)
            = horizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
        let container: AnyObject = edges ?? self
        func relate(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
                    _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, _ c: CGFloat = 0) -> NSLayoutConstraint {
            NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: b == nil ? .notAnAttribute : ba,
                               multiplier: multiplier, constant: c)
        }

        // Hidden items collapse along the axis.
        for v in hidden { _ = named(relate(v, along.size, .equal, nil, .notAnAttribute), "UISV-hiding") }

        if let first = items.first, let last = items.last {
            _ = named(relate(first, along.start, .equal, container, along.start), "UISV-canvas-connection")
            _ = named(relate(container, along.end, .equal, last, along.end), "UISV-canvas-connection")
            let intrinsic = items.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                return horizontal ? s.width : s.height
            }
            for (i, pair) in zip(items, items.dropFirst()).enumerated() {
                let (a, b) = pair
                let g = gap(after: a)
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    _ = named(relate(b, along.start, .equal, a, along.end, g), "UISV-spacing")
                case .equalSpacing, .equalCentering:
                    _ = named(relate(b, along.start, .greaterThanOrEqual, a, along.end, g), "UISV-spacing")
                    let spacer = UILayoutGuide()
                    spacer.identifier = "UISV-distributing"
                    addLayoutGuide(spacer)
                    spacers.append(spacer)
                    let from = distribution == .equalSpacing ? along.end : along.center
                    let to = distribution == .equalSpacing ? along.start : along.center
                    _ = named(relate(spacer, along.start, .equal, a, from), "UISV-distributing-edge")
                    _ = named(relate(spacer, along.end, .equal, b, to), "UISV-distributing-edge")
                    if i > 0, let firstSpacer = spacers.first {
                        _ = named(relate(spacer, along.size, .equal, firstSpacer, along.size), "UISV-distributing")
                    }
                }
                if distribution == .fillEqually {
                    _ = named(relate(b, along.size, .equal, first, along.size), "UISV-fill-equally")
                }
                if distribution == .fillProportionally, intrinsic[0] > 0, intrinsic[i + 1] > 0 {
                    _ = named(relate(b, along.size, .equal, first, along.size, multiplier: intrinsic[i + 1] / intrinsic[0]),
                              "UISV-fill-proportionally", .defaultHigh + 10)
                }
            }
            if distribution == .equalSpacing || distribution == .equalCentering {
                // Items keep their lengths rather than absorbing the room.
                for v in items { _ = named(relate(v, along.size, .equal, nil, .notAnAttribute,
                                                  horizontal ? v.intrinsicContentSize.width : v.intrinsicContentSize.height),
                                           "UISV-natural-size", .defaultLow + 1) }
                made.removeAll { $0.identifier == "UISV-natural-size" && $0.constant < 0 }
            }
        }

        // Across the axis.
        for v in items + hidden {
            switch alignment {
            case .fill:
                _ = named(relate(v, across.start, .equal, container, across.start), "UISV-alignment")
                _ = named(relate(v, across.end, .equal, container, across.end), "UISV-alignment")
            case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
                let pinned: NSLayoutConstraint.Attribute
                switch alignment {
                case .leading: pinned = across.start
                case .trailing: pinned = across.end
                case .firstBaseline where horizontal: pinned = .firstBaseline
                case .lastBaseline where horizontal: pinned = .lastBaseline
                case .firstBaseline: pinned = across.start
                case .lastBaseline: pinned = across.end
                default: pinned = across.center
                }
                if pinned == .firstBaseline || pinned == .lastBaseline {
                    if let first = items.first, v !== first { _ = named(relate(v, pinned, .equal, first, pinned), "UISV-alignment") }
                } else {
                    _ = named(relate(v, pinned, .equal, container, pinned), "UISV-alignment")
                }
                // Inside the stack, which is as large as its largest item unless told otherwise.
                _ = named(relate(v, across.start, .greaterThanOrEqual, container, across.start), "UISV-spanning-boundary")
                _ = named(relate(container, across.end, .greaterThanOrEqual, v, across.end), "UISV-spanning-boundary")
                _ = named(relate(container, across.end, .equal, v, across.end), "UISV-canvas-fit", UILayoutPriority(49))
                _ = named(relate(v, across.start, .equal, container, across.start), "UISV-canvas-fit", UILayoutPriority(49))
            }
        }
        generated = made
        NSLayoutConstraint.activate(made)
    }
}
