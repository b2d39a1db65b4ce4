import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// `UIStackView`'s distributions and alignments, checked by the frames they give, worked out by
/// hand; hidden arranged subviews collapse, also inside an animation block.
@MainActor
@Suite(.serialized) struct UIStackViewTests {
    /// A view with an intrinsic size, as a label or an image view has.
    final class Box: UIView {
        let natural: CGSize
        init(_ width: CGFloat, _ height: CGFloat = 20) {
            natural = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { natural }
    }

    /// A stack pinned at (10, 100) in a 390 × 844 window's root view, `width` × `height`.
    private func stack(_ views: [UIView], width: CGFloat = 300, height: CGFloat = 50,
                       configure: (UIStackView) -> Void = { _ in }) -> (HeadlessScreen, UIStackView) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let vc = UIViewController()
        window.rootViewController = vc
        let s = UIStackView(arrangedSubviews: views)
        configure(s)
        s.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(s)
        NSLayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
            s.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100),
            s.widthAnchor.constraint(equalToConstant: width), s.heightAnchor.constraint(equalToConstant: height),
        ])
        screen.renderFrame()
        return (screen, s)
    }

    @Test func fillEquallySharesTheLengthMinusTheSpacing() {
        let views = [Box(10), Box(80), Box(30)]
        let (_, _) = stack(views) { $0.distribution = .fillEqually; $0.spacing = 10 }
        let third: CGFloat = 280.0 / 3
        expectNear(views[0].frame, CGRect(x: 0, y: 0, width: third, height: 50), tolerance: 1e-9)
        expectNear(views[1].frame, CGRect(x: third + 10, y: 0, width: third, height: 50), tolerance: 1e-9)
        expectNear(views[2].frame, CGRect(x: 2 * third + 20, y: 0, width: third, height: 50), tolerance: 1e-9)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints }, "arranged subviews are laid out by constraints")
    }

    @Test func fillGrowsTheViewThatHugsLeast() {
        let a = Box(50), b = Box(60)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (_, _) = stack([a, b], width: 200) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 140, height: 50))
    }

    @Test func fillProportionallyFollowsIntrinsicLengths() {
        let a = Box(50), b = Box(150)
        let (_, _) = stack([a, b], width: 400) { $0.distribution = .fillProportionally }
        expectNear(a.frame.width, 100, tolerance: 0.001)
        expectNear(b.frame, CGRect(x: 100, y: 0, width: 300, height: 50), tolerance: 0.001)
    }

    @Test func equalSpacingKeepsLengthsAndEvensTheGaps() {
        let views = [Box(50), Box(50), Box(50)]
        let (_, _) = stack(views, width: 330) { $0.distribution = .equalSpacing; $0.spacing = 5 }
        for (v, x) in zip(views, [0.0, 140, 280]) { expectNear(v.frame.minX, x, tolerance: 0.001) }
        #expect(views.allSatisfy { $0.frame.width == 50 })
    }

    @Test func equalCenteringSpacesTheCentres() {
        let views = [Box(20), Box(60), Box(20)]
        let (_, _) = stack(views) { $0.distribution = .equalCentering }
        for (v, x) in zip(views, [10.0, 150, 290]) { expectNear(v.center.x, x, tolerance: 0.001) }
    }

    @Test func alignmentsAcrossTheAxis() {
        let top = Box(40, 10), center = Box(40, 20), bottom = Box(40, 30)
        let (_, s) = stack([top, center, bottom], height: 60) { $0.alignment = .center }
        #expect(center.frame.minY == 20 && top.frame.minY == 25 && bottom.frame.minY == 15)
        s.alignment = .top
        s.layoutIfNeeded()
        #expect([top, center, bottom].allSatisfy { $0.frame.minY == 0 })
        s.alignment = .bottom
        s.layoutIfNeeded()
        #expect([top, center, bottom].map(\.frame.maxY) == [60, 60, 60])
    }

    @Test func aVerticalStackInsideItsMarginsWithCustomSpacing() {
        let a = Box(10, 20), b = Box(10, 30), c = Box(10, 40)
        c.setContentHuggingPriority(.defaultLow - 1, for: .vertical)   // the one that takes the room
        let (_, s) = stack([a, b, c], width: 100, height: 200) {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.spacing = 4
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        }
        s.setCustomSpacing(20, after: a)
        s.layoutIfNeeded()
        #expect(a.frame.origin == CGPoint(x: 12, y: 10) && a.frame.width == 10)
        expectNear(b.frame.minY, 10 + 20 + 20, tolerance: 1e-9)
        expectNear(c.frame.minY, 50 + 30 + 4, tolerance: 1e-9)
        expectNear(c.frame.maxY, 190, tolerance: 1e-9, "the one that hugs least fills to the bottom margin")
    }

    @Test func aHiddenArrangedSubviewCollapsesAndItsSpacingGoes() {
        let views = [Box(10), Box(10), Box(10)]
        let (_, s) = stack(views) { $0.distribution = .fillEqually; $0.spacing = 10 }
        views[1].isHidden = true
        s.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 145, height: 50))
        #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 50))
        views[1].isHidden = false
        s.layoutIfNeeded()
        expectNear(views[2].frame.minX, 2 * 280.0 / 3 + 20, tolerance: 0.001, "shown again, it takes its share back")
        s.removeArrangedSubview(views[2])
        s.layoutIfNeeded()
        #expect(views[2].superview === s, "no longer arranged, still a subview")
        #expect(s.arrangedSubviews.count == 2 && views[1].frame.maxX == 300)
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheOthers() {
        let views = [Box(10), Box(10), Box(10)]
        let (screen, s) = stack(views) { $0.distribution = .fillEqually }
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            views[0].isHidden = true
            s.layoutIfNeeded()
        })
        screen.renderFrame()
        screen.advance(by: 0.2)
        screen.renderFrame()
        // The last view goes from x = 200 (width 100) to x = 150 (width 150): at half time, 175.
        expectNear(views[2].layer.presentation()?.frame.minX, 175, tolerance: 1)
        screen.run(for: 0.3)
        #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 50))
    }
}
