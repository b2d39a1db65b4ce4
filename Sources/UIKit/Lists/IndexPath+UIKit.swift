import Foundation

/// UIKit's view of an index path: a section and a row (tables) or an item (collections).
///
/// `row` and `item` are the same, the path's second index; `section` is its first. As on iOS,
/// reading them from a path that does not hold exactly two indexes is a misuse: here it is
/// reported once and reads 0 instead of trapping.
extension IndexPath {
    /// An index path for a table row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path for a collection-view item.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the path's first index.
    public var section: Int {
        get { uikitIndex(0, "section") }
        set { if count == 2 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row in the section: the path's second index.
    public var row: Int {
        get { uikitIndex(1, "row") }
        set { if count == 2 { self[1] = newValue } else { self = IndexPath(indexes: [0, newValue]) } }
    }

    /// The item in the section: the path's second index.
    public var item: Int {
        get { uikitIndex(1, "item") }
        set { row = newValue }
    }

    private func uikitIndex(_ position: Int, _ name: String) -> Int {
        guard count == 2 else {
            warnOnceFromAnyThread("IndexPath.\(name) read from a path that does not hold two indexes (section, row); 0 is used")
            return 0
        }
        return self[position]
    }
}
