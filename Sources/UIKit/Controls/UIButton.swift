import Foundation

/// A control that runs an action when tapped: a title, an image and a background image per
/// control state, or (iOS 15 and later) a `Configuration` that describes its whole look.
///
///     let button = UIButton(type: .system)
///     button.setTitle("Done", for: .normal)
///     button.addTarget(self, action: Self.done, for: .touchUpInside)
///
/// A value set for `.normal` is used for every state that has none of its own, as in UIKit.
/// A `.system` button draws its title and images in its `tintColor` and dims them to 20 %
/// the moment a finger goes down; on release they fade back over
/// `UIButton.highlightFadeDuration` (0.25 s, ease-in-out — iOS's fade back takes about a
/// quarter of a second; Apple does not document the figure). A `.custom` button shows the
/// highlighted state's title colour and image when they are set, and darkens its image to
/// two thirds while highlighted when `adjustsImageWhenHighlighted` is true.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// How long a system button's content takes to fade back in after a touch lifts.
    static let highlightFadeDuration: TimeInterval = 0.25
    /// The opacity of a system button's content while it is highlighted.
    static let highlightedContentAlpha: CGFloat = 0.2
    /// The least height of a `.system` button with content, as Interface Builder lays them out.
    static let systemMinimumHeight: CGFloat = 30

    private let typeStorage: ButtonType
    /// The kind of button this is (set when it is created).
    open var buttonType: ButtonType { typeStorage }

    struct StateContent {
        var title: String?
        var attributedTitle: NSAttributedString?
        var titleColor: UIColor?
        var image: UIImage?
        var backgroundImage: UIImage?
        var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }
    var contentByState: [UInt: StateContent] = [:]

    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var subtitleLabelStorage: UILabel?
    var backgroundImageView: UIImageView?
    var configurationBackground: UIView?
    var tintedImageCache: (source: UIImage, color: UIColor, result: UIImage?)?
    /// The last symbol image drawn with a preferred symbol configuration (UIButton+SymbolConfiguration.swift).
    var configuredSymbolCache: (source: UIImage, preferred: UIImage.SymbolConfiguration, result: UIImage)?
    /// Whether the content is shown dimmed for a highlight (to notice the change).
    var showsHighlight = false
    var needsConfigurationUpdate = false
    /// The size last laid out for (to notice changes made through `titleLabel`).
    var lastFittingSize: CGSize?

    /// Creates a `.custom` button.
    public override init(frame: CGRect) {
        typeStorage = .custom
        super.init(frame: frame)
        commonInit()
    }

    init(frame: CGRect, type: ButtonType) {
        typeStorage = type
        super.init(frame: frame)
        commonInit()
    }

    /// Creates a button from an archive (a zero frame and the `.custom` type here).
    public required init?(coder: NSCoder) {
        typeStorage = .custom
        super.init(coder: coder)
        commonInit()
    }

    /// Creates a button of `buttonType`, sized to fit when it has built-in content.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero, type: buttonType)
        if ButtonGlyph.image(for: buttonType) != nil { sizeToFit() }
    }

    /// Creates a button of `buttonType` whose title and image come from `primaryAction`, which
    /// runs on `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a `.custom` button with `frame` whose title and image come from `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame, type: .custom)
        adopt(primaryAction)
    }

    /// Creates a `.system` button drawn from `configuration`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero, type: .system)
        self.configuration = configuration
        adopt(primaryAction)
        contentDidChange()   // observers do not run for assignments in an initializer
    }

    private func commonInit() {
        isOpaque = false
        updateAppearance()
    }

    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        if configuration != nil {
            configuration?.title = action.title
            if let image = action.image { configuration?.image = image }
        } else {
            setTitle(action.title.isEmpty ? nil : action.title, for: .normal)
            if let image = action.image { setImage(image, for: .normal) }
        }
        addAction(action, for: .primaryActionTriggered)
        contentDidChange()
    }

    // MARK: Per-state content

    /// Sets the title for `state` (nil: the state falls back to `.normal`'s).
    open func setTitle(_ title: String?, for state: State) {
        if state == .normal, configuration != nil { configuration?.title = title }
        contentByState[state.rawValue, default: StateContent()].title = title
        contentDidChange()
    }
    /// The title for `state`, or `.normal`'s when the state has none.
    open func title(for state: State) -> String? { value(for: state) { $0.title } }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        contentByState[state.rawValue, default: StateContent()].titleColor = color
        contentDidChange()
    }
    /// The title colour for `state`: its own, else `.normal`'s, else the type's default (white for
    /// custom buttons; nil for system buttons, which draw in the tint colour).
    open func titleColor(for state: State) -> UIColor? {
        value(for: state) { $0.titleColor } ?? (buttonType == .custom ? .white : nil)
    }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        contentByState[state.rawValue, default: StateContent()].image = image
        contentDidChange()
    }
    /// The image for `state`, or `.normal`'s when the state has none.
    open func image(for state: State) -> UIImage? { value(for: state) { $0.image } }

    /// Sets the background image for `state`, stretched over the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        contentByState[state.rawValue, default: StateContent()].backgroundImage = image
        contentDidChange()
    }
    /// The background image for `state`, or `.normal`'s when the state has none.
    open func backgroundImage(for state: State) -> UIImage? { value(for: state) { $0.backgroundImage } }

    /// Sets a styled title for `state`: its string is drawn with the font and colour of its
    /// first character's attributes when it has them (styles that vary along the text are not drawn).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        contentByState[state.rawValue, default: StateContent()].attributedTitle = title
        contentDidChange()
    }
    /// The styled title for `state`, or `.normal`'s when the state has none.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(for: state) { $0.attributedTitle } }

    /// The title shown now.
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The title colour shown now (a system button's default is its tint colour).
    open var currentTitleColor: UIColor { resolvedTitleColor }
    /// The image shown now (a built-in type's glyph when none is set).
    open var currentImage: UIImage? { image(for: state) ?? ButtonGlyph.image(for: buttonType) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    // MARK: Views

    /// The label that shows the title (made when first asked for).
    open var titleLabel: UILabel? { ensureTitleLabel() }
    /// The view that shows the image (made when first asked for).
    open var imageView: UIImageView? { ensureImageView() }

    // MARK: Look

    /// Insets around the title and image together.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    /// Insets of the title's rectangle (they move it; they do not change the size).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Insets of the image's rectangle (they move it; they do not change the size).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether a custom button's image darkens while highlighted (default true).
    open var adjustsImageWhenHighlighted = true { didSet { updateAppearance() } }
    /// Whether the image greys out while disabled (accepted; the image is drawn unchanged).
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows under the touch (accepted; no glow is drawn).
    open var showsTouchWhenHighlighted = false
    /// The menu of the button: shown by a tap when `showsMenuAsPrimaryAction`, else by a secondary click.
    open var menu: UIMenu?
    /// Whether a tap shows `menu` instead of sending the primary action (default false: the
    /// menu shows on a secondary click).
    open var showsMenuAsPrimaryAction = false
    /// Whether the button shows a selection state of its own for a menu (accepted).
    open var changesSelectionAsPrimaryAction = false

    // MARK: Configuration

    /// The button's look as a configuration (nil: the per-state API decides).
    open var configuration: Configuration? {
        didSet {
            guard configuration != oldValue else { return }
            contentDidChange()
        }
    }
    /// Called to update `configuration` when the state changes (set it to restyle).
    // `final`: see the note on `UIAction.handler`.
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Asks for `updateConfiguration()` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the current state: runs `configurationUpdateHandler`.
    /// Override to restyle (UIKit's default applies the state itself, which the drawing does here).
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration()
    }

    // MARK: State and tint

    open override func stateDidChange() {
        super.stateDidChange()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        updateAppearance()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    /// A button moved into a view tree takes the tint it inherits there.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateAppearance()
    }

    /// A tap on a button whose menu is its primary action shows the menu (below the button);
    /// the tap sends `.touchUpInside`, not `.primaryActionTriggered`. A button with a menu that is
    /// not its primary action shows it on a secondary click.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let showsMenu = isTracking && !triggersPrimaryActionOnTouchUp
            && touches.first.map { bounds.insetBy(dx: -70, dy: -70).contains($0.location(in: self)) } == true
        super.touchesEnded(touches, with: event)
        if showsMenu { presentMenu() }
    }

    override var triggersPrimaryActionOnTouchUp: Bool { !(showsMenuAsPrimaryAction && menu != nil) }

    /// A secondary click shows the button's menu (any menu, the primary action's or not).
    override func presentContextMenu(at point: CGPoint) -> Bool {
        if super.presentContextMenu(at: point) { return true }
        guard menu != nil else { return false }
        presentMenu()
        return true
    }

    /// Shows the button's menu below it; false without a menu or a window.
    @discardableResult
    func presentMenu() -> Bool {
        guard let menu, let window, isEnabled else { return false }
        return MenuPresenter.present(menu, in: window, placement: .source(convert(bounds, to: window)), sender: self) != nil
    }

    // MARK: Sizing

    /// The size of the content (title and image side by side, or a configuration's layout) plus
    /// the insets; a `.system` button is at least 30 points tall; an empty button is 30 × 34.
    open override var intrinsicContentSize: CGSize { fittingSize() }

    /// The intrinsic size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }

    func contentDidChange() {
        updateAppearance()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A button that joins a window takes the tint (and dimming) it inherits there.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateAppearance()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        // A change made straight to the title label (its font) changes the button's size too.
        let size = fittingSize()
        if size != lastFittingSize {
            if lastFittingSize != nil { invalidateIntrinsicContentSize() }
            lastFittingSize = size
        }
        layoutContent()
    }

    private func value<T>(for state: State, _ pick: (StateContent) -> T?) -> T? {
        if let c = contentByState[state.rawValue], let v = pick(c) { return v }
        return contentByState[State.normal.rawValue].flatMap(pick)
    }
}
