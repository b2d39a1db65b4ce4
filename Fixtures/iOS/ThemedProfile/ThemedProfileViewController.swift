import UIKit

// A profile card written the way iOS apps adopted dark mode: a palette of dynamic colours in
// `static let`s, system colours for text and backgrounds, a layer border colour re-set by
// hand in `traitCollectionDidChange` (a CGColor does not follow traits on iOS), and the iOS 17
// registration API beside it. Swift 5 language mode, as such apps are.

enum ProfilePalette {
    /// The card: white in light mode, a dark grey (44, 44, 46) in dark mode.
    static let card = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
            : UIColor(white: 1, alpha: 1)
    }
    static let accent = UIColor.systemBlue
}

final class ThemedProfileViewController: UIViewController {
    let card = UIView()
    let nameLabel = UILabel()
    let badge = UIView()
    /// The styles `traitCollectionDidChange` saw a colour-appearance change to.
    private(set) var appearanceChanges: [UIUserInterfaceStyle] = []
    /// How often the iOS 17 registration ran.
    private(set) var registeredChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        card.frame = CGRect(x: 20, y: 60, width: 280, height: 120)
        card.backgroundColor = ProfilePalette.card
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        view.addSubview(card)

        nameLabel.frame = CGRect(x: 16, y: 16, width: 200, height: 30)
        nameLabel.text = "Ada Lovelace"
        nameLabel.textColor = .label
        card.addSubview(nameLabel)

        badge.frame = CGRect(x: 230, y: 16, width: 34, height: 34)
        badge.backgroundColor = ProfilePalette.accent
        card.addSubview(badge)

        updateBorder()
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
                self.registeredChanges += 1
            }
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            appearanceChanges.append(traitCollection.userInterfaceStyle)
            updateBorder()
        }
    }

    private func updateBorder() {
        card.layer.borderColor = UIColor.opaqueSeparator.resolvedColor(with: traitCollection).cgColor
    }
}
