//
//  PlaceCardExample.swift
//  DetentSheet
//
//  The example screen: a map with one pin. Tapping the pin selects the place and shows its
//  card; tapping it again deselects it and closes the card.
//

import UIKit

final class MapExampleViewController: UIViewController {

    static let mapColor = UIColor(red: 0.8, green: 0.8, blue: 0.6, alpha: 1)

    let placeCard = PlaceCardPresenter()
    let pinView = UIView()
    let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = MapExampleViewController.mapColor

        pinView.backgroundColor = .systemRed
        pinView.layer.cornerRadius = 12
        pinView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.pinTapped(_:)))
        view.addSubview(pinView)

        statusLabel.textAlignment = .center
        statusLabel.text = "No place selected"
        view.addSubview(statusLabel)

        placeCard.delegate = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pinView.frame = CGRect(x: view.bounds.midX - 12, y: 200, width: 24, height: 24)
        statusLabel.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 8, width: view.bounds.width - 40, height: 24)
    }

    func pinTapped(_ gesture: UITapGestureRecognizer) {
        if let card = placeCard.card {
            card.dismiss(animated: true)
            statusLabel.text = "No place selected"
        } else {
            placeCard.present(PlaceCardViewController(placeName: "Ferry Building"), from: self)
            statusLabel.text = "Ferry Building"
        }
    }
}

// MARK: - PlaceCardPresenterDelegate

extension MapExampleViewController: PlaceCardPresenterDelegate {
    func placeCardPresenter(_ presenter: PlaceCardPresenter, didMoveTo detent: PlaceCardDetent) {
        switch detent {
        case .peek: statusLabel.text = "Ferry Building"
        case .medium: statusLabel.text = "Ferry Building · half"
        case .large: statusLabel.text = "Ferry Building · full"
        }
    }

    func placeCardPresenterDidDismiss(_ presenter: PlaceCardPresenter) {
        statusLabel.text = "No place selected"
    }
}
