import Foundation

/// A section (or whole layout) that looks like a table view (iOS 14): rows across the width
/// that size themselves (estimated 44 points), separators, an appearance's insets, background
/// and corners, and optional headers and footers.
///
///     var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
///     configuration.headerMode = .supplementary
///     collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
///
/// The rows are `UICollectionViewListCell`s: they draw the separators and the rounded corners
/// of an inset-grouped section from what the layout tells them, and show their accessories.
/// Other cells in a list section are placed the same way but draw neither. A row's swipe
/// actions come from the leading and trailing providers, as a table's from its delegate.
public struct UICollectionLayoutListConfiguration {
    /// The look of the list.
    public enum Appearance: Int, Hashable, Sendable {
        /// Rows across the whole width on the system background; headers pinned.
        case plain
        /// Groups of rows on the grouped background, across the width.
        case grouped
        /// Groups of rows inset from the sides with rounded corners.
        case insetGrouped
        /// A sidebar: rows inset, without separators, the selection rounded.
        case sidebar
        /// A sidebar without insets or grouping.
        case sidebarPlain
    }
    /// Whether sections have headers.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No headers.
        case none
        /// Supplementary views of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section, styled as its header.
        case firstItemInSection
    }
    /// Whether sections have footers.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footers.
        case none
        /// Supplementary views of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }
    /// What hugs its content instead of filling the width (iOS 18).
    public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The section header.
        public static let supplementaryHeader = ContentHuggingElements(rawValue: 1)
    }
    /// Returns the separators of the item at an index path, given the section's.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Returns the swipe actions of the item at an index path.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The look, fixed when made.
    public let appearance: Appearance
    /// Whether rows show separators (default true; a sidebar's rows never do).
    public var showsSeparators = true
    /// The separators' look (default: the appearance's).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts one item's separators (default nil).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background (default nil: the appearance's).
    public var backgroundColor: UIColor?
    /// Headers (default `.none`).
    public var headerMode: HeaderMode = .none
    /// Footers (default `.none`).
    public var footerMode: FooterMode = .none
    /// The space above each header (default nil: the appearance's).
    public var headerTopPadding: CGFloat?
    /// Swipe actions from the leading edge (default nil).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Swipe actions from the trailing edge (default nil).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// What hugs its content (default none; accepted).
    public var contentHuggingElements: ContentHuggingElements = []

    /// A list of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    // MARK: The appearance's measures

    /// Whether the appearance groups rows (rounded or not) on the grouped background.
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }

    /// The list's background colour.
    @MainActor var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (isGrouped || appearance == .sidebar ? .systemGroupedBackground : .systemBackground)
    }
    /// A row's background colour (nil: none, as a sidebar row's).
    @MainActor var rowBackgroundColor: UIColor? {
        switch appearance {
        case .plain, .sidebarPlain: .systemBackground
        case .grouped, .insetGrouped: .secondarySystemGroupedBackground
        case .sidebar: nil
        }
    }
    /// The space at each side of the rows.
    var sideInset: CGFloat {
        switch appearance {
        case .insetGrouped: 20
        case .sidebar: 10
        default: 0
        }
    }
    /// The corner radius of a group of rows (and of a sidebar's selection).
    var cornerRadius: CGFloat {
        switch appearance {
        case .insetGrouped: 10
        case .sidebar, .sidebarPlain: 10
        default: 0
        }
    }
    /// The space above a section's rows (or header) and below them.
    var sectionSpacing: (top: CGFloat, bottom: CGFloat) {
        switch appearance {
        case .grouped, .insetGrouped: (headerTopPadding ?? 17.5, 17.5)
        case .sidebar: (headerTopPadding ?? 8, 8)
        case .plain, .sidebarPlain: (headerTopPadding ?? 0, 0)
        }
    }
}

/// How a list's separators look (iOS 14.5).
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides: between rows, and below the last row of a plain list.
        case automatic
        /// Always shown.
        case visible
        /// Never shown.
        case hidden
    }
    /// The separator above the row (default `.automatic`: none).
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator below the row (default `.automatic`).
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the separator above (default: automatic — from the text's leading edge).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// Insets of the separator below (default: automatic — from the text's leading edge).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour (default `.separator`).
    public var color: UIColor = .separator
    /// The colour between selected rows while selecting several (default `.separator`).
    public var multipleSelectionColor: UIColor = .separator
    /// A visual effect the separators are drawn with (default nil).
    public var visualEffect: UIVisualEffect?

    /// Insets that mean "the list's own": from the text's leading edge to the trailing edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .nan, leading: .nan, bottom: .nan, trailing: .nan)

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        if listAppearance == .sidebar || listAppearance == .sidebarPlain { bottomSeparatorVisibility = .hidden }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.topSeparatorVisibility == b.topSeparatorVisibility && a.bottomSeparatorVisibility == b.bottomSeparatorVisibility
            && a.topSeparatorInsets.same(as: b.topSeparatorInsets) && a.bottomSeparatorInsets.same(as: b.bottomSeparatorInsets)
            && a.color == b.color && a.multipleSelectionColor == b.multipleSelectionColor && a.visualEffect === b.visualEffect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(topSeparatorVisibility)
        hasher.combine(bottomSeparatorVisibility)
    }
}

private extension NSDirectionalEdgeInsets {
    /// Equal, NaN (automatic) counting as equal to NaN.
    func same(as o: NSDirectionalEdgeInsets) -> Bool {
        func eq(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
        return eq(top, o.top) && eq(leading, o.leading) && eq(bottom, o.bottom) && eq(trailing, o.trailing)
    }
}

/// What a list section tells one of its rows through the row's layout attributes: the list's
/// look and where the row stands in its section.
struct ListRowStyle: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var rowBackground: UIColor?
    var cornerRadius: CGFloat
    var isFirst: Bool
    var isLast: Bool
    var separator: UIListSeparatorConfiguration
    var showsTopSeparator: Bool
    var showsBottomSeparator: Bool
    var isHeaderItem: Bool
}

extension NSCollectionLayoutSection {
    /// A list section made with `configuration` in `layoutEnvironment` (the environment the
    /// section provider was given; the section's measures do not depend on it here).
    @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
        let spacing = configuration.sectionSpacing, side = configuration.sideInset
        section.contentInsets = NSDirectionalEdgeInsets(top: configuration.headerMode == .supplementary ? 0 : spacing.top,
                                                        leading: side, bottom: spacing.bottom, trailing: side)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
            boundaries.append(header)
            section.listHeaderTopPadding = spacing.top
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list made with `configuration`.
    @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// The background a list draws behind its sections.
@MainActor
final class ListBackgroundView: UICollectionReusableView {
    static let kind = "UICollectionLayoutListBackground"

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        backgroundColor = layoutAttributes.listRow?.rowBackground
    }
}
