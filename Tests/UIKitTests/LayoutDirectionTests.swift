import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Right-to-left layout, as an iOS app launched in a right-to-left language gets it: the
/// direction APIs (`UIApplication.userInterfaceLayoutDirection`, `semanticContentAttribute`,
/// `effectiveUserInterfaceLayoutDirection`, the `layoutDirection` trait), Auto Layout's leading
/// and trailing edges, stack views, directional margins, natural text alignment and the
/// navigation controller's push and edge swipe. Expected frames are worked out by hand from
/// the mirrored left-to-right layout.
@MainActor
@Suite(.serialized) struct LayoutDirectionTests {
    /// A window's root view controller on a 390 × 844 screen laid out in `direction`.
    private func root(_ direction: UIUserInterfaceLayoutDirection) -> (HeadlessScreen, UIViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        screen.layoutDirection = direction
        let window = screen.makeWindow()
        let vc = UIViewController()
        window.rootViewController = vc
        screen.renderFrame()
        return (screen, vc)
    }

    private func box(in parent: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    // MARK: Launching right to left

    @Test func xcodesRightToLeftArgumentsAndTheEnvironmentSetTheAppsDirection() {
        #expect(LaunchOptions(arguments: ["app"], environment: [:]).layoutDirection == .leftToRight)
        let xcode = LaunchOptions(arguments: ["app", "-AppleTextDirection", "YES", "-NSForceRightToLeftWritingDirection", "YES"],
                                  environment: [:])
        #expect(xcode.layoutDirection == .rightToLeft && xcode.problems.isEmpty)
        #expect(LaunchOptions(arguments: ["app", "-NSForceRightToLeftWritingDirection", "YES"], environment: [:]).layoutDirection == .rightToLeft)
        #expect(LaunchOptions(arguments: ["app", "-AppleTextDirection", "NO"], environment: [:]).layoutDirection == .leftToRight)
        #expect(LaunchOptions(arguments: ["app"], environment: ["UIKIT_LAYOUT_DIRECTION": "rtl"]).layoutDirection == .rightToLeft)
        let bad = LaunchOptions(arguments: ["app", "-AppleTextDirection", "maybe"], environment: ["UIKIT_LAYOUT_DIRECTION": "sideways"])
        #expect(bad.layoutDirection == .leftToRight)
        #expect(bad.problems.count == 2, "\(bad.problems)")
        #expect(bad.problems.contains { $0.contains("UIKIT_LAYOUT_DIRECTION") && $0.contains("'sideways'") })
        #expect(bad.problems.contains { $0.contains("-AppleTextDirection expects YES or NO") })
        // This test process was launched without them.
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }

    // MARK: The direction of a view

    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func semanticContentAttributesAsUIKitResolvesThem(_ direction: UIUserInterfaceLayoutDirection) {
        let expected: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection)] = [
            (.unspecified, direction), (.playback, .leftToRight), (.spatial, .leftToRight),
            (.forceLeftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft),
        ]
        for (attribute, result) in expected {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: direction) == result, "\(attribute)")
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight, "the app's direction")
    }

    @Test func aViewsDirectionComesFromItsTraitsAndItsOwnAttributeOnly() {
        let (screen, vc) = root(.rightToLeft)
        let container = box(in: vc.view), child = box(in: container)
        #expect(vc.view.traitCollection.layoutDirection == .rightToLeft)
        #expect(vc.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        container.semanticContentAttribute = .forceLeftToRight
        #expect(container.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft, "as in UIKit, the attribute does not pass down")
        screen.layoutDirection = .leftToRight
        #expect(vc.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.traitCollection.layoutDirection == .leftToRight)
    }

    // MARK: Auto Layout

    /// `leading` is the right edge and a positive constant moves towards the trailing side:
    /// pinned to the leading edge with 16 points, a view sits 16 points from the right;
    /// `b.leading == a.trailing + 8` puts b 8 points left of a; a leading edge tied to a
    /// centre lies left of it; `left` and `right` stay where they are.
    @Test func leadingAndTrailingAreMirroredRightToLeft() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (screen, vc) = root(direction)
            let v = vc.view!
            let a = box(in: v), b = box(in: v), c = box(in: v), d = box(in: v), e = box(in: v)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 16),
                a.topAnchor.constraint(equalTo: v.topAnchor, constant: 100),
                a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 40),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 40),
                c.leadingAnchor.constraint(equalTo: v.centerXAnchor, constant: 10),
                c.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: -20),
                c.topAnchor.constraint(equalTo: v.topAnchor, constant: 200), c.heightAnchor.constraint(equalToConstant: 40),
                d.leftAnchor.constraint(equalTo: v.leftAnchor, constant: 30),
                d.topAnchor.constraint(equalTo: v.topAnchor, constant: 300),
                d.widthAnchor.constraint(equalToConstant: 60), d.heightAnchor.constraint(equalToConstant: 40),
                e.leadingAnchor.constraint(equalTo: v.layoutMarginsGuide.leadingAnchor),
                e.topAnchor.constraint(equalTo: v.topAnchor, constant: 400),
                e.widthAnchor.constraint(equalToConstant: 70), e.heightAnchor.constraint(equalToConstant: 40),
            ])
            v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 4)
            screen.renderFrame()
            if direction == .leftToRight {
                #expect(a.frame.minX == 16 && b.frame.minX == 124, "\(a.frame) \(b.frame)")
                #expect(c.frame.minX == 205 && c.frame.maxX == 370, "\(c.frame)")
                #expect(e.frame.minX == 24, "\(e.frame)")
                #expect(v.layoutMargins.left == 24 && v.layoutMargins.right == 4)
            } else {
                #expect(a.frame.maxX == 390 - 16 && a.frame.width == 100, "\(a.frame)")
                #expect(b.frame.maxX == a.frame.minX - 8 && b.frame.width == 50, "\(b.frame)")
                #expect(c.frame.maxX == 195 - 10 && c.frame.minX == 20, "\(c.frame)")
                expectNear(e.frame.maxX, 390 - 24, tolerance: 1e-9, "\(e.frame): the leading margin is the right one")
                #expect(v.layoutMargins.left == 4 && v.layoutMargins.right == 24)
            }
            #expect(d.frame.minX == 30, "left is left in both directions")
        }
    }

    /// A view forced left to right lays out what it holds left to right in a right-to-left
    /// window; switching the screen's direction lays everything out again.
    @Test func constraintsFollowTheirHoldersDirectionAndItsChanges() {
        let (screen, vc) = root(.leftToRight)
        let v = vc.view!
        let panel = box(in: v), inner = box(in: panel), free = box(in: v)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: v.leadingAnchor), panel.trailingAnchor.constraint(equalTo: v.trailingAnchor),
            panel.topAnchor.constraint(equalTo: v.topAnchor, constant: 100), panel.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: panel.topAnchor), inner.widthAnchor.constraint(equalToConstant: 40),
            inner.heightAnchor.constraint(equalToConstant: 40),
            free.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 10),
            free.topAnchor.constraint(equalTo: v.topAnchor, constant: 300), free.widthAnchor.constraint(equalToConstant: 40),
            free.heightAnchor.constraint(equalToConstant: 40),
        ])
        screen.renderFrame()
        #expect(inner.frame.minX == 10 && free.frame.minX == 10)
        screen.layoutDirection = .rightToLeft
        screen.renderFrame()
        #expect(inner.frame.maxX == 380 && free.frame.maxX == 380, "\(inner.frame) \(free.frame)")
        panel.semanticContentAttribute = .playback
        screen.renderFrame()
        #expect(inner.frame.minX == 10, "playback content keeps left to right: \(inner.frame)")
        #expect(free.frame.maxX == 380)
    }

    @Test func aHorizontalStackArrangesFromItsLeadingEdge() {
        let (screen, vc) = root(.rightToLeft)
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 320), stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        screen.renderFrame()
        #expect(stack.frame.maxX == 370)
        // 320 − 2 × 10 = 300: 100 each, the first on the right.
        #expect(views.map(\.frame.minX) == [220, 110, 0], "\(views.map(\.frame))")
        #expect(views.allSatisfy { $0.frame.width == 100 })
    }

    // MARK: Text and controls

    /// A label, a text field and a text view with natural alignment put their text on the
    /// right in a right-to-left window (their ink ends near the right edge), and on the left
    /// when told `.left`.
    @Test func naturalAlignmentIsOnTheRightRightToLeft() throws {
        let (screen, vc) = root(.rightToLeft)
        vc.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 30))
        let textView = UITextView(frame: CGRect(x: 20, y: 300, width: 300, height: 60))
        label.text = "Short"
        field.text = "Short"
        textView.text = "Short"
        for v in [label, field, textView] as [UIView] { vc.view.addSubview(v) }
        screen.renderFrame()
        func ink(_ rows: Range<Int>) -> (minX: Int, maxX: Int)? {
            var minX = Int.max, maxX = Int.min
            for y in rows {
                for x in 0..<390 where (screen.pixel(at: CGPoint(x: x, y: y))?.red ?? 255) < 128 {
                    minX = min(minX, x); maxX = max(maxX, x + 1)
                }
            }
            return minX <= maxX ? (minX, maxX) : nil
        }
        let labelInk = try #require(ink(100..<130)), fieldInk = try #require(ink(200..<230)), viewInk = try #require(ink(300..<340))
        #expect(labelInk.maxX >= 315 && labelInk.minX > 200, "\(labelInk)")
        #expect(fieldInk.maxX >= 312 && fieldInk.minX > 200, "\(fieldInk)")
        #expect(viewInk.maxX >= 305 && viewInk.minX > 200, "\(viewInk): the text view's inset is 5 points")
        label.textAlignment = .left
        field.textAlignment = .left
        screen.renderFrame()
        #expect(try #require(ink(100..<130)).minX < 25)
        #expect(try #require(ink(200..<230)).minX < 25)
    }

    /// A button's image is on the leading side of its title: `.forceRightToLeft` (the way iOS
    /// code puts the image after the title) moves it to the right; `.leading` content alignment
    /// is on the right, right to left; a configuration's leading image and insets swap sides.
    @Test func aButtonPutsItsImageOnTheLeadingSide() throws {
        let (screen, vc) = root(.leftToRight)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.setImage(image, for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        vc.view.addSubview(button)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel).frame, icon = try #require(button.imageView).frame
        #expect(icon.maxX <= title.minX + 0.5, "left to right the image comes first: \(icon) \(title)")
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        let flippedTitle = try #require(button.titleLabel).frame, flippedIcon = try #require(button.imageView).frame
        expectNear(flippedIcon.minX, flippedTitle.maxX, tolerance: 0.5, "the image follows the title")
        expectNear((flippedTitle.minX + flippedIcon.maxX) / 2, 100, tolerance: 0.5, "the pair stays centred")
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .right)
        button.layoutIfNeeded()
        expectNear(try #require(button.imageView).frame.maxX, 200, tolerance: 0.5, "leading content ends at the right edge")

        var config = UIButton.Configuration.plain()
        config.title = "Next"
        config.image = image
        config.imagePadding = 6
        config.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        let configured = UIButton(configuration: config)
        configured.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        vc.view.addSubview(configured)
        configured.layoutIfNeeded()
        let ltrImage = try #require(configured.imageView).frame, ltrTitle = try #require(configured.titleLabel).frame
        #expect(ltrImage.maxX < ltrTitle.minX)
        screen.layoutDirection = .rightToLeft
        configured.layoutIfNeeded()
        let rtlImage = try #require(configured.imageView).frame, rtlTitle = try #require(configured.titleLabel).frame
        #expect(rtlImage.minX > rtlTitle.maxX, "the leading image is on the right: \(rtlImage) \(rtlTitle)")
        // The 30-point leading inset is on the right now: the content is centred in 0…170.
        expectNear((rtlTitle.minX + rtlImage.maxX) / 2, 85, tolerance: 1)
        expectNear((ltrImage.minX + ltrTitle.maxX) / 2, 115, tolerance: 1)
    }

    /// A classic cell right to left is the mirror image: the image at the right margin, the
    /// title to its left, the value and the disclosure chevron on the left (the chevron's ink
    /// left of the value's, pointing left: its tip is its leftmost ink).
    @Test func aTableCellIsMirroredRightToLeft() throws {
        let (screen, vc) = root(.rightToLeft)
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Value"
        cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
        cell.accessoryType = .disclosureIndicator
        cell.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        vc.view.backgroundColor = .white
        vc.view.addSubview(cell)
        screen.renderFrame()
        let image = try #require(cell.imageView).frame, title = try #require(cell.textLabel).frame
        let value = try #require(cell.detailTextLabel).frame
        #expect(cell.contentView.frame.maxX == 390 && cell.contentView.frame.minX == 38, "\(cell.contentView.frame)")
        expectNear(image.maxX, cell.contentView.bounds.width - 16, tolerance: 1e-9, "the image at the right margin")
        #expect(title.maxX <= image.minX && value.maxX <= title.minX, "\(value) \(title) \(image)")
        #expect(cell.detailTextLabel?.textAlignment == .left, "the value keeps to the trailing side")
        // The chevron: the dark-grey ink in the 38 points left of the content.
        var inkX: [Int] = [], tipRow = 0, tipX = Int.max
        for y in 100..<144 {
            for x in 0..<38 where (screen.pixel(at: CGPoint(x: x, y: y))?.red ?? 255) < 230 {
                inkX.append(x)
                if x < tipX { tipX = x; tipRow = y }
            }
        }
        #expect(!inkX.isEmpty)
        #expect(inkX.allSatisfy { $0 >= 14 && $0 < 26 }, "the chevron sits 16 points in from the left edge: \(inkX.min() ?? -1)...\(inkX.max() ?? -1)")
        #expect(abs(tipRow - 122) <= 1, "its leftmost ink is its tip, at the middle: it points left (row \(tipRow))")
    }

    /// The navigation bar right to left: the back button at the right with its chevron
    /// pointing right, a left (leading) item on the right, a right (trailing) item on the left;
    /// a tab bar's first item on the right.
    @Test func barsAreMirroredRightToLeft() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        screen.layoutDirection = .rightToLeft
        let a = UIViewController(), b = UIViewController()
        a.title = "Home"
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let tabs = UITabBarController()
        let other = UIViewController()
        nav.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 1)
        other.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 2)
        tabs.viewControllers = [nav, other]
        screen.makeWindow().rootViewController = tabs
        screen.renderFrame()
        let bar = nav.navigationBar
        let back = bar.backButton.frame
        #expect(back.maxX == 390 && !bar.backButton.isHidden, "\(back)")
        #expect(bar.backButton.chevron.frame.minX > bar.backButton.label.frame.minX, "the chevron right of the title")
        let edit = try #require(bar.subviews.first { ($0 as? BarButtonView)?.item.title == "Edit" })
        #expect(edit.frame.maxX < 100, "the right item is on the left: \(edit.frame)")
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }.sorted { $0.frame.minX < $1.frame.minX }
        try #require(buttons.count == 2)
        #expect(buttons.map(\.item.title) == ["Two", "One"], "the first tab on the right")
    }

    // MARK: Navigation

    /// Pushed right to left, the incoming screen comes from the left edge (half-way through
    /// the push it covers the left half); the edge swipe back starts at the right edge and
    /// drags leftwards.
    @Test func aNavigationControllerPushesFromTheLeftAndPopsFromTheRightEdge() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        screen.layoutDirection = .rightToLeft
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        let nav = UINavigationController(rootViewController: a)
        let window = screen.makeWindow()
        window.rootViewController = nav
        screen.renderFrame()
        nav.pushViewController(b, animated: true)
        screen.run(for: 0.175)
        let blue = RGBA(red: 0, green: 0, blue: 255)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 300)) == blue, "the new screen comes in from the left")
        #expect(screen.pixel(at: CGPoint(x: 300, y: 300)) != blue)
        screen.run(for: 0.5)
        #expect(screen.pixel(at: CGPoint(x: 300, y: 300)) == blue)
        // A swipe from the left edge does nothing; from the right edge leftwards it pops.
        screen.press(at: CGPoint(x: 5, y: 300))
        screen.drag(to: CGPoint(x: 250, y: 300), duration: 0.4)
        screen.release()
        screen.run(for: 1)
        #expect(nav.topViewController === b)
        screen.press(at: CGPoint(x: 315, y: 300))
        screen.drag(to: CGPoint(x: 60, y: 300), duration: 0.4)
        screen.release()
        screen.run(for: 1)
        #expect(nav.topViewController === a)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 255, green: 0, blue: 0))
    }
}
