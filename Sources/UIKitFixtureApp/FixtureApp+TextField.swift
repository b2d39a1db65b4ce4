import UIKit

// MARK: FIXTURE_MODE=textfield

extension FixtureViewController {
    /// A text field on the 240×160 scene (20, 60, 200 × 36) that reports what happens to it:
    /// `text began`, `text "…"` after each change, `text ended`.
    func installTextField() {
        let field = UITextField(frame: CGRect(x: 20, y: 60, width: 200, height: 36))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.addTarget(self, action: Self.textBegan, for: .editingDidBegin)
        field.addTarget(self, action: Self.textChanged, for: .editingChanged)
        field.addTarget(self, action: Self.textEnded, for: .editingDidEnd)
        view.addSubview(field)
    }

    func textBegan(_ field: UITextField) { report("text began") }
    func textChanged(_ field: UITextField) { report("text \"\(field.text ?? "")\"") }
    func textEnded(_ field: UITextField) { report("text ended") }
}
