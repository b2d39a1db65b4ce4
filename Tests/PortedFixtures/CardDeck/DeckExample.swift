//
//  DeckExample.swift
//  CardDeck Example
//
//  A wallet: tap it for a boarding pass card. A label counts each transition's progress.
//

import UIKit

final class DeckHostViewController: UIViewController {

    struct Style {
        static let backgroundColor = UIColor.systemTeal
        static let cardColor = UIColor.white
        static let labelFont = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        static let labelFrame = CGRect(x: 16, y: 50, width: 200, height: 24)
    }

    let deckTransition = DeckTransition()
    let progressLabel = UILabel()
    private var displayLink: CADisplayLink?
    private(set) var transitionLog: [String] = []
    private(set) var displayLinkTicks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Style.backgroundColor
        progressLabel.frame = Style.labelFrame
        progressLabel.font = Style.labelFont
        progressLabel.textColor = .white
        progressLabel.text = "Deck"
        view.addSubview(progressLabel)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: Self.handleTap(_:))
        view.addGestureRecognizer(tap)
        deckTransition.delegate = self
    }

    private func handleTap(_ recognizer: UITapGestureRecognizer) { presentCard() }

    func presentCard() {
        guard presentedViewController == nil else { return }
        let card = BoardingPassViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = deckTransition
        present(card, animated: true, completion: nil)
    }

    var isTrackingProgress: Bool { return displayLink != nil }

    private func updateProgress(_ link: CADisplayLink) {
        displayLinkTicks += 1
        let percent = Int((deckTransition.progress * 100).rounded())
        progressLabel.text = "\(deckTransition.isPresenting ? "Presenting" : "Dismissing") \(percent)%"
    }
}

extension DeckHostViewController: DeckTransitionDelegate {

    func deckTransitionWillBegin(_ transition: DeckTransition, presenting: Bool) {
        transitionLog.append(presenting ? "willPresent" : "willDismiss")
        displayLink?.invalidate()
        let link = CADisplayLink(target: self, selector: Self.updateProgress(_:))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func deckTransitionDidEnd(_ transition: DeckTransition, presenting: Bool, completed: Bool) {
        transitionLog.append("\(presenting ? "present" : "dismiss") \(completed ? "completed" : "cancelled")")
        displayLink?.invalidate()
        displayLink = nil
        let cardIsUp = presenting == completed
        progressLabel.text = cardIsUp ? "Card" : "Deck"
    }
}

final class BoardingPassViewController: UIViewController {

    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DeckHostViewController.Style.cardColor
        titleLabel.text = "LIS → BER"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 28)
        titleLabel.frame = CGRect(x: 24, y: 24, width: 240, height: 34)
        view.addSubview(titleLabel)
    }
}
