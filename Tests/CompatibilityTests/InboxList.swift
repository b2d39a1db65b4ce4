// Client program: a mail inbox as iOS 15+ apps write a list — a table fed by a
// `UITableViewDiffableDataSource`, each row a `UIListContentConfiguration` (subtitle cells with
// an image, unread messages in bold through a `configurationUpdateHandler`), pull to refresh
// that fetches new messages and applies them as a snapshot, and a swipe-free "mark all read"
// that reconfigures the rows. No porting change.
import UIKit

struct InboxMessage: Hashable {
    let id: Int
    let sender: String
    let subject: String
    var isUnread: Bool
}

final class MailboxViewController: UITableViewController {
    enum Section: Hashable { case messages }

    private(set) var messages: [InboxMessage] = [
        InboxMessage(id: 1, sender: "Ada", subject: "Engines", isUnread: true),
        InboxMessage(id: 2, sender: "Grace", subject: "Compilers", isUnread: false),
        InboxMessage(id: 3, sender: "Alan", subject: "Machines", isUnread: true),
    ]
    private var nextID = 4
    private(set) var dataSource: UITableViewDiffableDataSource<Section, Int>!
    /// Completes a fetch started by a pull (the test plays the server).
    var pendingFetch: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            guard let message = self?.messages.first(where: { $0.id == id }) else { return cell }
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.subtitleCell().updated(for: state)
                content.text = message.sender
                content.secondaryText = message.subject
                content.image = UIImage(systemName: message.isUnread ? "envelope.badge" : "envelope.open")
                content.textProperties.font = message.isUnread ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
                cell.contentConfiguration = content
            }
            return cell
        }
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.fetch() }, for: .valueChanged)
        applySnapshot(animatingDifferences: false)
    }

    func applySnapshot(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.messages])
        snapshot.appendItems(messages.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    private func fetch() {
        pendingFetch = { [weak self] in
            guard let self else { return }
            self.messages.insert(InboxMessage(id: self.nextID, sender: "Linus", subject: "Kernels", isUnread: true), at: 0)
            self.nextID += 1
            self.applySnapshot(animatingDifferences: true)
            self.refreshControl?.endRefreshing()
        }
    }

    func markAllRead() {
        for i in messages.indices { messages[i].isUnread = false }
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(messages.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
