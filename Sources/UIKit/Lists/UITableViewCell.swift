import Foundation

/// A row of a table view: a `contentView` for your subviews (or the built-in `textLabel`,
/// `detailTextLabel` and `imageView` of the four classic styles), an accessory at the trailing
/// edge, and the backgrounds that show its selection.
///
/// Selection and highlight show `selectedBackgroundView` (by default a light grey,
/// `UIColor.systemGray4`, over the whole cell) at full alpha; `setSelected(false, animated: true)`
/// fades it out in 0.25 s with ease-in-out, or — inside another animation block, such as a
/// transition coordinator's alongside block — with that block's timing.
///
/// Porting: `init(style:reuseIdentifier:)` is `required` here, so that `register(_:forCellReuseIdentifier:)`
/// can make cells from a class without an Objective-C runtime; a subclass that overrides it
/// writes `required init(style:reuseIdentifier:)` where iOS code writes `override init`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The four classic layouts of the built-in labels.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned text label and an optional image (no detail label).
        case `default`
        /// A text label on the left and a grey detail label right-aligned on the same line.
        case value1
        /// A small blue label on the left and a detail label beside it (no image).
        case value2
        /// A text label with a smaller grey detail label under it.
        case subtitle
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No visible selection.
        case none
        /// The grey selection (blue before iOS 7).
        case blue
        /// The grey selection.
        case gray
        /// The grey selection.
        case `default`
    }

    /// The standard accessory marks.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// What editing would do to the row.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// The style the cell was created with.
    public let cellStyle: CellStyle
    let reuseIdentifierStorage: String?
    /// The identifier the table reuses the cell under.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The view your content goes in; it leaves room for the accessory.
    public let contentView: UIView
    /// The main label (every style has one).
    open var textLabel: UILabel? { textLabelStorage }
    /// The secondary label (nil for `.default`).
    open var detailTextLabel: UILabel? { detailLabelStorage }
    /// The image at the leading edge (nil for `.value2`).
    open var imageView: UIImageView? { imageViewStorage }

    /// A view behind everything (default nil: the cell's background colour shows).
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); installBackgrounds() }
    }
    /// The view shown behind the content while the cell is selected or highlighted (default: a
    /// `systemGray4` view made on first use; nil shows no selection).
    open var selectedBackgroundView: UIView? {
        get { selectedBackgroundStorage }
        set { selectedBackgroundStorage?.removeFromSuperview(); selectedBackgroundStorage = newValue; installBackgrounds(); showSelection(animated: false) }
    }
    /// The selected background while the table allows multiple selection (default nil: `selectedBackgroundView`).
    open var multipleSelectionBackgroundView: UIView?

    /// How the selection looks (default `.default`; `.none` shows nothing).
    open var selectionStyle: SelectionStyle = .default { didSet { showSelection(animated: false) } }
    /// The standard accessory (default `.none`).
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout(); accessoryMark.setNeedsDisplay() } }
    /// A view used instead of `accessoryType` (default nil).
    open var accessoryView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let accessoryView { addSubview(accessoryView) }; setNeedsLayout() }
    }
    /// Where the separator under this cell starts and ends (the table's `separatorInset` unless set).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? tableView?.separatorInset ?? UITableView.defaultSeparatorInset }
        set { separatorInsetStorage = newValue; tableView?.setNeedsLayout() }
    }

    /// Whether the cell is selected; setting it does not animate.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (a finger is on it); setting it does not animate.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    // MARK: Configurations (iOS 14; see CellConfiguration.swift)

    /// Whether a change of the cell's state brings its content configuration up to date with
    /// `updated(for:)` (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Run with the cell and its state whenever the state changes (iOS 15), by the default
    /// `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The cell's state: selected, highlighted, editing, with its traits. Subclasses add custom
    /// states by overriding the getter and calling super.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = tableView?.isEditing ?? false
        return state
    }

    /// Brings the configuration up to date for `state`; subclasses override it (call super to
    /// run `configurationUpdateHandler`). Do not call it: `setNeedsUpdateConfiguration()` asks
    /// for it before the next layout.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    let configurationHost = CellConfigurationHost()
    /// How far a swipe moved the row.
    var swipeOffset: CGFloat = 0
    let backgroundHost = BackgroundConfigurationHost()
    /// Whether a change of the cell's state brings its background configuration up to date with
    /// `updated(for:)` (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    var selectedStorage = false
    var highlightedStorage = false
    var separatorInsetStorage: UIEdgeInsets?
    var textLabelStorage: UILabel?
    var detailLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var selectedBackgroundStorage: UIView?
    /// The table the cell is shown in (set while it is one of its cells).
    weak var tableView: UITableView?
    /// The hairline under the cell, placed by the table.
    let separatorView = UIView()
    let accessoryMark = AccessoryMarkView()

    /// Creates a cell of `style`, reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        reuseIdentifierStorage = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// Creates a `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from an archive (none here: a `.default` cell without identifier).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifierStorage = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        backgroundColor = .white
        let selection = UIView()
        selection.backgroundColor = .systemGray4
        selectedBackgroundStorage = selection
        addSubview(contentView)
        makeBuiltInViews()
        accessoryMark.cell = self
        accessoryMark.isOpaque = false
        accessoryMark.backgroundColor = nil
        addSubview(accessoryMark)
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
        installBackgrounds()
        showSelection(animated: false)
    }

    // MARK: Selection

    /// Selects or deselects the cell, fading the selected background when `animated`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selectedStorage != selected { setNeedsUpdateConfiguration() }
        selectedStorage = selected
        showSelection(animated: animated)
    }

    /// Highlights the cell (a finger is on it) or removes the highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlightedStorage != highlighted { setNeedsUpdateConfiguration() }
        highlightedStorage = highlighted
        showSelection(animated: animated)
    }

    /// Called before the table hands the cell out again: reset what the previous row set. The
    /// default clears the selection and highlight (as UIKit's does); call super.
    open func prepareForReuse() {
        selectedStorage = false
        highlightedStorage = false
        showSelection(animated: false)
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutCell()
        backgroundHost.view?.frame = bounds
    }

    override func directionDidChange() { accessoryMark.setNeedsDisplay() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: 44)
    }
}
