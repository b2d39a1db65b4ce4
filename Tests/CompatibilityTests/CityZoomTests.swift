import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Drives the cities (CityZoom.swift) as a user would: open a city, page to the next one, go
/// back; drag a presented city away, and find the map keeps its drags.
@MainActor
@Suite(.serialized) struct CityZoomTests {
    let screen = HeadlessScreen(size: CGSize(width: 350, height: 700))
    let window: UIWindow
    let list = CityListViewController()
    let navigation: UINavigationController

    init() {
        window = screen.makeWindow()
        navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        screen.run(for: 0.1)
    }

    func frame(ofCity index: Int) throws -> CGRect {
        let cell = try #require(list.cell(forCity: index))
        return cell.convert(cell.bounds, to: nil)
    }

    /// The frame the city's page is shown in (its card, while a zoom runs).
    func shownFrame(_ city: CityViewController) -> CGRect {
        let holder = city.view.superview!
        return holder.superview!.convert((holder.layer.presentation() ?? holder.layer).frame, to: nil)
    }

    @Test func thePageClosesIntoTheCellOfTheCityItShowsNow() throws {
        let first = try frame(ofCity: 1)
        screen.click(at: CGPoint(x: first.midX, y: first.midY), thenRun: 0.8)
        let city = try #require(navigation.topViewController as? CityViewController)
        #expect(city.index == 1)
        let next = city.nextButton.convert(city.nextButton.bounds, to: nil)
        screen.click(at: CGPoint(x: next.midX, y: next.midY), thenRun: 0.1)
        #expect(city.index == 2 && city.title == "Kyoto")
        navigation.popViewController(animated: true)
        screen.run(for: 0.35)
        // Near the end the card is nearly Kyoto's cell, not Oslo's.
        let target = try frame(ofCity: 2)
        let card = shownFrame(city)
        expectNear(card.midX, target.midX, tolerance: 25, "towards Kyoto's cell")
        expectNear(card.midY, target.midY, tolerance: 40)
        screen.run(for: 0.6)
        #expect(navigation.topViewController === list)
        expectPixel(screen.pixel(at: CGPoint(x: target.midX, y: target.midY)), near: RGBA(red: 52, green: 199, blue: 89),
                    tolerance: 2, "Kyoto's cell (system green) shows again")
    }

    @Test func aPresentedCityIsDraggedAwayButNotByItsMap() throws {
        list.presentCity(4)
        screen.run(for: 0.8)
        let city = try #require(list.presentedViewController as? CityViewController)
        let map = city.map.convert(city.map.bounds, to: nil)
        // A drag on the map is the map's.
        screen.press(at: CGPoint(x: map.midX, y: map.minY + 10))
        screen.drag(to: CGPoint(x: map.midX, y: map.minY + 150), duration: 0.15)
        screen.release()
        screen.run(for: 0.8)
        #expect(list.presentedViewController === city)
        // One above it takes the city away, the list dimmed by 40 % black meanwhile.
        screen.press(at: CGPoint(x: 175, y: 200))
        screen.drag(to: CGPoint(x: 175, y: 300), duration: 0.15)
        screen.hold(for: 0.05)
        let dimmedWhite = 255 * (1 - 0.4 * (1 - 100.0 / 700))
        let corner = try #require(screen.pixel(at: CGPoint(x: 4, y: 696)))
        expectNear(Double(corner.red), dimmedWhite, tolerance: 3, "the list, dimmed")
        screen.drag(to: CGPoint(x: 175, y: 500), duration: 0.1)
        screen.release()
        screen.run(for: 1)
        #expect(list.presentedViewController == nil)
    }
}
