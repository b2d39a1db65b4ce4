import Foundation

/// A view a list hands out again: a table's cells and header and footer views, a collection
/// view's cells.
@MainActor
protocol ReusableView: UIView {
    /// The identifier the view is dequeued with (nil: the view is not reused).
    var reuseIdentifier: String? { get }
    /// Called just before the view is handed out again.
    func prepareForReuse()
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}
extension UICollectionReusableView: ReusableView {}

/// The views a list keeps for reuse, by reuse identifier — one kind for the table's cells,
/// its header and footer views, and the collection view's cells.
///
/// A view that leaves the screen waits here (up to `limit` of one identifier; the rest, and
/// views without an identifier, are let go) until a dequeue with its identifier hands it out
/// again — the last one in first — after its `prepareForReuse()`, as UIKit does.
@MainActor
struct ReusePool<View: ReusableView> {
    /// How many views of one identifier are kept.
    static var limit: Int { 24 }
    private var queues: [String: [View]] = [:]

    /// Keeps `view` under its reuse identifier; false if it is let go instead.
    @discardableResult
    mutating func enqueue(_ view: View) -> Bool {
        guard let id = view.reuseIdentifier, (queues[id]?.count ?? 0) < Self.limit else { return false }
        queues[id, default: []].append(view)
        return true
    }

    /// The view kept last under `identifier`, prepared for reuse, or nil if none waits.
    mutating func dequeue(_ identifier: String) -> View? {
        guard let view = queues[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    /// How many views wait under `identifier`.
    func count(of identifier: String) -> Int { queues[identifier]?.count ?? 0 }
}
