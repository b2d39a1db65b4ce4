import Foundation

/// An element of a menu: the common base of `UIAction` and `UIMenu`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {}

/// A menu: a title and its children (actions and submenus), as a button's `menu` holds it.
///
/// Menus are kept and handed back; they are not shown on screen here (a button whose
/// `showsMenuAsPrimaryAction` is true says so once when tapped).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (Apple's raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child is selected at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's title.
    public let title: String
    /// The menu's image.
    public let image: UIImage?
    /// The menu's identifier.
    public let identifier: Identifier
    /// The menu's options.
    public let options: Options
    /// The menu's actions and submenus.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init()
    }

    /// A copy of the menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
