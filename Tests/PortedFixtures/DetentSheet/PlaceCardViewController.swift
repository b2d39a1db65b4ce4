//
//  PlaceCardViewController.swift
//  DetentSheet
//
//  The card's content: the place's name, a line about it, a "More" chip that opens the card
//  to its full height, and a close button.
//

import UIKit

open class PlaceCardViewController: UIViewController {

    public let placeName: String
    public let titleLabel = UILabel()
    public let detailLabel = UILabel()
    /// Opens the card to its full height.
    public let moreChip = UIView()
    public let moreLabel = UILabel()
    /// Closes the card.
    public let closeButton = UIView()

    public init(placeName: String) {
        self.placeName = placeName
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = placeName
        titleLabel.font = .boldSystemFont(ofSize: 22)
        view.addSubview(titleLabel)

        detailLabel.text = "Open now · 4 min walk"
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = .secondaryLabel
        view.addSubview(detailLabel)

        moreChip.backgroundColor = .systemBlue
        moreChip.layer.cornerRadius = 18
        moreChip.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.moreTapped(_:)))
        moreLabel.text = "More"
        moreLabel.textColor = .white
        moreLabel.textAlignment = .center
        moreLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        moreChip.addSubview(moreLabel)
        view.addSubview(moreChip)

        closeButton.backgroundColor = .systemGray5
        closeButton.layer.cornerRadius = 15
        closeButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.closeTapped))
        view.addSubview(closeButton)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 20, y: 20, width: width - 80, height: 30)
        closeButton.frame = CGRect(x: width - 50, y: 20, width: 30, height: 30)
        detailLabel.frame = CGRect(x: 20, y: 54, width: width - 40, height: 20)
        moreChip.frame = CGRect(x: 20, y: 92, width: 120, height: 36)
        moreLabel.frame = moreChip.bounds
    }

    private func moreTapped(_ gesture: UITapGestureRecognizer) {
        if #available(iOS 15.0, *), let sheet = sheetPresentationController {
            sheet.animateChanges {
                sheet.selectedDetentIdentifier = .large
            }
        }
    }

    private func closeTapped() {
        dismiss(animated: true)
    }
}
