import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UITextField` (its look): the placeholder in the placeholder grey while the text is empty,
/// the text in its colour from 7 points in for a rounded field, the border, sizes.
@MainActor
@Suite(.serialized) struct UITextFieldTests {
    @Test func thePlaceholderShowsUntilThereIsTextAndTheTextStartsSevenPointsIn() {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 250, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "HHHH"
        field.font = .boldSystemFont(ofSize: 24)
        #expect(field.text == "")
        let (screen, window) = ControlScene.show(field)
        window.backgroundColor = .systemGray6
        screen.renderFrame()
        // The placeholder's ink: the placeholder grey (60, 60, 67 at 30 %) over the field's white.
        let placeholder = ControlScene.extreme(in: screen, rect: field.frame.insetBy(dx: 3, dy: 3))
        expectPixel(placeholder?.1, near: RGBA(red: 196, green: 196, blue: 199), tolerance: 4)
        expectPixel(screen.pixel(at: CGPoint(x: 22, y: 117)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 1,
                    "the rounded field is white inside")
        expectPixel(screen.pixel(at: CGPoint(x: 10, y: 117)), near: RGBA(red: 242, green: 242, blue: 247), tolerance: 1)
        field.text = "HHHH"
        field.textColor = .systemRed
        screen.renderFrame()
        guard let (ink, colour) = ControlScene.extreme(in: screen, rect: field.frame.insetBy(dx: 3, dy: 3), channel: \.green) else {
            Issue.record("no text"); return
        }
        expectPixel(colour, near: RGBA(red: 255, green: 59, blue: 48), tolerance: 4, "the text in its colour")
        // The leftmost ink column is 7 points in (plus the H's side bearing, under 3 points).
        let left = (20..<80).first { x in
            (100..<134).contains { y in (screen.pixel(at: CGPoint(x: x, y: y))?.green ?? 255) < 200 }
        }
        #expect(left.map { $0 >= 27 && $0 <= 30 } == true, "leftmost ink at \(String(describing: left))")
        _ = ink
        field.text = nil
        #expect(field.text == "", "nil reads as empty")
    }

    @Test func sizesFollowTheBorderStyleAndSecureTextIsBullets() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "abc"
        #expect(field.intrinsicContentSize.height == 34)
        let plain = UITextField()
        plain.text = "abc"
        #expect(plain.intrinsicContentSize.height < 34 && plain.intrinsicContentSize.width < field.intrinsicContentSize.width)
        #expect(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 34)) == CGRect(x: 7, y: 0, width: 86, height: 34))
        let side = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = side
        field.leftViewMode = .always
        #expect(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 34)) == CGRect(x: 20, y: 0, width: 73, height: 34))
        field.text = "WWWWWW"
        field.isSecureTextEntry = true
        let secure = field.intrinsicContentSize.width
        field.isSecureTextEntry = false
        #expect(secure < field.intrinsicContentSize.width, "bullets (narrower than W) are measured, not the text")
    }
}
