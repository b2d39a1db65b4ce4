import Foundation

/// The state of a list's data at one moment: its sections and the items in each, named by
/// identifiers — what a diffable data source shows (`apply(_:animatingDifferences:completion:)`)
/// and hands back (`snapshot()`).
///
/// As on iOS, identifiers are unique across the whole snapshot: a section or an item added a
/// second time is a mistake. iOS stops the app with an exception ("supplied item identifiers
/// are not unique"); here such a call prints one warning and leaves the identifiers that are
/// already there where they are. So do the other calls iOS raises for — items added when there
/// is no section, an identifier to insert before or after that the snapshot does not hold, a
/// section or item to move that is not there — each with a message naming the call.
///
/// A snapshot is a value; building one does not touch a list. Nothing in it needs the main
/// actor, so it may be built on any thread, as on iOS.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// One section and its items, in order.
    struct Section {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    private(set) var sections: [Section] = []
    /// Every item, with the identifier of its section.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var sectionSet: Set<SectionIdentifierType> = []
    /// Items to reload or reconfigure when this snapshot is applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in the section (0, with a warning, for a section the snapshot does not hold).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of the section, in order (none, with a warning, for a section the snapshot does not hold).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = indexOfSection(identifier) else {
            snapshotWarning("itemIdentifiers(inSection:)", "there is no section \(identifier)")
            return []
        }
        return sections[s].items
    }

    /// The section holding the item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index among all items, section after section, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier] else { return nil }
        var index = 0
        for s in sections {
            if s.identifier == section { return s.items.firstIndex(of: identifier).map { index + $0 } }
            index += s.items.count
        }
        return nil
    }

    /// The section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        guard sectionSet.contains(identifier) else { return nil }
        return sections.firstIndex { $0.identifier == identifier }
    }

    // MARK: Items

    /// Adds items at the end of the section (nil: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let s = sectionIndex(sectionIdentifier, "appendItems(_:toSection:)") else { return }
        let new = newItems(identifiers, "appendItems(_:toSection:)")
        sections[s].items.append(contentsOf: new)
        for item in new { sectionOfItem[item] = sections[s].identifier }
    }

    /// Inserts items just before an item the snapshot holds.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false, "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after an item the snapshot holds.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true, "insertItems(_:afterItem:)")
    }

    /// Removes items (identifiers the snapshot does not hold are ignored, as on iOS).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers.filter { sectionOfItem[$0] != nil })
        guard !gone.isEmpty else { return }
        for s in sections.indices { sections[s].items.removeAll { gone.contains($0) } }
        for item in gone { sectionOfItem[item] = nil }
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() { self = Self() }

    /// Moves an item just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded (a new cell) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += held(identifiers, "reloadItems(_:)").filter { !reloadedItemIdentifiers.contains($0) }
    }

    /// Marks items to be reconfigured when the snapshot is applied (see the data sources: here a
    /// reconfigured item gets its cell again without an animation).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += held(identifiers, "reconfigureItems(_:)").filter { !reconfiguredItemIdentifiers.contains($0) }
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += newSections(identifiers, "appendSections(_:)").map { Section(identifier: $0, items: []) }
    }

    /// Inserts sections just before a section the snapshot holds.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: false, "insertSections(_:beforeSection:)")
    }

    /// Inserts sections just after a section the snapshot holds.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: true, "insertSections(_:afterSection:)")
    }

    /// Removes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        let items = sections.filter { gone.contains($0.identifier) }.flatMap(\.items)
        deleteItems(items)
        sections.removeAll { gone.contains($0.identifier) }
        sectionSet.subtract(gone)
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
    }

    /// Moves a section just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers where !reloadedSectionIdentifiers.contains(id) {
            guard sectionSet.contains(id) else {
                snapshotWarning("reloadSections(_:)", "there is no section \(id)")
                continue
            }
            reloadedSectionIdentifiers.append(id)
        }
    }

    /// The snapshot without its reload and reconfigure marks (what a data source keeps once it
    /// has applied it).
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Helpers

    /// The index of the named section, or of the last one for nil; nil with a warning when there is none.
    private func sectionIndex(_ identifier: SectionIdentifierType?, _ call: String) -> Int? {
        if let identifier {
            if let s = indexOfSection(identifier) { return s }
            snapshotWarning(call, "there is no section \(identifier); the items are not added")
            return nil
        }
        guard !sections.isEmpty else {
            snapshotWarning(call, "there are no sections yet (append a section first); the items are not added")
            return nil
        }
        return sections.count - 1
    }

    /// `identifiers` less those already in the snapshot or repeated (with a warning).
    private func newItems(_ identifiers: [ItemIdentifierType], _ call: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(), result: [ItemIdentifierType] = []
        for id in identifiers {
            guard sectionOfItem[id] == nil, seen.insert(id).inserted else {
                snapshotWarning(call, "the item identifiers are not unique (\(id) is already in the snapshot); the duplicate is left out")
                continue
            }
            result.append(id)
        }
        return result
    }

    private mutating func newSections(_ identifiers: [SectionIdentifierType], _ call: String) -> [SectionIdentifierType] {
        var result: [SectionIdentifierType] = []
        for id in identifiers {
            guard sectionSet.insert(id).inserted else {
                snapshotWarning(call, "the section identifiers are not unique (\(id) is already in the snapshot); the duplicate is left out")
                continue
            }
            result.append(id)
        }
        return result
    }

    /// The identifiers the snapshot holds (a warning for each it does not).
    private func held(_ identifiers: [ItemIdentifierType], _ call: String) -> [ItemIdentifierType] {
        identifiers.filter { id in
            if sectionOfItem[id] != nil { return true }
            snapshotWarning(call, "there is no item \(id)")
            return false
        }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool, _ call: String) {
        guard let place = indexPath(of: anchor) else {
            snapshotWarning(call, "there is no item \(anchor) to insert next to; the items are not added")
            return
        }
        let new = newItems(identifiers, call), s = place.section
        sections[s].items.insert(contentsOf: new, at: after ? place.item + 1 : place.item)
        for item in new { sectionOfItem[item] = sections[s].identifier }
    }

    private mutating func move(_ item: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool, _ call: String) {
        guard item != anchor else { return }
        guard let from = indexPath(of: item), indexPath(of: anchor) != nil else {
            snapshotWarning(call, "\(indexPath(of: item) == nil ? item : anchor) is not in the snapshot; nothing moves")
            return
        }
        sections[from.section].items.remove(at: from.item)
        let to = indexPath(of: anchor)!   // still there: only `item` was removed
        sections[to.section].items.insert(item, at: after ? to.item + 1 : to.item)
        sectionOfItem[item] = sections[to.section].identifier
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool, _ call: String) {
        guard let s = indexOfSection(anchor) else {
            snapshotWarning(call, "there is no section \(anchor) to insert next to; the sections are not added")
            return
        }
        let new = newSections(identifiers, call).map { Section(identifier: $0, items: []) }
        sections.insert(contentsOf: new, at: after ? s + 1 : s)
    }

    private mutating func moveSection(_ section: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool, _ call: String) {
        guard section != anchor else { return }
        guard let s = indexOfSection(section), indexOfSection(anchor) != nil else {
            snapshotWarning(call, "\(indexOfSection(section) == nil ? section : anchor) is not a section of the snapshot; nothing moves")
            return
        }
        let moving = sections.remove(at: s)
        let t = indexOfSection(anchor)!   // still there: only `section` was removed
        sections.insert(moving, at: after ? t + 1 : t)
    }
}

/// One warning per message, from any thread (snapshots may be built off the main actor).
private func snapshotWarning(_ call: String, _ problem: String) {
    warnOnceFromAnyThread("NSDiffableDataSourceSnapshot.\(call): \(problem)")
}

// MARK: Index paths (what the data sources and a user's move of a row need)

extension NSDiffableDataSourceSnapshot {
    /// The item at an index path, or nil.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The section at an index, or nil.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    /// The number of items in the section at an index (0 for one that does not exist).
    func itemCount(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    /// Where an item is, or nil.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: item), let s = indexOfSection(section),
              let row = sections[s].items.firstIndex(of: item) else { return nil }
        return IndexPath(item: row, section: s)
    }

    /// Moves the item at one index path to another (as a list's user moves a row).
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, sections.indices.contains(source.section),
              sections[source.section].items.indices.contains(source.item),
              sections.indices.contains(destination.section) else { return }
        let item = sections[source.section].items[source.item]
        let target = sections[destination.section].items.filter { $0 != item }
        let row = min(max(destination.item, 0), target.count)
        deleteItems([item])
        if row < target.count {
            insertItems([item], beforeItem: target[row])
        } else if let last = target.last {
            insertItems([item], afterItem: last)
        } else {
            appendItems([item], toSection: sections[destination.section].identifier)
        }
    }
}
