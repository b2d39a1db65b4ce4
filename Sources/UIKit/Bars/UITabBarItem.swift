import Foundation

/// An item of a tab bar: a title and an image, an optional selected image, and a badge.
///
/// A tab bar controller shows each child's `tabBarItem`; a plain `UITabBar` shows the items it
/// is given. Setting any property redraws the bars that show the item.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's tab items: a fixed title and glyph, as on iOS (the title cannot be changed).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        /// The English title iOS shows.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The image shown while the item is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the badge at the image's top right (nil: no badge; an empty string: a dot).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's background (nil: the system red).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// The system item this was made as (nil for an item made with a title and image).
    public private(set) var systemItem: SystemItem?

    /// Creates an item without title or image.
    public override init() { super.init() }

    /// Creates an item from an archive (there are none here: it starts empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and the image shown while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item: its title and glyph are the system's.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.systemItem = systemItem
        self.tag = tag
        title = systemItem.title
        image = TabBarGlyph.image(for: systemItem)
    }

    /// The title of a system item cannot change (iOS ignores the change too).
    open override var title: String? {
        get { super.title }
        set {
            if let systemItem, newValue != systemItem.title, super.title != nil {
                warnOnce("UITabBarItem: the title of a system item (\(systemItem)) cannot be changed; ignored")
                return
            }
            super.title = newValue
        }
    }
}
