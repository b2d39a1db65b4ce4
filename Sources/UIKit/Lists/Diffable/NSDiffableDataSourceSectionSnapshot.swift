import Foundation

/// The items of one section as a tree (iOS 14): root items with children at any depth, each
/// parent expanded or collapsed. A collection view's diffable data source shows its visible
/// items — the roots, and the children of expanded parents — in order, indenting list cells by
/// their level, and an outline disclosure accessory expands and collapses them.
///
///     var section = NSDiffableDataSourceSectionSnapshot<String>()
///     section.append(["Fruit", "Vegetables"])
///     section.append(["Apple", "Pear"], to: "Fruit")
///     section.expand(["Fruit"])
///     dataSource.apply(section, to: .main)
///
/// Identifiers are unique across the tree, as on iOS: appending one that is already there
/// changes nothing, with a warning.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty tree.
    public init() {}

    // MARK: Reading

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { roots.flatMap { subtree($0) } }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items shown: the roots, and the children of expanded parents whose own parents are shown.
    public var visibleItems: [ItemIdentifierType] { roots.flatMap { visibleSubtree($0) } }

    /// Whether the item is in the tree.
    public func contains(_ item: ItemIdentifierType) -> Bool { parentOf[item] != nil || roots.contains(item) }
    /// The item's place in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    /// How deep the item lies (0 for a root; -1 when it is not in the tree, as iOS answers NSNotFound).
    public func level(of item: ItemIdentifierType) -> Int {
        guard contains(item) else { return -1 }
        var level = 0, current = item
        while let p = parentOf[current] { level += 1; current = p }
        return level
    }
    /// The item's parent, or nil for a root (or an item not in the tree).
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parentOf[item] }
    /// Whether the item is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether the item is shown (its ancestors are all expanded).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let p = parentOf[current] {
            guard expanded.contains(p) else { return false }
            current = p
        }
        return true
    }
    /// Whether the item has children.
    func hasChildren(_ item: ItemIdentifierType) -> Bool { !(childrenOf[item] ?? []).isEmpty }

    /// The subtree under `parent` (its children as roots, or with the parent as the one root).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var s = Self()
        guard contains(parent) else {
            warnOnceFromAnyThread("NSDiffableDataSourceSectionSnapshot.snapshot(of:): the item \(parent) is not in the snapshot; an empty one is returned")
            return s
        }
        if includingParent { s.roots = [parent] } else { s.roots = childrenOf[parent] ?? [] }
        for item in s.roots.flatMap({ subtree($0) }) where item != parent || includingParent {
            if let kids = childrenOf[item] { s.childrenOf[item] = kids; for k in kids { s.parentOf[k] = item } }
            if expanded.contains(item) { s.expanded.insert(item) }
        }
        return s
    }

    /// A drawing of the tree, one item a line, indented by level ("+" expanded, "-" collapsed).
    public func visualDescription() -> String {
        items.map { item in
            String(repeating: "  ", count: level(of: item)) + (hasChildren(item) ? (isExpanded(item) ? "+ " : "- ") : "  ") + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Appends `items` as roots, or as the last children of `parent`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let new = fresh(items, "append(_:to:)")
        if let parent {
            guard contains(parent) else {
                warnOnceFromAnyThread("NSDiffableDataSourceSectionSnapshot.append(_:to:): the parent \(parent) is not in the snapshot; nothing is appended")
                return
            }
            childrenOf[parent, default: []] += new
            for item in new { parentOf[item] = parent }
        } else {
            roots += new
        }
    }

    /// Inserts `items` before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) { insert(items, at: item, after: false) }
    /// Inserts `items` after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) { insert(items, at: item, after: true) }

    /// Appends a whole tree under `parent` (or as roots).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        graft(snapshot)
    }

    /// Replaces the children of `parent` with the roots (and subtrees) of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        delete(childrenOf[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// Deletes `items` and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for gone in subtree(item) {
                childrenOf[gone] = nil
                expanded.remove(gone)
                if gone != item { parentOf[gone] = nil }
            }
            if let p = parentOf.removeValue(forKey: item) {
                childrenOf[p]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// Deletes everything.
    public mutating func deleteAll() { self = Self() }

    /// Expands `items` (their children show when they do).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Collapses `items`.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    // MARK: Helpers

    private func subtree(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
        [item] + (childrenOf[item] ?? []).flatMap { subtree($0) }
    }

    private func visibleSubtree(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
        [item] + (expanded.contains(item) ? (childrenOf[item] ?? []).flatMap { visibleSubtree($0) } : [])
    }

    /// The items not yet in the tree (in order, once each); the others are reported.
    private func fresh(_ items: [ItemIdentifierType], _ call: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        return items.filter { item in
            guard !contains(item), seen.insert(item).inserted else {
                warnOnceFromAnyThread("NSDiffableDataSourceSectionSnapshot.\(call): the item \(item) is already in the snapshot; it is not added again")
                return false
            }
            return true
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        let call = after ? "insert(_:after:)" : "insert(_:before:)"
        guard contains(anchor) else {
            warnOnceFromAnyThread("NSDiffableDataSourceSectionSnapshot.\(call): the item \(anchor) is not in the snapshot; nothing is inserted")
            return
        }
        let new = fresh(items, call)
        if let p = parentOf[anchor], let i = childrenOf[p]?.firstIndex(of: anchor) {
            childrenOf[p]?.insert(contentsOf: new, at: after ? i + 1 : i)
            for item in new { parentOf[item] = p }
        } else if let i = roots.firstIndex(of: anchor) {
            roots.insert(contentsOf: new, at: after ? i + 1 : i)
        }
    }

    /// Takes `other`'s children and expansion for the items now here.
    private mutating func graft(_ other: Self) {
        for item in other.roots.flatMap({ other.subtree($0) }) where contains(item) {
            if let kids = other.childrenOf[item] {
                let new = kids.filter { !contains($0) }
                childrenOf[item, default: []] += new
                for k in new { parentOf[k] = item }
            }
            if other.expanded.contains(item) { expanded.insert(item) }
        }
    }
}

/// A data source whose items can expand and collapse (an outline disclosure asks it).
@MainActor
protocol OutlineExpanding: AnyObject {
    func toggleExpansion(at indexPath: IndexPath)
}
