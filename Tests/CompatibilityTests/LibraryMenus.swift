// Client program: the menus of an iOS 14+ library screen, written as an iOS app writes them —
// a "Sort" button whose menu is its primary action, rebuilt after each choice so that the
// chosen order carries the checkmark; a context menu on the cover (`UIContextMenuInteraction`
// with suggested actions and an action provider in a trailing closure); and a table whose rows
// have a context menu with a destructive Delete that deletes the row. No porting change.
import UIKit

enum LibrarySort: String, CaseIterable {
    case title = "Title", author = "Author", recent = "Recently Added"
}

final class BookshelfViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UIContextMenuInteractionDelegate {
    var books = ["Dune", "Emma", "Ulysses", "Walden", "Beloved"]
    private(set) var sort: LibrarySort = .title
    let sortButton = UIButton(type: .system)
    let cover = UIView()
    let status = UILabel()
    let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        sortButton.setTitle("Sort", for: .normal)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.menu = makeSortMenu()
        view.addSubview(sortButton)

        cover.backgroundColor = .systemIndigo
        cover.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(cover)
        view.addSubview(status)

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Book")
        tableView.rowHeight = 44
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        sortButton.frame = CGRect(x: 16, y: 20, width: 100, height: 44)
        cover.frame = CGRect(x: 16, y: 80, width: 120, height: 160)
        status.frame = CGRect(x: 150, y: 80, width: view.bounds.width - 166, height: 30)
        tableView.frame = CGRect(x: 0, y: 260, width: view.bounds.width, height: view.bounds.height - 260)
    }

    private func makeSortMenu() -> UIMenu {
        let actions = LibrarySort.allCases.map { option in
            UIAction(title: option.rawValue, image: nil, identifier: nil, discoverabilityTitle: nil,
                     attributes: [], state: option == sort ? .on : .off) { [weak self] _ in
                self?.sort = option
                self?.sortButton.setTitle("Sort: \(option.rawValue)", for: .normal)
                self?.sortButton.menu = self?.makeSortMenu()
            }
        }
        return UIMenu(title: "Sort By", children: actions)
    }

    // MARK: UIContextMenuInteractionDelegate

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
                self?.status.text = "Shared"
            }
            let favourite = UIAction(title: "Favourite", image: UIImage(systemName: "heart")) { [weak self] _ in
                self?.status.text = "Favourite"
            }
            return UIMenu(title: "", children: suggestedActions + [share, favourite])
        }
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { books.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        let book = books[indexPath.row]
        return UIContextMenuConfiguration(identifier: book as NSString, previewProvider: nil) { _ in
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                guard let self, let row = self.books.firstIndex(of: book) else { return }
                self.books.remove(at: row)
                self.tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            }
            return UIMenu(title: book, children: [delete])
        }
    }
}
