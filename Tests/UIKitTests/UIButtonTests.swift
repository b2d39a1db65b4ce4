import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UIButton`: events for scripted presses, the system highlight (20 % at touch down, a 0.25 s
/// ease-in-out fade back, read from the title's pixels at chosen times), per-state fallback,
/// intrinsic sizes, configurations' pixels and the tint dimmed under a page sheet.
///
/// Pixel expectations: the title is drawn in a large bold font so that some pixels are fully
/// inside a glyph; such a pixel shows the title colour at the content's alpha over white, so its
/// red channel is 255 · (1 − α) for the system blue (red 0).
@MainActor
@Suite(.serialized) struct UIButtonTests {
    private func systemButton(_ title: String = "HHH") -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 40)
        button.frame = CGRect(x: 50, y: 50, width: 200, height: 60)
        return button
    }

    @Test func pressReleaseAndDragOutSendUIKitsEventsInOrder() {
        let button = systemButton()
        let (screen, _) = ControlScene.show(button)
        let log = EventLog()
        ControlScene.record(button, into: log)
        screen.press(at: CGPoint(x: 150, y: 80))
        screen.release()
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        log.clear()
        screen.press(at: CGPoint(x: 150, y: 80))
        screen.drag(to: CGPoint(x: 150, y: 100), duration: 0.05)
        screen.drag(to: CGPoint(x: 150, y: 110 + 71), duration: 0.1)   // 71 pt below the bottom edge
        #expect(!button.isHighlighted)
        screen.release()
        #expect(log.events == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    }

    @Test func aSystemButtonDimsAtTouchDownAndFadesBackOverAQuarterSecond() {
        let button = systemButton()
        let (screen, _) = ControlScene.show(button)
        guard let (ink, rest) = ControlScene.extreme(in: screen, rect: button.frame) else { Issue.record("no title"); return }
        expectPixel(rest, near: RGBA(red: 0, green: 122, blue: 255), tolerance: 4, "the title in the tint colour")
        screen.press(at: CGPoint(x: 150, y: 80))
        expectPixel(screen.pixel(at: ink), near: ControlScene.overWhite(.systemBlue, alpha: 0.2), tolerance: 4,
                    "20 % at once on touch down")
        screen.hold(for: 0.5)
        expectPixel(screen.pixel(at: ink), near: ControlScene.overWhite(.systemBlue, alpha: 0.2), tolerance: 4,
                    "still dimmed while held")
        screen.release()
        expectPixel(screen.pixel(at: ink), near: ControlScene.overWhite(.systemBlue, alpha: 0.2), tolerance: 4,
                    "the release frame shows the fade's start")
        for t in [0.0625, 0.125, 0.1875] {
            screen.advance(by: 0.0625)
            screen.renderFrame()
            let alpha = 0.2 + 0.8 * HandCurve.easeInOut.value(at: t / 0.25)
            expectPixel(screen.pixel(at: ink), near: ControlScene.overWhite(.systemBlue, alpha: alpha), tolerance: 4,
                        "at \(t) s the content is at \(alpha)")
        }
        screen.run(for: 0.1)
        expectPixel(screen.pixel(at: ink), near: RGBA(red: 0, green: 122, blue: 255), tolerance: 4, "back to full after 0.25 s")
        #expect(!screen.isAnimating)
    }

    @Test func aCustomButtonShowsTheHighlightedColourAndFallsBackToNormal() {
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 200, height: 60))
        #expect(button.buttonType == .custom)
        #expect(button.titleColor(for: .normal) == .white, "a custom button's default title colour")
        button.setTitle("HHH", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        button.titleLabel?.font = .boldSystemFont(ofSize: 40)
        #expect(button.title(for: .highlighted) == "HHH" && button.title(for: [.selected, .highlighted]) == "HHH")
        #expect(button.titleColor(for: .disabled) == .red && button.titleColor(for: .highlighted) == .green)
        let (screen, _) = ControlScene.show(button)
        guard let (ink, rest) = ControlScene.extreme(in: screen, rect: button.frame, channel: \.green) else {
            Issue.record("no title"); return
        }
        expectPixel(rest, near: RGBA(red: 255, green: 0, blue: 0), tolerance: 4)
        screen.press(at: CGPoint(x: 150, y: 80))
        #expect(button.currentTitleColor == .green)
        expectPixel(screen.pixel(at: ink), near: RGBA(red: 0, green: 255, blue: 0), tolerance: 4, "no dimming, the highlighted colour")
        screen.release()
        expectPixel(screen.pixel(at: ink), near: RGBA(red: 255, green: 0, blue: 0), tolerance: 4, "normal again at once")
        button.setTitle("Other", for: .selected)
        button.isSelected = true
        #expect(button.currentTitle == "Other" && button.title(for: .normal) == "HHH")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "HHH", "a cleared state falls back to .normal")
    }

    @Test func aCustomButtonDarkensItsImageWhileHighlighted() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor(red: 0, green: 0.6, blue: 0.9, alpha: 1).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        button.setImage(image, for: .normal)
        #expect(button.image(for: .disabled) === image && button.currentImage === image)
        let (screen, _) = ControlScene.show(button)
        let centre = CGPoint(x: 70, y: 70)
        expectPixel(screen.pixel(at: centre), near: RGBA(red: 0, green: 153, blue: 230), tolerance: 2)
        screen.press(at: centre)
        expectPixel(screen.pixel(at: centre), near: RGBA(red: 0, green: 102, blue: 153), tolerance: 3, "two thirds")
        screen.release()
        button.adjustsImageWhenHighlighted = false
        screen.press(at: centre)
        expectPixel(screen.pixel(at: centre), near: RGBA(red: 0, green: 153, blue: 230), tolerance: 2)
        screen.release()
    }

    @Test func intrinsicSizesFollowTheTitleTheImageAndTheInsets() {
        let font = UIFont.systemFont(ofSize: 15)
        let label = UILabel()
        label.font = font
        label.text = "Button"
        let text = label.intrinsicContentSize
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        #expect(button.titleLabel?.font == font, "a system button's title is 15 pt")
        expectNear(CGRect(origin: .zero, size: button.intrinsicContentSize), CGRect(x: 0, y: 0, width: text.width, height: max(text.height, 30)), tolerance: 0.01)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
        button.setImage(image, for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 12)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: -6)   // moves, does not size
        expectNear(CGRect(origin: .zero, size: button.intrinsicContentSize),
                   CGRect(x: 0, y: 0, width: 24 + text.width + 22, height: max(max(24, text.height) + 16, 30)), tolerance: 0.01)
        button.sizeToFit()
        button.layoutIfNeeded()
        expectNear(button.imageView?.frame.minX ?? -1, 10, tolerance: 0.5)
        expectNear(button.titleLabel?.frame.minX ?? -1, 10 + 24 + 6, tolerance: 0.5, "after the image, moved by the title insets")
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34), "an empty button")

        var config = UIButton.Configuration.filled()
        config.title = "Continue"
        config.cornerStyle = .capsule
        let filled = UIButton(configuration: config)
        label.font = .systemFont(ofSize: 17)
        label.text = "Continue"
        let t17 = label.intrinsicContentSize
        expectNear(CGRect(origin: .zero, size: filled.intrinsicContentSize),
                   CGRect(x: 0, y: 0, width: (t17.width + 24).rounded(.up), height: (t17.height + 14).rounded(.up)), tolerance: 0.01,
                   "medium size: 17 pt title, insets 7 × 12")
    }

    @Test func autoLayoutSizesAButtonToItsContentAndFollowsAFontChange() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200))
        let window = screen.makeWindow()
        let button = UIButton(type: .system)
        button.setTitle("Hello", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        screen.renderFrame()
        let small = button.intrinsicContentSize
        expectNear(button.frame, CGRect(origin: CGPoint(x: 20, y: 40), size: small), tolerance: 0.01)
        button.titleLabel?.font = .systemFont(ofSize: 40)
        screen.renderFrame()
        screen.renderFrame()
        #expect(button.intrinsicContentSize.height > 40 && button.intrinsicContentSize.width > small.width)
        expectNear(button.frame, CGRect(origin: CGPoint(x: 20, y: 40), size: button.intrinsicContentSize), tolerance: 0.01,
                   "a font set on the title label resizes the button")
    }

    @Test func aFilledCapsuleDrawsATintBackgroundWithRoundEndsAndAWhiteTitle() {
        var config = UIButton.Configuration.filled()
        config.title = "HHH"
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 40, y: 40, width: 200, height: 50)
        let (screen, _) = ControlScene.show(button)
        expectPixel(screen.pixel(at: CGPoint(x: 40 + 12, y: 65)), near: RGBA(red: 0, green: 122, blue: 255), tolerance: 2,
                    "tint inside the round end")
        expectPixel(screen.pixel(at: CGPoint(x: 41, y: 41)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 2,
                    "the corner outside the capsule (radius 25) is the window's white")
        guard let label = button.titleLabel else { Issue.record("no label"); return }
        let frame = label.convert(label.bounds, to: nil)
        let whitest = ControlScene.extreme(in: screen, rect: frame, darkest: false)
        expectPixel(whitest?.1, near: RGBA(red: 255, green: 255, blue: 255), tolerance: 3, "white title pixels on the tint")

        var tinted = UIButton.Configuration.tinted()
        tinted.title = "HHH"
        button.configuration = tinted
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 44, y: 65)), near: ControlScene.overWhite(.systemBlue, alpha: 0.15),
                    tolerance: 2, "tinted: the tint at 15 %")
    }

    /// A filled button keeps its white title while pressed; its background lightens to 75 %.
    @Test func aPressedFilledButtonLightensItsBackground() {
        var config = UIButton.Configuration.filled()
        config.title = "HHH"
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 40, y: 40, width: 200, height: 50)
        let (screen, _) = ControlScene.show(button)
        let point = CGPoint(x: 46, y: 65)
        screen.press(at: CGPoint(x: 140, y: 65))
        expectPixel(screen.pixel(at: point), near: ControlScene.overWhite(.systemBlue, alpha: 0.75), tolerance: 2)
        if let label = button.titleLabel {
            let whitest = ControlScene.extreme(in: screen, rect: label.convert(label.bounds, to: nil), darkest: false)
            expectPixel(whitest?.1, near: RGBA(red: 255, green: 255, blue: 255), tolerance: 3, "the title stays white")
        }
        screen.release()
        screen.run(for: 0.3)
        expectPixel(screen.pixel(at: point), near: RGBA(red: 0, green: 122, blue: 255), tolerance: 2)
    }

    @Test func theConfigurationUpdateHandlerRunsWhenTheStateChanges() {
        var config = UIButton.Configuration.gray()
        config.title = "Go"
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 40, y: 40, width: 120, height: 44)
        var states: [UIControl.State] = []
        button.configurationUpdateHandler = { b in
            states.append(b.state)
            var c = b.configuration
            c?.title = b.isHighlighted ? "Pressed" : "Go"
            b.configuration = c
        }
        let (screen, _) = ControlScene.show(button)
        screen.press(at: CGPoint(x: 100, y: 60))
        #expect(button.configuration?.title == "Pressed")
        screen.release()
        #expect(button.configuration?.title == "Go")
        #expect(states == [.normal, .highlighted, .normal])
    }

    /// A tint-drawn view that counts `tintColorDidChange()`.
    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func thePresentersTintIsDimmedUnderAPageSheetAndRestoredAfter() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let window = screen.makeWindow()
        let a = UIViewController()
        a.view.backgroundColor = .white
        let button = systemButton()
        button.frame = CGRect(x: 20, y: 0, width: 200, height: 50)   // above the sheet's top (56)
        a.view.addSubview(button)
        let watcher = TintWatcher()
        a.view.addSubview(watcher)
        window.rootViewController = a
        screen.renderFrame()
        guard let (ink, rest) = ControlScene.extreme(in: screen, rect: button.frame) else { Issue.record("no title"); return }
        expectPixel(rest, near: RGBA(red: 0, green: 122, blue: 255), tolerance: 4)

        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        a.present(sheet, animated: true)
        #expect(button.tintAdjustmentMode == .dimmed && watcher.changes == 1)
        screen.run(for: 0.6)
        // A grey at the blue's luma, under the sheet's 40 % black dimming view.
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = UIColor.systemBlue.dimmedTint.getWhite(&white, alpha: &alpha)
        let grey = UInt8((white * 0.6 * 255).rounded())
        expectPixel(screen.pixel(at: ink), near: RGBA(red: grey, green: grey, blue: grey), tolerance: 4, "grey, not blue")
        #expect(button.currentTitleColor == UIColor.systemBlue.dimmedTint)

        sheet.dismiss(animated: true)
        screen.run(for: 0.6)
        #expect(button.tintAdjustmentMode == .normal && watcher.changes == 2)
        expectPixel(screen.pixel(at: ink), near: RGBA(red: 0, green: 122, blue: 255), tolerance: 4, "blue again")
    }

    @Test func tintAdjustmentModeIsInheritedAndTintChangesReachDescendants() {
        let root = UIView(), middle = UIView(), leaf = TintWatcher()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintAdjustmentMode == .normal && leaf.tintColor == .systemBlue)
        root.tintColor = .systemRed
        #expect(leaf.changes == 1 && leaf.tintColor == .systemRed)
        middle.tintAdjustmentMode = .dimmed
        #expect(leaf.changes == 2 && leaf.tintAdjustmentMode == .dimmed && root.tintAdjustmentMode == .normal)
        #expect(leaf.tintColor == UIColor.systemRed.dimmedTint)
        leaf.tintAdjustmentMode = .normal
        #expect(leaf.tintColor == .systemRed)
        middle.tintAdjustmentMode = .automatic
        #expect(leaf.changes == 3, "the leaf has its own mode: the middle's change does not reach it")
    }
}
