import UIKit

// MARK: FIXTURE_MODE=controls

extension FixtureViewController {
    /// A system button (20, 70, 120 × 44) and a switch (160, 76) on the 240×160 scene, reporting
    /// every event they send: `button touchDown`, `switch valueChanged on=true`, …
    /// (a run of the same drag event is one line).
    func installControls() {
        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.frame = CGRect(x: 20, y: 70, width: 120, height: 44)
        view.addSubview(button)
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 160, y: 76)
        view.addSubview(toggle)
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        ]
        var last = ""
        for (control, label) in [(button as UIControl, "button"), (toggle, "switch")] {
            for (event, name) in names {
                control.addAction(UIAction { _ in
                    var line = "\(label) \(name)"
                    if let toggle = control as? UISwitch, event == .valueChanged { line += " on=\(toggle.isOn)" }
                    guard !(name.hasPrefix("touchDrag") && line == last) else { return }
                    last = line
                    report(line)
                }, for: event)
            }
        }
    }
}
