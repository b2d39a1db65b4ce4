//
//  LanternListViewController.swift
//  Lanterns
//

import UIKit

class LanternListViewController: UIViewController {

    static let lanternColor = UIColor(red: 1.0, green: 0.6, blue: 0.0, alpha: 1.0)

    private let lantern = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lanterns"
        view.backgroundColor = .systemBackground
        lantern.backgroundColor = LanternListViewController.lanternColor
        lantern.layer.cornerRadius = 12
        view.addSubview(lantern)

        NotificationCenter.default.addObserver(self, selector: Self.sceneDidActivate(_:),
                                               name: UIScene.didActivateNotification, object: nil)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        lantern.frame = CGRect(x: view.bounds.midX - 60, y: view.bounds.midY - 60, width: 120, height: 120)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NSLog("lifecycle: view viewDidAppear scene=\(view.window?.windowScene != nil)")
    }

    func sceneDidActivate(_ notification: Notification) {
        NSLog("lifecycle: notification didActivate scene=\(notification.object is UIWindowScene)")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}
