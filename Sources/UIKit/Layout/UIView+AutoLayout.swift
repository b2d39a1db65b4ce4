import Foundation

/// A view's Auto Layout state (kept in one stored property of `UIView`).
@MainActor
struct ViewAutoLayout {
    /// The constraints this view holds (it is the closest common ancestor of their items).
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var translatesAutoresizingMask = true
    var hugging: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var needsUpdateConstraints = false
    /// The safe-area insets last reported to `safeAreaInsetsDidChange()`.
    var reportedSafeArea = UIEdgeInsets.zero
    /// Whether the tree's engine refers to this view (a frame set by hand then rebuilds it).
    var isParticipant = false
    /// The tree's engine, on the root view of a tree that has constraints.
    var engine: LayoutEngine?
}

extension UIView {
    /// The constraints this view holds.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Adds a constraint to this view, which must be a common ancestor of its items (or one of
    /// them); the constraint becomes active.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let owner = constraint.owner {
            if owner === self { return }
            owner.removeConstraint(constraint)
        }
        autoLayout.constraints.append(constraint)
        constraint.owner = self
        LayoutEngine.structureChanged(around: self, creating: true)
    }

    /// Adds constraints to this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }

    /// Removes a constraint this view holds (it becomes inactive).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard let i = autoLayout.constraints.firstIndex(where: { $0 === constraint }) else { return }
        autoLayout.constraints.remove(at: i)
        constraint.owner = nil
        LayoutEngine.structureChanged(around: self)
    }

    /// Removes constraints this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    /// Whether the view's frame (and autoresizing mask) become constraints. True for views made
    /// in code, as on iOS; set it to false for a view you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMask }
        set {
            guard newValue != autoLayout.translatesAutoresizingMask else { return }
            autoLayout.translatesAutoresizingMask = newValue
            LayoutEngine.structureChanged(around: self)
        }
    }

    /// How much the view resists growing beyond its intrinsic size on `axis` (default `.defaultLow`).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.h : autoLayout.hugging.v
    }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.h = priority } else { autoLayout.hugging.v = priority }
        LayoutEngine.structureChanged(around: self)
    }
    /// How much the view resists shrinking below its intrinsic size on `axis` (default `.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compression.h : autoLayout.compression.v
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.compression.h = priority } else { autoLayout.compression.v = priority }
        LayoutEngine.structureChanged(around: self)
    }

    // MARK: Margins and safe area

    /// The space Auto Layout keeps inside the view's edges for `layoutMarginsGuide` and the
    /// margin attributes (default 8 points on each side).
    public var layoutMargins: UIEdgeInsets {
        get { autoLayout.layoutMargins }
        set {
            guard newValue != autoLayout.layoutMargins else { return }
            autoLayout.layoutMargins = newValue
            layoutMarginsDidChange()
            LayoutEngine.structureChanged(around: self)
        }
    }

    /// The layout margins by leading and trailing edge: in a view laid out right to left
    /// (`effectiveUserInterfaceLayoutDirection`) the leading margin is the right one. (Set, it
    /// sets `layoutMargins` for the view's direction at that moment.)
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return isRightToLeft ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = isRightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the view's margins grow to at least its superview's where they overlap (default false).
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout.preservesSuperviewLayoutMargins }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; LayoutEngine.structureChanged(around: self) }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout.insetsLayoutMarginsFromSafeArea }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue; LayoutEngine.structureChanged(around: self) }
    }

    /// The margins as layout uses them: the view's own, grown by the safe area (when
    /// `insetsLayoutMarginsFromSafeArea`) and by the superview's (when preserved).
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesSuperviewLayoutMargins, let sup = superview {
            let sm = sup.effectiveLayoutMargins, f = frame, sb = sup.bounds.size
            m.left = max(m.left, sm.left - f.minX)
            m.top = max(m.top, sm.top - f.minY)
            m.right = max(m.right, sm.right - (sb.width - f.maxX))
            m.bottom = max(m.bottom, sm.bottom - (sb.height - f.maxY))
        }
        return m
    }

    /// The insets of the area not covered by the system (status bar, home indicator) or by a
    /// controller's `additionalSafeAreaInsets`, in this view's coordinates.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return windowSafeAreaInsets }
        // The window's insets where they overlap this view, plus what controllers add.
        let w = window.windowSafeAreaInsets, f = rectInWindowAsLaidOut(bounds), wb = window.bounds
        var insets = UIEdgeInsets(top: max(0, w.top - f.minY), left: max(0, w.left - f.minX),
                                  bottom: max(0, f.maxY - (wb.height - w.bottom)), right: max(0, f.maxX - (wb.width - w.right)))
        var v: UIView? = self
        while let view = v, view !== window {
            if let vc = view.viewDelegate as? UIViewController {
                let c = vc.containerSafeAreaInsets, o = vc.additionalSafeAreaInsets   // a container's bars, then the app's
                let a = UIEdgeInsets(top: c.top + o.top, left: c.left + o.left, bottom: c.bottom + o.bottom, right: c.right + o.right)
                insets = UIEdgeInsets(top: insets.top + a.top, left: insets.left + a.left,
                                      bottom: insets.bottom + a.bottom, right: insets.right + a.right)
            }
            v = view.superview
        }
        return insets
    }

    /// The system's insets of a window: on a phone-shaped portrait screen, the status bar
    /// (47 points) and the home indicator (34 points), as on an iPhone 13/14; none otherwise.
    var windowSafeAreaInsets: UIEdgeInsets {
        guard let window = self as? UIWindow ?? self.window else { return .zero }
        return StatusBar.systemInsets(for: window.bounds.size)
    }

    // MARK: Updating constraints

    /// Marks the view's constraints for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        LayoutEngine.structureChanged(around: self)
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Runs `updateConstraints()` of this view and its subviews that asked for it, subviews first.
    public func updateConstraintsIfNeeded() {
        for sub in subviewStorage { sub.updateConstraintsIfNeeded() }
        guard autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        if let vc = viewDelegate as? UIViewController { vc.updateViewConstraints() } else { updateConstraints() }
    }

    // MARK: Fitting

    /// The smallest size the view's constraints allow (`targetSize` `.zero`:
    /// `UIView.layoutFittingCompressedSize`) or the largest (`layoutFittingExpandedSize`), or
    /// the one closest to `targetSize` otherwise.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` the constraints allow, each axis pulled toward its
    /// target with the given priority (`.required` fixes it).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
    }

    /// The size that asks for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size that asks for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

    // MARK: Debugging

    /// Whether the constraints leave the view's frame undetermined (another frame would satisfy them equally).
    public var hasAmbiguousLayout: Bool { LayoutEngine.isAmbiguous(self) }

    /// Moves an ambiguously laid-out view to another of its possible frames (for debugging).
    public func exerciseAmbiguityInLayout() { LayoutEngine.exerciseAmbiguity(of: self) }

    /// The constraints that affect the view's layout on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraints(affecting: self, axis: axis)
    }
}
