import Foundation

/// A secondary click on a row asks the table's delegate for the row's context menu
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`), shown at the pointer as any
/// context menu here; the delegate hears it show and end. (A long press does not open it: a
/// held press on a row selects the row, as it always has here.)
extension UITableView {
    /// Shows the context menu of the row at `point` (table coordinates); false when there is
    /// no row there or the delegate offers no menu.
    func presentRowContextMenu(at point: CGPoint) -> Bool {
        guard indexPathForRow(at: point) != nil else { return false }
        let menu = rowContextMenu ?? ListContextMenu(in: self, configuration: { [weak self] point in
            guard let self, let indexPath = self.indexPathForRow(at: point) else { return nil }
            return self.tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        }, willDisplay: { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        }, willEnd: { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
        })
        rowContextMenu = menu
        return menu.interaction.presentMenu(at: point)
    }
}

/// The context menu of a list's rows or items: an interaction tied to the list (not in its
/// `interactions`, and without the long press) whose questions go to the list's delegate.
@MainActor
final class ListContextMenu: NSObject, UIContextMenuInteractionDelegate {
    typealias Tell = (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
    private let configuration: (CGPoint) -> UIContextMenuConfiguration?
    private let willDisplay: Tell, willEnd: Tell
    /// The interaction (it holds this object weakly, as its delegate).
    private(set) var interaction: UIContextMenuInteraction!

    init(in view: UIView, configuration: @escaping (CGPoint) -> UIContextMenuConfiguration?,
         willDisplay: @escaping Tell, willEnd: @escaping Tell) {
        self.configuration = configuration
        self.willDisplay = willDisplay
        self.willEnd = willEnd
        super.init()
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.opensOnLongPress = false
        interaction.attach(to: view)
        self.interaction = interaction
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        configuration(location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        willEnd(configuration, animator)
    }
}
