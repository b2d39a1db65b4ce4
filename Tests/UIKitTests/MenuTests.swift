import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Menus on screen: a button's menu, a bar button item's, and context menus
/// (`UIContextMenuInteraction`) opened by a secondary click or a long press — shown near what
/// opened them, chosen with the pointer or the keyboard, closed by a click elsewhere, Escape or
/// a resize.
@MainActor
@Suite struct MenuTests {
    @MainActor struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        init(size: CGSize = CGSize(width: 400, height: 600)) {
            screen = HeadlessScreen(size: size)
            window = screen.makeWindow()
            window.backgroundColor = .white
            screen.renderFrame()
        }

        var presenter: MenuPresenter? { MenuPresenter.current(in: window) }
        var list: MenuListView? { presenter?.overlay.list }
        /// The titles of the rows shown.
        var titles: [String] { list.map { l in l.rows.indices.compactMap { l.title(ofRow: $0) } } ?? [] }

        /// Clicks the row titled `title`.
        func click(_ title: String) throws {
            let list = try #require(list)
            let index = try #require(list.rows.indices.first { list.title(ofRow: $0) == title }, "no row \(title) in \(titles)")
            let frame = list.frame(ofRow: index, in: window)
            screen.press(at: CGPoint(x: frame.midX, y: frame.midY))
            screen.release()
            screen.run(for: 0.3)
        }

        func click(at point: CGPoint) {
            screen.press(at: point)
            screen.release()
            screen.run(for: 0.3)
        }
    }

    /// A recorder of actions: each action appends its title to the log.
    final class Log { var entries: [String] = []; var senders: [AnyObject?] = [] }

    func menu(_ log: Log, _ extra: [UIMenuElement] = []) -> UIMenu {
        func action(_ title: String, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) -> UIAction {
            UIAction(title: title, attributes: attributes, state: state) { a in log.entries.append(a.title); log.senders.append(a.sender) }
        }
        return UIMenu(title: "", children: [action("Copy"), action("Paste"), action("Locked", attributes: .disabled),
                                            action("Secret", attributes: .hidden), action("Delete", attributes: .destructive)] + extra)
    }

    func button(in scene: Scene, frame: CGRect, menu: UIMenu, primary: Bool = true) -> UIButton {
        let b = UIButton(type: .system)
        b.setTitle("Edit", for: .normal)
        b.frame = frame
        b.menu = menu
        b.showsMenuAsPrimaryAction = primary
        scene.window.addSubview(b)
        scene.screen.renderFrame()
        return b
    }

    // MARK: A button's menu

    @Test func aButtonsMenuOpensBelowItAndAChoiceRunsTheActionAndCloses() throws {
        let scene = Scene()
        let log = Log()
        let edit = button(in: scene, frame: CGRect(x: 20, y: 100, width: 120, height: 44), menu: menu(log))
        var primary = 0
        edit.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        var touchUp = 0
        edit.addAction(UIAction { _ in touchUp += 1 }, for: .touchUpInside)
        scene.click(at: CGPoint(x: 80, y: 122))
        #expect(scene.titles == ["Copy", "Paste", "Locked", "Delete"], "hidden elements are left out")
        let list = try #require(scene.list)
        #expect(list.frame.minX == 20 && list.frame.minY == 152, "below the button, its leading edges aligned: \(list.frame)")
        #expect(primary == 0 && touchUp == 1, "the menu is the primary action")
        // Drawn: the destructive row's title is red, the others dark.
        let delete = list.frame(ofRow: 3, in: scene.window), copy = list.frame(ofRow: 0, in: scene.window)
        #expect(redPixels(scene, in: delete) > 20, "Delete is red")
        #expect(redPixels(scene, in: copy) == 0, "Copy is not")

        try scene.click("Paste")
        #expect(log.entries == ["Paste"])
        #expect(log.senders.first.map { $0 === edit } == true, "the action's sender is the button")
        #expect(scene.presenter == nil)
        #expect(!scene.window.subviews.contains { $0 is MenuOverlayView }, "the menu has left the window")
    }

    /// The pixels of `rect` that `matches`.
    func pixels(_ scene: Scene, in rect: CGRect, where matches: (RGBA) -> Bool) -> Int {
        var count = 0
        for y in stride(from: rect.minY, to: rect.maxY, by: 1) {
            for x in stride(from: rect.minX, to: rect.maxX, by: 1) {
                if let p = scene.screen.pixel(at: CGPoint(x: x, y: y)), matches(p) { count += 1 }
            }
        }
        return count
    }

    /// The pixels of `rect` whose red is well above their green and blue.
    func redPixels(_ scene: Scene, in rect: CGRect) -> Int {
        pixels(scene, in: rect.insetBy(dx: 1, dy: 1)) { Int($0.red) > Int($0.green) + 80 && Int($0.red) > Int($0.blue) + 80 }
    }

    /// The pixels of `rect` that are dark in every channel.
    func darkPixels(_ scene: Scene, in rect: CGRect) -> Int {
        pixels(scene, in: rect) { $0.red < 120 && $0.green < 120 && $0.blue < 120 }
    }

    @Test func aDisabledRowIsNotChosenAndAClickElsewhereOrEscapeCloses() throws {
        let scene = Scene()
        let log = Log()
        _ = button(in: scene, frame: CGRect(x: 20, y: 100, width: 120, height: 44), menu: menu(log))
        scene.click(at: CGPoint(x: 80, y: 122))
        try scene.click("Locked")
        #expect(log.entries.isEmpty && scene.presenter != nil, "a disabled row does nothing")
        scene.click(at: CGPoint(x: 350, y: 550))
        #expect(scene.presenter == nil && log.entries.isEmpty, "a click elsewhere closes without choosing")

        scene.click(at: CGPoint(x: 80, y: 122))
        #expect(scene.presenter != nil)
        scene.screen.pressEscape()
        scene.screen.run(for: 0.3)
        #expect(scene.presenter == nil && log.entries.isEmpty, "Escape closes")
    }

    @Test func aFieldBeingEditedGetsTheKeyboardBackWhenTheMenuCloses() throws {
        let scene = Scene()
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 34))
        scene.window.addSubview(field)
        _ = button(in: scene, frame: CGRect(x: 20, y: 100, width: 120, height: 44), menu: menu(Log()))
        #expect(field.becomeFirstResponder())
        scene.screen.pressSecondary(at: CGPoint(x: 80, y: 122))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        #expect(scene.list?.isFirstResponder == true, "the menu has the keyboard")
        scene.screen.pressEscape()
        scene.screen.run(for: 0.3)
        #expect(scene.presenter == nil && field.isFirstResponder, "the field edits again")
        scene.screen.type("ok")
        #expect(field.text == "ok")
    }

    @Test func theKeyboardMovesOverTheRowsThatCanBeChosen() throws {
        let scene = Scene()
        let log = Log()
        _ = button(in: scene, frame: CGRect(x: 20, y: 100, width: 120, height: 44), menu: menu(log))
        scene.click(at: CGPoint(x: 80, y: 122))
        let list = try #require(scene.list)
        list.moveHighlight(by: 1)
        #expect(list.highlighted == 0)
        list.moveHighlight(by: 1); list.moveHighlight(by: 1)
        #expect(list.highlighted == 3, "Locked (disabled) is skipped: Delete")
        list.moveHighlight(by: 1)
        #expect(list.highlighted == 0, "round to the top")
        list.moveHighlight(by: -1)
        #expect(list.highlighted == 3)
        // Through real key presses: Down twice and Return chooses Paste.
        list.moveHighlight(by: 1)   // back to Copy
        scene.screen.press(.down)
        scene.screen.press(.returnKey)
        scene.screen.run(for: 0.3)
        #expect(log.entries == ["Paste"])
        #expect(scene.presenter == nil)
    }

    @Test func checkedActionsShowACheckmarkAndSubmenusOpenInPlace() throws {
        let scene = Scene()
        let log = Log()
        let sort = UIMenu(title: "Sort By", children: [
            UIAction(title: "Name", state: .on) { _ in log.entries.append("Name") },
            UIAction(title: "Date") { _ in log.entries.append("Date") }])
        let inline = UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Share") { _ in log.entries.append("Share") }])
        _ = button(in: scene, frame: CGRect(x: 20, y: 100, width: 120, height: 44), menu: menu(log, [sort, inline]))
        scene.click(at: CGPoint(x: 80, y: 122))
        #expect(scene.titles == ["Copy", "Paste", "Locked", "Delete", "Sort By", "Share"])
        let list = try #require(scene.list)
        #expect(list.rows.contains { if case .sectionGap = $0 { return true }; return false }, "the inline menu is a section of its own")
        try scene.click("Sort By")
        #expect(scene.titles == ["Sort By", "Name", "Date"], "the submenu in place, its title leading back")
        // The checked row has a checkmark in the leading column; the other does not.
        let name = list.frame(ofRow: 1, in: scene.window), date = list.frame(ofRow: 2, in: scene.window)
        #expect(darkPixels(scene, in: CGRect(x: name.minX + 12, y: name.minY, width: 24, height: name.height)) > 5)
        #expect(darkPixels(scene, in: CGRect(x: date.minX + 12, y: date.minY, width: 24, height: date.height)) == 0)
        try scene.click("Sort By")
        #expect(scene.titles.first == "Copy", "back to the top menu")
        try scene.click("Sort By")
        try scene.click("Date")
        #expect(log.entries == ["Date"] && scene.presenter == nil)
    }

    @Test func aDeferredElementShowsLoadingUntilItsElementsCome() throws {
        let scene = Scene()
        let log = Log()
        var pending: [([UIMenuElement]) -> Void] = []
        var asked = 0
        let recent = UIDeferredMenuElement { completion in asked += 1; pending.append(completion) }
        let live = UIDeferredMenuElement.uncached { completion in
            completion([UIAction(title: "Live \(asked)") { _ in log.entries.append("live") }])
        }
        _ = button(in: scene, frame: CGRect(x: 20, y: 100, width: 120, height: 44), menu: UIMenu(children: [
            UIAction(title: "New") { _ in log.entries.append("new") }, recent, live]))
        scene.click(at: CGPoint(x: 80, y: 122))
        #expect(scene.titles == ["New", "Loading…", "Live 1"], "waiting for the first, the second at once")
        let list = try #require(scene.list)
        #expect(!list.isSelectable(1), "the Loading… row is not chosen")
        pending.first?([UIAction(title: "Report.pdf") { _ in log.entries.append("report") },
                        UIAction(title: "Notes.txt") { _ in log.entries.append("notes") }])
        scene.screen.run(for: 0.1)
        #expect(scene.titles == ["New", "Report.pdf", "Notes.txt", "Live 1"], "the elements take the row's place")
        expectNear(list.frame.height, 4 * 44, tolerance: 1e-6, "the list grew for them")
        try scene.click("Notes.txt")
        #expect(log.entries == ["notes"])
        // Opened again: the cached element is not asked again; the uncached one is.
        scene.click(at: CGPoint(x: 80, y: 122))
        #expect(asked == 1)
        #expect(scene.titles == ["New", "Report.pdf", "Notes.txt", "Live 1"])
    }

    @Test func aMenuStaysInsideTheWindow() throws {
        let scene = Scene()
        let log = Log()
        _ = button(in: scene, frame: CGRect(x: 300, y: 520, width: 90, height: 44), menu: menu(log))
        scene.click(at: CGPoint(x: 345, y: 542))
        let list = try #require(scene.list)
        expectNear(list.frame.maxY, 520 - 8, tolerance: 1e-9, "no room below: above the button (\(list.frame))")
        #expect(list.frame.maxX <= 392, "inside the window's right margin (\(list.frame))")
    }

    @Test func aResizeClosesTheMenu() throws {
        let scene = Scene()
        _ = button(in: scene, frame: CGRect(x: 20, y: 100, width: 120, height: 44), menu: menu(Log()))
        scene.click(at: CGPoint(x: 80, y: 122))
        #expect(scene.presenter != nil)
        scene.screen.resize(to: CGSize(width: 500, height: 600))
        scene.screen.run(for: 0.3)
        #expect(scene.presenter == nil)
    }

    @Test func aButtonWhoseMenuIsNotItsPrimaryActionShowsItOnASecondaryClick() throws {
        let scene = Scene()
        let log = Log()
        let edit = button(in: scene, frame: CGRect(x: 20, y: 100, width: 120, height: 44), menu: menu(log), primary: false)
        var primary = 0
        edit.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        scene.click(at: CGPoint(x: 80, y: 122))
        #expect(primary == 1 && scene.presenter == nil, "a click is the primary action")
        scene.screen.pressSecondary(at: CGPoint(x: 80, y: 122))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        #expect(scene.titles.first == "Copy")
    }

    @Test func aBarButtonItemWithOnlyAMenuShowsIt() throws {
        let scene = Scene()
        let log = Log()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu(log))
        root.navigationItem.rightBarButtonItem = item
        scene.window.rootViewController = nav
        scene.screen.run(for: 0.1)
        let bar = nav.navigationBar
        let view = try #require(bar.subviews.first { ($0 as? BarButtonView)?.item === item })
        let frame = view.convert(view.bounds, to: scene.window)
        scene.click(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(scene.titles.first == "Copy", "tapped, the item shows its menu")
        let list = try #require(scene.list)
        #expect(list.frame.minY >= frame.maxY, "below the item")
        #expect(list.frame.maxX <= 392, "inside the window")
        try scene.click("Copy")
        #expect(log.entries == ["Copy"] && log.senders.first.map { $0 === item } == true, "the item is the sender")
    }

    // MARK: Context menus

    final class ContextDelegate: NSObject, UIContextMenuInteractionDelegate {
        var log: [String] = []
        var offersMenu = true
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration at (\(Int(location.x)), \(Int(location.y)))")
            guard offersMenu else { return nil }
            return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { [unowned self] suggested in
                UIMenu(title: "Photo", children: [
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in self.log.append("Share") },
                    UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("Delete") }])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("will display \(configuration.identifier)")
            animator?.addCompletion { self.log.append("displayed") }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("will end")
        }
    }

    func photo(in scene: Scene, delegate: ContextDelegate) -> (UIView, UIContextMenuInteraction) {
        let photo = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 150))
        photo.backgroundColor = .systemBlue
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        scene.window.addSubview(photo)
        scene.screen.renderFrame()
        return (photo, interaction)
    }

    @Test func aSecondaryClickOpensTheContextMenuAtThePointer() throws {
        let scene = Scene()
        let delegate = ContextDelegate()
        let (photo, interaction) = photo(in: scene, delegate: delegate)
        #expect(photo.interactions.count == 1 && interaction.view === photo)
        scene.screen.pressSecondary(at: CGPoint(x: 120, y: 260))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        #expect(delegate.log == ["configuration at (70, 60)", "will display photo", "displayed"], "\(delegate.log)")
        #expect(scene.titles == ["Photo", "Share", "Delete"])
        let list = try #require(scene.list)
        #expect(list.frame.origin == CGPoint(x: 120, y: 260), "its corner at the pointer")
        #expect(interaction.location(in: photo) == CGPoint(x: 70, y: 60))
        #expect(interaction.menuAppearance == .compact)
        try scene.click("Share")
        #expect(delegate.log.suffix(2) == ["will end", "Share"], "the delegate hears the end before the action runs: \(delegate.log)")
        #expect(interaction.menuAppearance == .unknown)
    }

    @Test func aLongPressOpensItTooAndNilMeansNoMenu() throws {
        let scene = Scene()
        let delegate = ContextDelegate()
        _ = photo(in: scene, delegate: delegate)
        scene.screen.press(at: CGPoint(x: 100, y: 250))
        scene.screen.hold(for: 0.6)
        scene.screen.release()
        scene.screen.run(for: 0.3)
        #expect(scene.titles.first == "Photo", "held half a second")
        scene.click(at: CGPoint(x: 380, y: 580))
        #expect(scene.presenter == nil && delegate.log.last == "will end")

        delegate.offersMenu = false
        scene.screen.pressSecondary(at: CGPoint(x: 120, y: 260))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        #expect(scene.presenter == nil, "no configuration, no menu")
    }

    @Test func aMenuClosesWhenAScreenComesOverItAndNoneOpensWhileThePrimaryButtonIsHeld() throws {
        let scene = Scene()
        let delegate = ContextDelegate()
        let root = UIViewController()
        scene.window.rootViewController = root
        scene.screen.renderFrame()
        let (photo, _) = photo(in: scene, delegate: delegate)
        scene.screen.pressSecondary(at: CGPoint(x: 120, y: 260))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        #expect(scene.presenter != nil)
        // A presentation puts its screen over the window's views: the menu would be out of reach.
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: true)
        scene.screen.run(for: 0.6)
        #expect(scene.presenter == nil && delegate.log.last == "will end", "\(delegate.log)")
        #expect(!scene.window.subviews.contains { $0 is MenuOverlayView }, "its fade ended and it left the window")
        sheet.dismiss(animated: false)
        scene.window.bringSubviewToFront(photo)
        scene.screen.renderFrame()

        // The primary button held on the photo (a press that may become a tap or a drag): a
        // secondary click opens no menu.
        delegate.log.removeAll()
        scene.screen.press(at: CGPoint(x: 100, y: 250))
        scene.screen.hold(for: 0.1)
        scene.screen.pressSecondary(at: CGPoint(x: 100, y: 250))
        scene.screen.releaseSecondary()
        scene.screen.release()
        scene.screen.run(for: 0.3)
        #expect(scene.presenter == nil && delegate.log.isEmpty, "\(delegate.log)")
    }

    @Test func theVisibleMenuCanBeUpdatedOrDismissedInCode() throws {
        let scene = Scene()
        let delegate = ContextDelegate()
        let (_, interaction) = photo(in: scene, delegate: delegate)
        scene.screen.pressSecondary(at: CGPoint(x: 120, y: 260))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        interaction.updateVisibleMenu { menu in menu.replacingChildren(Array(menu.children.prefix(1))) }
        scene.screen.run(for: 0.1)
        #expect(scene.titles == ["Photo", "Share"])
        interaction.dismissMenu()
        scene.screen.run(for: 0.3)
        #expect(scene.presenter == nil && delegate.log.last == "will end")
    }

    @Test func aSecondaryClickElsewhereClosesTheMenuAndOpensOneThere() throws {
        let scene = Scene()
        let delegate = ContextDelegate()
        _ = photo(in: scene, delegate: delegate)
        scene.screen.pressSecondary(at: CGPoint(x: 60, y: 210))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        let first = try #require(scene.list).frame.origin
        scene.screen.pressSecondary(at: CGPoint(x: 130, y: 340))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        let list = try #require(scene.list)
        #expect(first == CGPoint(x: 60, y: 210))
        #expect(list.frame.origin == CGPoint(x: 130, y: 340), "the second menu at the second click (\(list.frame))")
        #expect(scene.window.subviews.filter { $0 is MenuOverlayView }.count == 1, "one menu at a time")
        #expect(delegate.log.filter { $0 == "will end" }.count == 1)
    }

    // MARK: A table's rows

    /// Rows with a context menu on the even rows only.
    final class MenuRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("asked for row \(indexPath.row) at y \(Int(point.y))")
            guard indexPath.row % 2 == 0 else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Delete row \(indexPath.row)", attributes: .destructive) { [unowned self] _ in
                    self.log.append("deleted \(indexPath.row)")
                }])
            }
        }
        func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) { log.append("will display") }
        func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) { log.append("will end") }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("selected \(indexPath.row)") }
    }

    @Test func aSecondaryClickOnARowAsksTheTablesDelegateForItsMenu() throws {
        let scene = Scene()
        let rows = MenuRows()
        let table = UITableView(frame: scene.window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        scene.window.addSubview(table)
        scene.screen.run(for: 0.1)
        // Row 2 is 88…132 points down.
        scene.screen.pressSecondary(at: CGPoint(x: 100, y: 110))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        #expect(scene.titles == ["Delete row 2"])
        try scene.click("Delete row 2")
        #expect(rows.log == ["asked for row 2 at y 110", "will display", "will end", "deleted 2"], "\(rows.log)")
        // An odd row has no menu; a click on a row still selects it.
        scene.screen.pressSecondary(at: CGPoint(x: 100, y: 150))
        scene.screen.releaseSecondary()
        scene.screen.run(for: 0.3)
        #expect(scene.presenter == nil && rows.log.last == "asked for row 3 at y 150")
        scene.click(at: CGPoint(x: 100, y: 150))
        #expect(rows.log.last == "selected 3")
    }

    // MARK: A collection view's items

    /// Twelve 100 × 100 items; the delegate answers one of the two questions iOS asks.
    final class MenuItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.backgroundColor = .systemTeal
            return cell
        }
        func menu(_ title: String) -> UIContextMenuConfiguration {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: [UIAction(title: title) { [unowned self] _ in self.log.append(title) }]) }
        }
    }

    /// The iOS 13 question: one index path. (Each delegate adopts the protocol itself: a
    /// subclass's method is not a witness of a requirement its superclass left to the default.)
    final class OlderItems: NSObject, UICollectionViewDelegate {
        let items = MenuItems()
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            items.menu("Item \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) { items.log.append("will end") }
    }

    /// The iOS 16 question: the index paths of the items the click is on.
    final class NewerItems: NSObject, UICollectionViewDelegate {
        let items = MenuItems()
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                            point: CGPoint) -> UIContextMenuConfiguration? {
            indexPaths.isEmpty ? nil : items.menu("Items \(indexPaths.map(\.item))")
        }
        func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) { items.log.append("will end") }
    }

    @Test func aSecondaryClickOnAnItemAsksTheCollectionViewsDelegate() throws {
        for newer in [false, true] {
            let scene = Scene()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            let grid = UICollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            let older = OlderItems(), newerDelegate = NewerItems()
            let items = newer ? newerDelegate.items : older.items
            grid.dataSource = items
            grid.delegate = newer ? newerDelegate : older
            scene.window.addSubview(grid)
            scene.screen.run(for: 0.1)
            // The fifth item (index 4) is the second of the second row.
            let cell = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 0)))
            let centre = cell.convert(CGPoint(x: 50, y: 50), to: scene.window)
            scene.screen.pressSecondary(at: centre)
            scene.screen.releaseSecondary()
            scene.screen.run(for: 0.3)
            let title = newer ? "Items [4]" : "Item 4"
            #expect(scene.titles == [title])
            try scene.click(title)
            #expect(items.log == ["will end", title])
        }
    }
}
