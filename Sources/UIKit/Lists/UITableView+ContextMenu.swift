import Foundation

/// A secondary click on a row asks the table's delegate for the row's context menu
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`), shown at the pointer as any
/// context menu here; the delegate hears it show and end. (A long press does not open it: a
/// held press on a row selects the row, as it always has here.)
extension UITableView {
    /// The interaction that shows the rows' context menus.
    var contextMenu: UIContextMenuInteraction {
        if let contextMenuStorage { return contextMenuStorage }
        let adapter = TableContextMenuAdapter(table: self)
        let interaction = UIContextMenuInteraction(delegate: adapter)
        interaction.opensOnLongPress = false
        interaction.attach(to: self)
        contextMenuAdapter = adapter
        contextMenuStorage = interaction
        return interaction
    }

    /// Shows the context menu of the row at `point` (table coordinates); false when there is
    /// no row there or the delegate offers no menu.
    func presentRowContextMenu(at point: CGPoint) -> Bool {
        guard indexPathForRow(at: point) != nil else { return false }
        return contextMenu.presentMenu(at: point)
    }
}

/// Turns the interaction's questions into the table delegate's.
@MainActor
final class TableContextMenuAdapter: NSObject, UIContextMenuInteractionDelegate {
    weak var table: UITableView?

    init(table: UITableView) {
        self.table = table
        super.init()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let table, let indexPath = table.indexPathForRow(at: location) else { return nil }
        return table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
