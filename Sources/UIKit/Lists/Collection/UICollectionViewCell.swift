import Foundation

/// A view a collection view reuses: a cell, or (in a fuller layout) a supplementary view.
///
/// Porting: `init(frame:)` is `required` here, so that registered classes can be made without
/// an Objective-C runtime; a subclass that overrides it writes `required override init(frame:)`
/// where iOS code writes `override init(frame:)`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    var reuseIdentifierStorage: String?
    /// The attributes the collection view last applied (with the container's offset and the
    /// swipe's), so that equal ones are not applied again.
    var appliedPlacement: (attributes: UICollectionViewLayoutAttributes, dy: CGFloat, swipe: CGFloat)?
    /// The identifier the collection view reuses the view under.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Creates a view with the given frame.
    public required override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a view from an archive (none here: a zero frame).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}

    /// Called with the attributes the view is placed by, after the collection view applied
    /// their frame, transform, alpha and visibility (default: nothing; a subclass reads its
    /// layout's custom attributes here).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given those the layout proposes: where the layout
    /// only estimated a dimension, the view's size along it fitted with the other dimension
    /// held (its constraints, or its content configuration). Overrides call super first.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.estimatedAxes
        guard !axes.isEmpty, let fitted = fittingSize(proposed: layoutAttributes.size, estimated: axes) else { return layoutAttributes }
        var size = layoutAttributes.size
        if axes.contains(.width) { size.width = fitted.width }
        if axes.contains(.height) { size.height = fitted.height }
        guard size.width.isFinite, size.height.isFinite else { return layoutAttributes }
        let origin = layoutAttributes.frame.origin
        layoutAttributes.frame = CGRect(origin: origin, size: CGSize(width: max(0, size.width), height: max(0, size.height)))
        return layoutAttributes
    }

    /// The view whose constraints size it (a cell's content view).
    var sizingView: UIView { self }

    /// The size the view fits in along its estimated axes, the others held at `proposed`; nil
    /// when nothing in it says (no constraints and no content configuration: the estimate stays).
    func fittingSize(proposed: CGSize, estimated: EstimatedAxes) -> CGSize? {
        let view = sizingView
        // Laid out at the proposed size first: a label that wraps measures at the width it gets.
        UIView.performWithoutAnimation {
            bounds.size = proposed
            setNeedsLayout()
            layoutIfNeeded()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        if let configured = configuredContentView {
            // A width to fit: the content's own on one line (a list content view knows it).
            let width = estimated.contains(.width) ? ((configured as? UIListContentView)?.fittingWidth ?? proposed.width) : proposed.width
            let fits = configured.sizeThatFits(CGSize(width: width, height: estimated.contains(.height) ? 0 : proposed.height))
            return Self.sane(CGSize(width: width, height: estimated.contains(.height) ? fits.height : proposed.height), proposed)
        }
        let usesConstraints = !view.constraints.isEmpty || view.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard usesConstraints else { return nil }
        let target = CGSize(width: estimated.contains(.width) ? 0 : proposed.width, height: estimated.contains(.height) ? 0 : proposed.height)
        return Self.sane(view.systemLayoutSizeFitting(target,
                                                      withHorizontalFittingPriority: estimated.contains(.width) ? .fittingSizeLevel : .required,
                                                      verticalFittingPriority: estimated.contains(.height) ? .fittingSizeLevel : .required),
                         proposed)
    }

    /// A fitted size, each length that is not finite or beyond any screen replaced by the
    /// proposed one (with a warning).
    private static func sane(_ size: CGSize, _ proposed: CGSize) -> CGSize {
        func length(_ v: CGFloat, _ p: CGFloat) -> CGFloat {
            guard v.isFinite, v >= 0, v <= 100_000 else {
                warnOnce("UICollectionReusableView: a self-sizing view measured \(v) points; its estimate \(p) is kept")
                return p
            }
            return v
        }
        return CGSize(width: length(size.width, proposed.width), height: length(size.height, proposed.height))
    }

    /// The view of a content configuration shown in the view, if any.
    var configuredContentView: UIView? { nil }
}

/// An item of a collection view: a `contentView` for your subviews, and backgrounds that show
/// its selection (`selectedBackgroundView` is nil by default, as on iOS: a cell shows its
/// selection only if you give it one or react to `isSelected`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view your content goes in; it fills the cell.
    public let contentView = UIView()
    /// A view behind the content (default nil).
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
    }
    /// A view shown behind the content while selected or highlighted (default nil).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = selectedBackgroundView { insertSubview(v, belowSubview: contentView) }
            showSelection()
            setNeedsLayout()
        }
    }
    /// Whether the item is selected.
    open var isSelected = false { didSet { showSelection(); if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether a finger is on the item.
    open var isHighlighted = false { didSet { showSelection(); if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }

    // MARK: Configurations (iOS 14; see CellConfiguration.swift)

    /// Whether a change of the cell's state brings its content configuration up to date with
    /// `updated(for:)` (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Run with the cell and its state whenever the state changes (iOS 15), by the default
    /// `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The cell's state: selected and highlighted, with its traits. Subclasses add custom
    /// states by overriding the getter and calling super.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = collectionView?.isEditing ?? false
        state.isExpanded = outlineExpanded
        return state
    }

    /// The collection view showing the cell (its superview, or an orthogonal section's scroll
    /// view's).
    var collectionView: UICollectionView? {
        var v = superview
        while let view = v, !(view is UICollectionView) { v = view.superview }
        return v as? UICollectionView
    }

    /// Brings the configuration up to date for `state`; subclasses override it (call super to
    /// run `configurationUpdateHandler`).
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    let configurationHost = CellConfigurationHost()
    /// How far a swipe moved the row.
    var swipeOffset: CGFloat = 0
    /// Whether the item is expanded in its section's tree (a diffable data source says).
    var outlineExpanded = false
    let backgroundHost = BackgroundConfigurationHost()
    /// Whether a change of the cell's state brings its background configuration up to date with
    /// `updated(for:)` (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Creates a cell with the given frame (the collection view gives it the layout's frame).
    public required init(frame: CGRect) {
        super.init(frame: frame)
        // The content view has the cell's size from the start, as on iOS (constraints to it
        // are not broken by a zero-sized content view before the first layout).
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Creates a cell from an archive (none here: a zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Resets the selection and highlight; call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        setNeedsUpdateConfiguration()
    }

    /// The background configuration of the cell's list (iOS 16): a plain list's cell, or the
    /// style of the list section the cell is in.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { defaultBackgroundStyle() }

    func defaultBackgroundStyle() -> UIBackgroundConfiguration { .listPlainCell() }

    override var sizingView: UIView { contentView }
    override var configuredContentView: UIView? { configurationHost.view }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        backgroundHost.view?.frame = bounds
        contentView.frame = bounds
    }

    private func showSelection() {
        UIView.performWithoutAnimation { selectedBackgroundView?.alpha = isSelected || isHighlighted ? 1 : 0 }
    }
}
