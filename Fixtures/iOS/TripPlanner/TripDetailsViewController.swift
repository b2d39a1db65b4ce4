//
//  TripDetailsViewController.swift
//  TripPlanner
//
//  The content of the sheet: a title and a few lines about the trip.
//

import UIKit

final class TripDetailsViewController: UIViewController {

    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    private(set) var lifecycle: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = TripConstants.sheetColor

        titleLabel.text = "Lisbon, 4 nights"
        titleLabel.font = TripConstants.titleFont
        titleLabel.textColor = .black
        view.addSubview(titleLabel)

        bodyLabel.text = "Flight TP 1351 leaves at 07:40.\nHotel check-in from 14:00."
        bodyLabel.font = TripConstants.bodyFont
        bodyLabel.textColor = .darkGray
        bodyLabel.numberOfLines = 0
        view.addSubview(bodyLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let content = view.bounds.inset(by: TripConstants.sheetInsets)
        titleLabel.frame = CGRect(x: content.minX, y: content.minY, width: content.width, height: 28)
        bodyLabel.frame = CGRect(x: content.minX, y: titleLabel.frame.maxY + 8, width: content.width, height: 48)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifecycle.append("willAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lifecycle.append("didDisappear")
    }
}
