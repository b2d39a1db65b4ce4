//
//  EdgeDrawerExample.swift
//  EdgeDrawer Example
//
//  A mail-style inbox with a folder menu. The inbox follows the menu through notifications
//  only; its "menu" badge at the top left toggles the drawer.
//

import UIKit

enum InboxStyle {
    static let backgroundColor = UIColor.white
    static let menuColor = UIColor.systemIndigo
    static let badgeColor = UIColor.systemOrange
    static let textColor = UIColor.black
    static let menuTextColor = UIColor.white
    static let font = UIFont.systemFont(ofSize: 17)
    static let badgeFrame = CGRect(x: 16, y: 40, width: 44, height: 44)
    static let insets = UIEdgeInsets(top: 100, left: 20, bottom: 20, right: 20)
}

final class InboxViewController: UIViewController {

    let statusLabel = UILabel()
    let menuBadge = UIView()
    /// What the inbox heard from the drawer, in order ("willOpen", "didOpen", "didClose").
    private(set) var menuEvents: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = InboxStyle.backgroundColor

        menuBadge.frame = InboxStyle.badgeFrame
        menuBadge.backgroundColor = InboxStyle.badgeColor
        menuBadge.layer.cornerRadius = 8
        menuBadge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleBadgeTap(_:)))
        view.addSubview(menuBadge)

        statusLabel.text = "12 unread"
        statusLabel.font = InboxStyle.font
        statusLabel.textColor = InboxStyle.textColor
        statusLabel.frame = view.bounds.inset(by: InboxStyle.insets)
        statusLabel.frame.size.height = 30
        statusLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(statusLabel)

        let center = NotificationCenter.default
        center.addObserver(self, selector: Self.menuWillOpen(_:), name: .edgeDrawerWillOpen, object: nil)
        center.addObserver(self, selector: Self.menuDidOpen(_:), name: .edgeDrawerDidOpen, object: nil)
        center.addObserver(self, selector: Self.menuDidClose(_:), name: .edgeDrawerDidClose, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    private func handleBadgeTap(_ recognizer: UITapGestureRecognizer) {
        edgeDrawerController?.toggleMenu()
    }

    func menuWillOpen(_ note: Notification) {
        guard note.object as? EdgeDrawerController === edgeDrawerController else { return }
        menuEvents.append("willOpen")
    }

    func menuDidOpen(_ note: Notification) {
        guard note.object as? EdgeDrawerController === edgeDrawerController else { return }
        menuEvents.append("didOpen")
        statusLabel.text = "Menu open"
    }

    func menuDidClose(_ note: Notification) {
        guard note.object as? EdgeDrawerController === edgeDrawerController else { return }
        menuEvents.append("didClose")
        if let raw = note.userInfo?[EdgeDrawerController.stateUserInfoKey] as? Int,
           EdgeDrawerState(rawValue: raw) == .closed {
            statusLabel.text = "12 unread"
        }
    }
}

final class FolderMenuViewController: UIViewController {

    let folders = ["Inbox", "Starred", "Sent", "Archive"]
    private(set) var folderLabels: [UILabel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = InboxStyle.menuColor
        for name in folders {
            let label = UILabel()
            label.text = name
            label.font = InboxStyle.font
            label.textColor = InboxStyle.menuTextColor
            view.addSubview(label)
            folderLabels.append(label)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Right-aligned column of folders.
        var y = InboxStyle.insets.top
        for label in folderLabels {
            label.frame = CGRect(x: view.bounds.width - 120, y: y, width: 100, height: 28)
            y += 40
        }
    }
}
