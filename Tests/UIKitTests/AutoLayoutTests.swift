import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Auto Layout as an iOS developer uses it: anchors and constraints solved in the layout phase,
/// priorities, intrinsic sizes with hugging and compression resistance, the safe area and the
/// margins, fitting sizes, animated constraint changes, and the defined outcomes of bad input.
/// Expected frames are worked out by hand from the constraints.
@MainActor
@Suite(.serialized) struct AutoLayoutTests {
    /// A 390 × 844 screen (an iPhone's: 47-point status bar, 34-point home indicator) with a
    /// root controller whose view fills the window.
    private func scene() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let vc = UIViewController()
        window.rootViewController = vc
        screen.renderFrame()
        return (screen, window, vc.view)
    }

    private func constrained(_ color: UIColor = .red, in parent: UIView) -> UIView {
        let v = UIView()
        v.backgroundColor = color
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    @Test func viewsMadeInCodeTranslateTheirAutoresizingMask() {
        #expect(UIView().translatesAutoresizingMaskIntoConstraints)
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(UIView().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UIView().contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func anchorsPinAViewInsideItsSuperviewAtTheNextFrame() {
        let (screen, _, root) = scene()
        let card = constrained(in: root)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        #expect(card.frame == .zero, "nothing moves before layout")
        screen.renderFrame()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 350, height: 200))
        #expect(root.constraints.count == 3 && card.constraints.count == 1, "held by the closest common ancestor")
        expectPixel(screen.pixel(at: CGPoint(x: 195, y: 200)), near: RGBA(red: 255, green: 0, blue: 0), "the card is drawn where it was laid out")
    }

    @Test func centresMultipliersAndViewsRelatedToSiblings() {
        let (_, _, root) = scene()
        let a = constrained(in: root), b = constrained(.blue, in: root)
        NSLayoutConstraint.activate([
            a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            a.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -100),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 10),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        // a: 195 wide, 107.5 high, centred at (195, 322).
        expectNear(a.frame, CGRect(x: 97.5, y: 322 - 53.75, width: 195, height: 107.5), tolerance: 0.001)
        expectNear(b.frame, CGRect(x: 97.5, y: a.frame.maxY + 16, width: 195, height: 40), tolerance: 0.001)
    }

    @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() {
        let (_, _, root) = scene()
        let v = constrained(in: root)
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        for _ in 0..<5 {
            let low = v.widthAnchor.constraint(equalToConstant: 100)
            low.priority = .defaultHigh
            low.isActive = true
        }
        let high = v.widthAnchor.constraint(equalToConstant: 300)
        high.priority = .defaultHigh + 1
        high.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.width == 300)
        high.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 100, "deactivated, the others decide")
    }

    /// Two labels in a row too narrow for both: the one with the lower compression resistance
    /// gives way; with room to spare, the one with the lower hugging priority grows.
    @Test func huggingAndCompressionResistanceShareARow() throws {
        let (_, _, root) = scene()
        let row = constrained(in: root)
        let title = UILabel(), detail = UILabel()
        title.text = "A rather long title for the row"
        detail.text = "Detail"
        for l in [title, detail] { l.translatesAutoresizingMaskIntoConstraints = false; row.addSubview(l) }
        let titleSize = title.intrinsicContentSize, detailSize = detail.intrinsicContentSize
        let width = row.widthAnchor.constraint(equalToConstant: titleSize.width + detailSize.width - 40)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.topAnchor.constraint(equalTo: root.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 44), width,
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor), title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            detail.trailingAnchor.constraint(equalTo: row.trailingAnchor), detail.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        title.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        expectNear(detail.frame.width, detailSize.width, tolerance: 0.001, "the detail keeps its size")
        expectNear(title.frame.width, titleSize.width - 40, tolerance: 0.001, "the title gives way")
        #expect(title.frame.height == titleSize.height, "heights are intrinsic")

        width.constant = titleSize.width + detailSize.width + 60
        detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        root.layoutIfNeeded()
        expectNear(title.frame.width, titleSize.width, tolerance: 0.001, "the title hugs its text")
        expectNear(detail.frame.width, detailSize.width + 60, tolerance: 0.001, "the detail takes the room")
    }

    @Test func theSafeAreaAndMarginsOfAnIPhoneSizedScreen() {
        let (_, window, root) = scene()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let content = constrained(in: root), text = constrained(.blue, in: root)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            text.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(text.frame == CGRect(x: 8, y: 47 + 8, width: 390 - 16, height: 20), "margins count from the safe area")
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // Below the status bar a subview's own safe area has no top inset.
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test func additionalSafeAreaInsetsMoveTheGuideAndAreReported() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        final class Probe: UIViewController {
            var reports = 0
            override func viewSafeAreaInsetsDidChange() { reports += 1 }
        }
        let vc = Probe()
        window.rootViewController = vc
        let bar = constrained(in: vc.view)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10), bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.renderFrame()
        #expect(bar.frame.minY == 47)
        let before = vc.reports
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        screen.renderFrame()
        #expect(bar.frame.minY == 91)
        #expect(vc.reports == before + 1, "viewSafeAreaInsetsDidChange once for the change")
    }

    /// The classic: change a constant, then `layoutIfNeeded()` inside an animation block.
    @Test func aConstraintChangeAnimatesInsideAnAnimationBlock() {
        let (screen, _, root) = scene()
        let sheet = constrained(in: root)
        let top = sheet.topAnchor.constraint(equalTo: root.topAnchor, constant: 844)
        NSLayoutConstraint.activate([top, sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     sheet.widthAnchor.constraint(equalTo: root.widthAnchor),
                                     sheet.heightAnchor.constraint(equalToConstant: 400)])
        screen.renderFrame()
        #expect(sheet.frame.minY == 844)
        top.constant = 444
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        #expect(sheet.frame.minY == 444, "the model is at the end at once")
        screen.renderFrame()
        screen.advance(by: 0.2)
        screen.renderFrame()
        expectNear(sheet.layer.presentation()?.frame.minY, 644, tolerance: 1, "half-way at half the time")
        screen.run(for: 0.3)
        #expect(sheet.layer.presentation()?.frame.minY ?? 0 == 444)
    }

    @Test func aConstantChangedEveryFrameFollowsAFinger() {
        let (screen, _, root) = scene()
        let sheet = constrained(in: root)
        let height = sheet.heightAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([height, sheet.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                                     sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        for h in stride(from: 300.0, through: 600, by: 25) {
            height.constant = CGFloat(h)
            screen.renderFrame()
            #expect(sheet.frame == CGRect(x: 0, y: 844 - h, width: 390, height: h))
        }
    }

    @Test func unsatisfiableConstraintsBreakOneAndLayOutTheRest() {
        let (_, _, root) = scene()
        let v = constrained(in: root)
        let first = v.widthAnchor.constraint(equalToConstant: 100)
        let second = v.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 50), first, second])
        root.layoutIfNeeded()
        #expect(v.frame.width == 100, "the later one is broken")
        #expect(v.frame.height == 50 && first.isActive && second.isActive, "both stay active, as in UIKit")
        #expect(root.autoLayout.engine?.reported.contains(ObjectIdentifier(second)) == true, "reported")
    }

    @Test func badInputHasDefinedOutcomes() {
        let (_, _, root) = scene()
        let v = constrained(in: root)
        let stranger = UIView()
        let across = v.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        across.isActive = true
        #expect(!across.isActive, "no common ancestor: refused")
        let c = v.widthAnchor.constraint(equalToConstant: 40)
        c.isActive = true
        c.constant = .nan
        #expect(c.constant == 40, "a NaN constant is refused")
        c.constant = .infinity
        #expect(c.constant == 40)
        let position = NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 10)
        position.isActive = true
        #expect(!position.isActive, "a position cannot equal a constant")
        root.layoutIfNeeded()
        #expect(v.frame.width == 40)
    }

    @Test func removingAViewRemovesTheConstraintsThatReferToIt() {
        let (_, _, root) = scene()
        let a = constrained(in: root), b = constrained(in: root)
        let link = b.topAnchor.constraint(equalTo: a.bottomAnchor)
        link.isActive = true
        #expect(link.isActive)
        a.removeFromSuperview()
        #expect(!link.isActive && root.constraints.isEmpty)
    }

    @Test func fittingSizesOfAPaddedLabel() {
        let card = UIView()
        let label = UILabel()
        label.text = "Fits"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        let text = label.intrinsicContentSize
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        expectNear(size.width, text.width + 24, tolerance: 0.001)
        expectNear(size.height, text.height + 12, tolerance: 0.001)
        let wide = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        expectNear(wide.width, 300, tolerance: 0.001)
        expectNear(wide.height, text.height + 12, tolerance: 0.001)
    }

    @Test func ambiguityIsDetected() {
        let (_, _, root) = scene()
        let v = constrained(in: root)
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(v.hasAmbiguousLayout, "no width")
        v.widthAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(!v.hasAmbiguousLayout)
    }

    /// A view that translates its mask sits in a view laid out by constraints: when the latter
    /// grows, the former follows its mask, and constraints that refer to it see where it is.
    @Test func autoresizingViewsTakePartThroughTheirMask() {
        let (_, _, root) = scene()
        let box = constrained(in: root)
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 200)   // the size the header is added at
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        header.autoresizingMask = [.flexibleWidth]
        box.addSubview(header)
        let below = constrained(.blue, in: box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            width, box.heightAnchor.constraint(equalToConstant: 200),
            below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 4),
            below.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            below.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(below.frame == CGRect(x: 0, y: 34, width: 100, height: 10))
        width.constant = 250
        root.layoutIfNeeded()
        #expect(header.frame.width == 250, "the mask followed the box")
        #expect(below.frame == CGRect(x: 0, y: 34, width: 250, height: 10), "and the constraints saw it")
    }

    /// A property animator paces a constraint change like any other: scrubbed to 30 %, the view
    /// shows 30 % of the way.
    @Test func aPropertyAnimatorScrubsAConstraintChange() {
        let (screen, _, root) = scene()
        let v = constrained(in: root)
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([leading, v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            leading.constant = 200
            root.layoutIfNeeded()
        }
        animator.fractionComplete = 0.3
        screen.renderFrame()
        expectNear(v.layer.presentation()?.frame.minX, 60, tolerance: 0.5)
        animator.fractionComplete = 0.8
        screen.renderFrame()
        expectNear(v.layer.presentation()?.frame.minX, 160, tolerance: 0.5)
    }

    /// The safe area of a presented controller's view depends on where its presentation puts it:
    /// full screen, it is the window's; in a page sheet, which starts below the status bar, only
    /// the home indicator remains.
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet])
    func safeAreaInsetsPerPresentationStyle(style: UIModalPresentationStyle) {
        let (screen, window, _) = scene()
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        window.rootViewController?.present(presented, animated: false)
        screen.run(for: 0.1)
        let insets = presented.view.safeAreaInsets
        if style == .fullScreen {
            #expect(insets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        } else {
            #expect(presented.view.frame.minY >= 47, "a sheet starts below the status bar: \(presented.view.frame)")
            #expect(insets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        }
    }

    /// A label whose text changes every frame, or a view that translates its mask moved every
    /// frame, replaces only its own placing constraints: the system is not made again, and the
    /// frames follow.
    @Test func changesEveryFrameDoNotRebuildTheSystem() throws {
        let (screen, _, root) = scene()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let badge = UIView(frame: CGRect(x: 0, y: 300, width: 20, height: 20))
        root.addSubview(badge)
        let below = constrained(in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            below.leadingAnchor.constraint(equalTo: label.trailingAnchor), below.topAnchor.constraint(equalTo: badge.bottomAnchor),
            below.widthAnchor.constraint(equalToConstant: 5), below.heightAnchor.constraint(equalToConstant: 5),
        ])
        screen.renderFrame()
        let engine = try #require(root.window?.autoLayout.engine)
        let before = engine.rebuilds
        for i in 1...10 {
            label.text = String(repeating: "W", count: i)
            badge.frame.origin.y = 300 + CGFloat(i)
            screen.renderFrame()
            expectNear(below.frame.minX, 10 + label.intrinsicContentSize.width, tolerance: 1e-9, "text \(i)")
            expectNear(below.frame.minY, 320 + CGFloat(i), tolerance: 1e-9, "badge \(i)")
        }
        #expect(engine.rebuilds == before)
    }

    /// A card that holds its own constraints (a badge pinned inside it) joins the window, moves
    /// to another container, leaves, is changed while it is out (a constant moved, a constraint
    /// swapped for another) and comes back: each time the badge is where the card's constraints
    /// put it, and the window's system is not made again — only the card's part of it changes.
    /// A rebuild afterwards finds the same frames.
    @Test func subtreesJoiningAndLeavingChangeOnlyTheirPartOfTheSystem() throws {
        let (screen, window, root) = scene()
        let header = constrained(in: root)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            header.widthAnchor.constraint(equalToConstant: 100), header.heightAnchor.constraint(equalToConstant: 30),
        ])
        let left = UIView(frame: CGRect(x: 0, y: 100, width: 195, height: 400))
        let right = UIView(frame: CGRect(x: 195, y: 100, width: 195, height: 400))
        root.addSubview(left)
        root.addSubview(right)
        screen.renderFrame()
        let engine = try #require(window.autoLayout.engine)
        let rebuilds = engine.rebuilds, updates = engine.subtreeUpdates

        let card = UIView(frame: CGRect(x: 10, y: 20, width: 150, height: 80))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        let trailing = badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8)
        let height = badge.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            trailing, height, badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 20),
        ])
        left.addSubview(card)
        screen.renderFrame()
        expectNear(badge.frame, CGRect(x: 122, y: 8, width: 20, height: 20), tolerance: 1e-9, "in the left container")

        right.addSubview(card)
        card.frame = CGRect(x: 5, y: 5, width: 180, height: 60)
        screen.renderFrame()
        expectNear(badge.frame, CGRect(x: 152, y: 8, width: 20, height: 20), tolerance: 1e-9, "moved and resized")

        card.removeFromSuperview()
        screen.renderFrame()
        trailing.constant = -20
        height.isActive = false
        badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4).isActive = true
        left.addSubview(card)
        screen.renderFrame()
        expectNear(badge.frame, CGRect(x: 140, y: 8, width: 20, height: 48), tolerance: 1e-9, "back, with the constraints it was given outside")
        expectNear(header.frame, CGRect(x: 10, y: 60, width: 100, height: 30), tolerance: 1e-9, "the rest of the system is undisturbed")
        #expect(engine.rebuilds == rebuilds, "the window's system was made again \(engine.rebuilds - rebuilds) times")
        #expect(engine.subtreeUpdates - updates == 4, "the card joined, moved, left and came back: four layouts")

        left.frame.size.width = 300   // not autoresized: the card keeps its frame
        root.setNeedsUpdateConstraints()
        screen.renderFrame()
        #expect(engine.rebuilds == rebuilds + 1)
        expectNear(badge.frame, CGRect(x: 140, y: 8, width: 20, height: 48), tolerance: 1e-9, "a rebuild finds the same frame")
    }

    /// A multi-line label pinned between two margins wraps at the width layout gives it, and
    /// what sits below it is placed after its wrapped height (UIKit's second layout pass).
    @Test func aMultiLineLabelWrapsAtItsLaidOutWidth() {
        let (screen, _, root) = scene()
        let body = UILabel()
        body.numberOfLines = 0
        body.text = "Still water at noon, the peaks doubled in it. Bring a jacket: the wind comes off the glacier, and the path is long."
        body.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(body)
        let below = constrained(in: root)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            body.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            below.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: body.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.renderFrame()
        let wrapped = body.sizeThatFits(CGSize(width: 350, height: 0))
        #expect(body.frame.width == 350)
        #expect(wrapped.height > body.font.lineHeight * 1.5, "the text needs more than one line at 350 pt")
        #expect(body.frame.height == wrapped.height)
        #expect(below.frame.minY == 100 + wrapped.height + 8)
    }
}
