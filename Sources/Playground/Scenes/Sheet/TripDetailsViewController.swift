import UIKit

/// The sheet: a grabber, the trip's details in rows, a short form (who travels, a note for the
/// hotel: two `UITextField`s, Return moving from the first to the second), and a Done button.
final class TripDetailsViewController: UIViewController, UITextFieldDelegate {
    let context: PlaygroundContext
    private let onDone: () -> Void
    private let grabber = UIView()
    private let titleLabel = UILabel()
    private let doneButton = PillButton(title: "Done", style: .tinted(.systemBlue))
    private var rows: [(name: UILabel, value: UILabel, separator: UIView)] = []
    private let noteLabel = UILabel()
    let travellerField = UITextField()
    let notesField = UITextField()
    private var formLabels: [UILabel] = []

    private static let details = [
        ("Check-in", "Fri 14 June, from 15:00"),
        ("Check-out", "Mon 17 June, by 11:00"),
        ("Guests", "2 adults"),
        ("Room", "Ocean view, king bed"),
        ("Breakfast", "Included"),
        ("Confirmation", "TPG-0614"),
    ]

    init(context: PlaygroundContext, onDone: @escaping () -> Void) {
        self.context = context
        self.onDone = onDone
        super.init(nibName: nil, bundle: nil)
        title = "Trip details"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        view.addSubview(grabber)

        titleLabel.text = "Trip details"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        view.addSubview(titleLabel)

        doneButton.onTap = { [weak self] in self?.onDone() }
        view.addSubview(doneButton)

        for (name, value) in Self.details {
            let nameLabel = UILabel(), valueLabel = UILabel(), separator = UIView()
            nameLabel.text = name
            nameLabel.font = .systemFont(ofSize: 16)
            nameLabel.textColor = .secondaryLabel
            valueLabel.text = value
            valueLabel.font = .systemFont(ofSize: 16, weight: .medium)
            valueLabel.textAlignment = .right
            separator.backgroundColor = .separator
            for v in [nameLabel, valueLabel, separator] { view.addSubview(v) }
            rows.append((nameLabel, valueLabel, separator))
        }
        for (name, field, placeholder) in [("Traveller", travellerField, "Your name"), ("Notes", notesField, "For the hotel")] {
            let label = UILabel()
            label.text = name
            label.font = .systemFont(ofSize: 16)
            label.textColor = .secondaryLabel
            field.placeholder = placeholder
            field.font = .systemFont(ofSize: 16)
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            view.addSubview(label)
            view.addSubview(field)
            formLabels.append(label)
        }
        noteLabel.text = "Your drag drives a UIPercentDrivenInteractiveTransition: its progress is how far you pulled over the sheet's height. The dimming and the page behind follow because the presentation controller animates them alongside the transition."
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        view.addSubview(noteLabel)
        HintBar.install(in: view, text: "Drag down anywhere on the sheet to dismiss it",
                        bottomInset: SheetPresentationController.hiddenOverhang)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Once per transition: a cancelled dismissal calls viewWillAppear again.
        if isBeingPresented { context.timeline.observe(transitionCoordinator, label: "sheet appears") }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isBeingDismissed { context.timeline.observe(transitionCoordinator, label: "sheet disappears") }
    }

    /// A phone-width column centred in a wide sheet; the note is left out when the sheet is too
    /// short for it, and rows that would run under the hint bar are left out too.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 20
        let column = SceneColumn(bounds: b, margin: margin, maximumWidth: 520)
        // The sheet runs past the screen's bottom by the presentation's hidden overhang.
        let visibleBottom = column.bottom - SheetPresentationController.hiddenOverhang
        grabber.frame = CGRect(x: (b.width - 36) / 2, y: 8, width: 36, height: 5)
        titleLabel.frame = CGRect(x: column.x, y: 32, width: column.width - 90, height: 32)
        doneButton.frame = CGRect(x: column.x + column.width - 76, y: 32, width: 76, height: 32)
        var y: CGFloat = 88
        for row in rows {
            row.name.frame = CGRect(x: column.x, y: y, width: 130, height: 48)
            row.value.frame = CGRect(x: column.x + 130, y: y, width: column.width - 130, height: 48)
            row.separator.frame = CGRect(x: column.x, y: y + 48, width: column.width + margin, height: 0.5)
            let fits = y + 48 <= visibleBottom
            for v in [row.name, row.value, row.separator] { v.isHidden = !fits }
            y += 49
        }
        for (label, field) in zip(formLabels, [travellerField, notesField]) {
            label.frame = CGRect(x: column.x, y: y, width: 110, height: 48)
            field.frame = CGRect(x: column.x + 110, y: y + 7, width: column.width - 110, height: 34)
            label.isHidden = y + 48 > visibleBottom
            field.isHidden = label.isHidden
            y += 48
        }
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: column.width, height: 0)).height
        noteLabel.frame = CGRect(x: column.x, y: y + 24, width: column.width, height: noteHeight)
        noteLabel.isHidden = noteLabel.frame.maxY > visibleBottom
    }
}

extension TripDetailsViewController {
    /// Return in the traveller's field moves to the notes; in the notes it ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === travellerField { notesField.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return false
    }
}
