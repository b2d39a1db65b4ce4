import Testing
import UIKit
import UIKitTesting

/// Traits: values, the screen's size classes, how they flow down windows, controllers,
/// presentations and views, and who hears a change, when, and in which order.
///
/// Expected orders come from UIKit's model: traits flow top-down (screen → window → root
/// controller → its view → subviews), so a controller hears of a change before its view and a
/// view before its subviews; a change that changes nothing is not announced.
@MainActor
@Suite struct UITraitCollectionTests {
    /// A view that logs its trait changes (name and previous style).
    final class LoggingView: UIView {
        var name = ""
        var log: EventLogBox?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?.events.append("\(name) \(previousTraitCollection?.userInterfaceStyle.description ?? "nil")→\(traitCollection.userInterfaceStyle)")
        }
    }

    final class LoggingController: UIViewController {
        var name = ""
        var log: EventLogBox?
        override func loadView() { view = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?.events.append("\(name) \(previousTraitCollection?.userInterfaceStyle.description ?? "nil")→\(traitCollection.userInterfaceStyle)")
        }
    }

    final class EventLogBox { var events: [String] = [] }

    /// A window with a logging root controller whose view has one logging subview.
    func makeHierarchy(_ screen: HeadlessScreen, log: EventLogBox) -> (UIWindow, LoggingController, LoggingView) {
        let window = screen.makeWindow()
        let root = LoggingController()
        root.name = "root"; root.log = log
        window.rootViewController = root
        (root.view as! LoggingView).name = "rootView"
        (root.view as! LoggingView).log = log
        let sub = LoggingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        sub.name = "sub"; sub.log = log
        root.view.addSubview(sub)
        return (window, root, sub)
    }

    // MARK: Values

    @Test func collectionsAreValuesThatCombineLaterSpecifiedTraitsWinning() {
        #expect(UITraitCollection(userInterfaceStyle: .dark) == UITraitCollection(userInterfaceStyle: .dark))
        #expect(UITraitCollection(userInterfaceStyle: .dark) != UITraitCollection(userInterfaceStyle: .light))
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(),   // unspecified overrides nothing
        ])
        #expect(combined.userInterfaceStyle == .light && combined.displayScale == 2)
        #expect(combined.horizontalSizeClass == .unspecified && combined.preferredContentSizeCategory == .unspecified)

        let built = UITraitCollection { $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .compact }
        #expect(built == UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact)]))
        let modified = built.modifyingTraits { $0.userInterfaceLevel = .elevated }
        #expect(modified.userInterfaceLevel == .elevated && modified.userInterfaceStyle == .dark && built.userInterfaceLevel == .unspecified)

        #expect(built.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!built.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(built.containsTraits(in: nil))
        #expect(built.hasDifferentColorAppearance(comparedTo: nil))
        #expect(built.hasDifferentColorAppearance(comparedTo: modified))          // the level
        #expect(!built.hasDifferentColorAppearance(comparedTo: built.modifyingTraits { $0.horizontalSizeClass = .regular }))
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
    }

    @Test func sizeClassesAndIdiomFollowTheScreensShape() {
        let phone = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 3).screen.traitCollection
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular)
        #expect(phone.userInterfaceIdiom == .phone && phone.displayScale == 3)
        #expect(phone.userInterfaceStyle == .light && phone.preferredContentSizeCategory == .large)
        let landscape = HeadlessScreen(size: CGSize(width: 844, height: 390)).screen.traitCollection
        #expect(landscape.horizontalSizeClass == .compact && landscape.verticalSizeClass == .compact)
        let maxLandscape = HeadlessScreen(size: CGSize(width: 932, height: 430)).screen.traitCollection
        #expect(maxLandscape.horizontalSizeClass == .regular && maxLandscape.verticalSizeClass == .compact)
        let pad = HeadlessScreen(size: CGSize(width: 1024, height: 768)).screen.traitCollection
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular && pad.userInterfaceIdiom == .pad)
    }

    @Test func resizingTheScreenChangesTheSizeClassesOfItsViews() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var heard: [UIUserInterfaceSizeClass] = []
        view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (view: UIView, previous: UITraitCollection) in
            heard.append(previous.verticalSizeClass)
        }
        screen.resize(to: CGSize(width: 844, height: 390))
        screen.renderFrame()
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(heard == [.regular])
    }

    // MARK: Propagation and overrides

    @Test func overridesFlowDownButNotIntoAPresentedController() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let log = EventLogBox()
        let (window, root, sub) = makeHierarchy(screen, log: log)
        screen.renderFrame()
        #expect(sub.traitCollection.userInterfaceStyle == .light)

        root.overrideUserInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark && sub.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .light)

        // As on iOS, a controller's override does not reach what it presents (the presentation
        // lives in the window); the window's does. A sheet is at the elevated level.
        let presented = UIViewController()
        root.present(presented, animated: false)
        screen.renderFrame()
        #expect(presented.traitCollection.userInterfaceStyle == .light)
        #expect(presented.traitCollection.userInterfaceLevel == .elevated)
        #expect(root.traitCollection.userInterfaceLevel == .base)
        window.overrideUserInterfaceStyle = .dark
        #expect(presented.traitCollection.userInterfaceStyle == .dark)
        #expect(presented.view.traitCollection.userInterfaceStyle == .dark)
        #expect(presented.presentationController?.traitCollection.userInterfaceStyle == .dark)

        // The presentation controller's overrides reach the presented controller.
        presented.presentationController?.traitOverrides.userInterfaceStyle = .light
        #expect(presented.view.traitCollection.userInterfaceStyle == .light)

        // traitOverrides and overrideUserInterfaceStyle are one override.
        window.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(window.overrideUserInterfaceStyle == .unspecified && !window.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        sub.traitOverrides.userInterfaceStyle = .light
        #expect(sub.overrideUserInterfaceStyle == .light && sub.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aParentOverridesTraitsOfAChild() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let parent = UIViewController()
        window.rootViewController = parent
        let child = LoggingController()
        let log = EventLogBox()
        child.name = "child"; child.log = log
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.traitCollection.horizontalSizeClass == .compact)

        parent.setOverrideTraitCollection(UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(userInterfaceStyle: .dark)]), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        #expect(log.events == ["child light→dark"])
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.view.traitCollection.horizontalSizeClass == .compact && child.view.traitCollection.userInterfaceStyle == .light)
    }

    @Test func traitCollectionDidChangeComesOncePerRealChangeTopDown() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let log = EventLogBox()
        let (window, root, sub) = makeHierarchy(screen, log: log)
        screen.renderFrame()
        #expect(log.events.isEmpty, "first traits are not a change")

        window.overrideUserInterfaceStyle = .dark
        // The window is a plain UIWindow (it does not log): the controller, then its view, then the subview.
        #expect(log.events == ["root light→dark", "rootView light→dark", "sub light→dark"])

        log.events.removeAll()
        window.overrideUserInterfaceStyle = .dark          // the same again
        sub.overrideUserInterfaceStyle = .dark             // what it already inherits
        root.overrideUserInterfaceStyle = .dark
        screen.userInterfaceStyle = .light                 // what the screen already is
        #expect(log.events.isEmpty)

        window.overrideUserInterfaceStyle = .unspecified   // root's own override keeps everything dark
        #expect(log.events.isEmpty)
        root.overrideUserInterfaceStyle = .unspecified
        #expect(log.events == ["root dark→light", "rootView dark→light"], "sub still overrides dark")
    }

    @Test func theScreensStyleReachesEveryView() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let log = EventLogBox()
        let (_, _, sub) = makeHierarchy(screen, log: log)
        screen.userInterfaceStyle = .dark
        #expect(sub.traitCollection.userInterfaceStyle == .dark)
        #expect(log.events == ["root light→dark", "rootView light→dark", "sub light→dark"])
    }

    @Test func aViewMovedIntoADarkWindowHearsTheChangeOnce() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        window.overrideUserInterfaceStyle = .dark
        let log = EventLogBox()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.name = "view"; view.log = log
        #expect(view.traitCollection.userInterfaceStyle == .light)   // never in a window: light
        window.addSubview(view)
        #expect(log.events == ["view light→dark"])
        view.removeFromSuperview()                                   // keeps its last traits
        window.addSubview(view)
        #expect(log.events == ["view light→dark"])
    }

    @Test func theStatusBarsDefaultStyleFollowsTheInterfaceStyle() {
        UIApplication.shared.statusBarHiddenByApplication = nil
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let root = UIViewController()
        root.view.backgroundColor = UIColor(white: 0.5, alpha: 1)   // both contents show on grey
        window.rootViewController = root
        screen.renderFrame()
        // A point inside the battery's charge (see StatusBarTests).
        let battery = CGPoint(x: 345, y: 25)
        #expect(Int(screen.pixel(at: battery)?.red ?? 0) < 20, "dark content in light mode")
        window.overrideUserInterfaceStyle = .dark
        screen.renderFrame()
        #expect(Int(screen.pixel(at: battery)?.red ?? 0) > 235, "light content in dark mode")
        window.overrideUserInterfaceStyle = .light
        screen.renderFrame()
        #expect(Int(screen.pixel(at: battery)?.red ?? 0) < 20)
    }

    // MARK: The iOS 17 registration API

    @Test func aRegisteredHandlerRunsOncePerChangeOfItsTraits() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        var calls: [(UIUserInterfaceStyle, UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        let registration = controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (vc: UIViewController, previous: UITraitCollection) in
            calls.append((previous.userInterfaceStyle, vc.traitCollection.userInterfaceStyle, UITraitCollection.current.userInterfaceStyle))
        }
        window.traitOverrides.horizontalSizeClass = .regular      // not a trait it asked for
        #expect(calls.isEmpty)
        window.overrideUserInterfaceStyle = .dark
        #expect(calls.count == 1 && calls.first! == (.light, .dark, .dark))
        window.overrideUserInterfaceStyle = .dark
        #expect(calls.count == 1)
        controller.unregisterForTraitChanges(registration)
        window.overrideUserInterfaceStyle = .light
        #expect(calls.count == 1)
    }

    final class Restyler: NSObject {
        var count = 0
        func restyle() { count += 1 }
    }

    @Test func aTargetActionRegistrationCallsTheMethodAndHoldsTheTargetWeakly() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let view = UIView()
        window.addSubview(view)
        let target = Restyler()
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self], target: target, action: Restyler.restyle)
        screen.userInterfaceStyle = .dark
        #expect(target.count == 1)
        weak var gone: Restyler?
        do {
            let temporary = Restyler()
            gone = temporary
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: temporary, action: Restyler.restyle)
        }
        #expect(gone == nil)
        screen.userInterfaceStyle = .light
        #expect(target.count == 2)
    }

    // MARK: The current collection

    @Test func currentIsTheTraitsBeingResolvedFor() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        dark.performAsCurrent {
            #expect(UITraitCollection.current == dark)
            UITraitCollection(userInterfaceLevel: .elevated).performAsCurrent {
                #expect(UITraitCollection.current.userInterfaceLevel == .elevated)
            }
            #expect(UITraitCollection.current == dark)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)

        final class Probe: UIView {
            var seen: [UIUserInterfaceStyle] = []
            override func draw(_ rect: CGRect) { seen.append(UITraitCollection.current.userInterfaceStyle) }
        }
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
        let window = screen.makeWindow()
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        probe.overrideUserInterfaceStyle = .dark
        window.addSubview(probe)
        screen.renderFrame()
        #expect(probe.seen == [.dark])
        probe.overrideUserInterfaceStyle = .light                 // a new appearance redraws
        screen.renderFrame()
        #expect(probe.seen == [.dark, .light])
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    // MARK: Where the style comes from

    @Test func theStyleComesFromTheEnvironmentOrTheDesktop() {
        #expect(LaunchOptions(arguments: ["app"], environment: ["UIKIT_INTERFACE_STYLE": "dark"]).interfaceStyle == .dark)
        #expect(LaunchOptions(arguments: ["app"], environment: ["UIKIT_INTERFACE_STYLE": "Light"]).interfaceStyle == .light)
        let bad = LaunchOptions(arguments: ["app"], environment: ["UIKIT_INTERFACE_STYLE": "dim"])
        #expect(bad.interfaceStyle == nil && bad.problems.count == 1)
        #expect(LaunchOptions(arguments: ["app"], environment: [:]).interfaceStyle == nil)

        #expect(DesktopAppearance.style(environment: ["GTK_THEME": "Adwaita:dark"], colorScheme: { "'default'\n" }) == .dark)
        #expect(DesktopAppearance.style(environment: [:], colorScheme: { "'prefer-dark'\n" }) == .dark)
        #expect(DesktopAppearance.style(environment: [:], colorScheme: { "'prefer-light'\n" }) == .light)
        #expect(DesktopAppearance.style(environment: ["GTK_THEME": "Adwaita"], colorScheme: { nil }) == .light)
    }
}
