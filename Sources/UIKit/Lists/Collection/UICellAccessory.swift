import Foundation

/// A standard view at the side of a list cell (iOS 14): a disclosure chevron, a checkmark, a
/// label, editing controls, or a view of your own. `UICollectionViewListCell.accessories` shows
/// them, the system ones in their usual place (delete, insert and multiselect at the leading
/// edge; the others at the trailing edge), each only in the editing state it is displayed in.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always
        /// While the collection view is editing.
        case whenEditing
        /// While it is not.
        case whenNotEditing
    }
    /// How much width an accessory reserves.
    public enum LayoutDimension: Hashable, Sendable {
        /// Its own width.
        case actual
        /// The standard width of system accessories.
        case standard
        /// A width in points.
        case custom(CGFloat)
    }
    /// Runs when an interactive accessory is tapped.
    public typealias ActionHandler = () -> Void

    /// Which accessory it is.
    public enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, label, detail, customView, popUpMenu
    }

    /// Options of the disclosure indicator.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false; self.reservedLayoutWidth = reservedLayoutWidth ?? .standard; self.tintColor = tintColor
        }
    }
    /// Options of the checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of the detail (info) button.
    public typealias DetailOptions = DisclosureIndicatorOptions
    /// Options of the pop-up menu.
    public typealias PopUpMenuOptions = DisclosureIndicatorOptions
    /// Options of the delete, insert and multiselect controls.
    public struct DeleteOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false; self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor; self.backgroundColor = backgroundColor
        }
    }
    public typealias InsertOptions = DeleteOptions
    public typealias MultiselectOptions = DeleteOptions
    /// Options of the reorder control.
    public struct ReorderOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false; self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor; self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }
    /// Options of the outline disclosure (expand/collapse) control.
    public struct OutlineDisclosureOptions {
        /// Whether it looks like a header's or a cell's.
        public enum Style: Int, Hashable, Sendable { case automatic, header, cell }
        public var style: Style
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic; self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard; self.tintColor = tintColor
        }
    }
    /// Options of a label accessory.
    public struct LabelOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The label's font (default: the body text style's).
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        @MainActor
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false; self.reservedLayoutWidth = reservedLayoutWidth ?? .actual; self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }
    /// Where a custom view goes among the accessories.
    public enum Placement {
        /// Which index among that side's accessories, given them.
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// Just after the first accessory of the same type as `accessory` (else at the end).
        public static func position(after accessory: UICellAccessory) -> Position {
            { list in (list.firstIndex { $0.accessoryType == accessory.accessoryType }.map { $0 + 1 }) ?? list.count }
        }
        /// Just before it (else at the end).
        public static func position(before accessory: UICellAccessory) -> Position {
            { list in list.firstIndex { $0.accessoryType == accessory.accessoryType } ?? list.count }
        }
    }
    /// A view of your own as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        @MainActor
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual; self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// Which accessory it is.
    public let accessoryType: AccessoryType
    let displayed: DisplayedState
    let isHidden: Bool
    let reservedWidth: LayoutDimension
    let tintColor: UIColor?
    let actionHandler: ActionHandler?
    var text: String?
    var font: UIFont?
    var customView: UIView?
    var leading: Bool
    var position: Placement.Position?
    var outlineStyle: OutlineDisclosureOptions.Style = .automatic
    var menu: UIMenu?

    private init(_ type: AccessoryType, _ displayed: DisplayedState, hidden: Bool, width: LayoutDimension, tint: UIColor?,
                 leading: Bool = false, action: ActionHandler? = nil) {
        accessoryType = type
        self.displayed = displayed
        isHidden = hidden
        reservedWidth = width
        tintColor = tint
        actionHandler = action
        self.leading = leading
    }

    /// A chevron saying the row leads somewhere (trailing; not a button).
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A checkmark (trailing).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A red delete control (leading), while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        leading: true, action: actionHandler)
    }
    /// A green insert control (leading), while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        leading: true, action: actionHandler)
    }
    /// A reorder grip (trailing), while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A selection circle (leading), while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor, leading: true)
    }
    /// An expand/collapse chevron (trailing), turned down while the cell is expanded; a tap
    /// runs `actionHandler`.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var a = UICellAccessory(.outlineDisclosure, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth,
                                tint: options.tintColor, action: actionHandler)
        a.outlineStyle = options.style
        return a
    }
    /// A secondary text (trailing).
    @MainActor
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        var a = UICellAccessory(.label, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        a.text = text
        a.font = options.font
        return a
    }
    /// An info button (trailing); a tap runs `actionHandler` (iOS 15.4).
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }
    /// A pop-up menu's chevrons (trailing; iOS 16). The menu is accepted, not shown, here.
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: ((UIMenu) -> Void)? = nil) -> UICellAccessory {
        var a = UICellAccessory(.popUpMenu, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        a.menu = menu
        return a
    }
    /// A view of your own where its configuration places it.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed, position): (Bool, DisplayedState, Placement.Position) = switch configuration.placement {
        case .leading(let d, let p): (true, d, p)
        case .trailing(let d, let p): (false, d, p)
        }
        var a = UICellAccessory(.customView, displayed, hidden: configuration.isHidden, width: configuration.reservedLayoutWidth,
                                tint: configuration.tintColor, leading: leading)
        a.customView = configuration.customView
        a.position = position
        return a
    }

    /// Whether it shows in an editing state.
    func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
