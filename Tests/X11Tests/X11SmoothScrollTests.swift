import CoreGraphics
import Foundation
import Testing
import WindowSystem

/// XInput2 smooth scrolling: valuator sequences as a touchpad or a high-resolution wheel sends
/// them, turned into points (headless), and the backend under Xvfb, whose devices have no
/// scroll classes, so its wheel clicks stay buttons 4–7.
@MainActor
struct X11SmoothScrollTests {
    typealias Axis = SmoothScrollConverter.Axis
    /// A touchpad as libinput's X driver describes it: valuators 2 (horizontal) and 3 (vertical).
    static let touchpadAxes = [Axis(valuator: 2, horizontal: true, increment: 15), Axis(valuator: 3, horizontal: false, increment: 15)]

    @Test("the first value is a baseline; each change is its share of an increment times a wheel click's 48 points")
    func baselineAndDeltas() {
        var scrolling = SmoothScrollConverter()
        scrolling.setDevice(11, axes: Self.touchpadAxes, continuous: true)
        #expect(scrolling.scroll(device: 11, values: [3: 1500]) == nil, "the absolute value the device had")
        let steps: [Double] = [1507.5, 1522.5, 1521]
        let deltas = steps.compactMap { scrolling.scroll(device: 11, values: [3: $0]) }
        #expect(deltas.count == 3 && deltas.allSatisfy { $0.continuous && $0.delta.dx == 0 })
        #expect(zip(deltas.map(\.delta.dy), [24, 48, -4.8]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(deltas.map(\.delta))")
    }

    @Test("both axes in one event; the horizontal one scrolls sideways; other valuators change nothing")
    func bothAxes() {
        var scrolling = SmoothScrollConverter()
        scrolling.setDevice(11, axes: Self.touchpadAxes, continuous: true)
        _ = scrolling.scroll(device: 11, values: [0: 40, 1: 50, 2: -30, 3: 90])
        let step = scrolling.scroll(device: 11, values: [0: 41, 1: 52, 2: -37.5, 3: 105])
        #expect(step?.delta == CGVector(dx: -24, dy: 48))
        #expect(scrolling.scroll(device: 11, values: [0: 60, 1: 70]) == nil, "pointer motion alone scrolls nothing")
        #expect(scrolling.scroll(device: 11, values: [2: -37.5]) == nil, "an unchanged value scrolls nothing")
    }

    @Test("a wheel's increment is one click; a negative increment scrolls the other way; a device with none has no scroll classes")
    func increments() {
        var scrolling = SmoothScrollConverter()
        scrolling.setDevice(8, axes: [Axis(valuator: 2, horizontal: false, increment: 120)], continuous: false)
        scrolling.setDevice(9, axes: [Axis(valuator: 3, horizontal: false, increment: -1)], continuous: false)
        scrolling.setDevice(10, axes: [Axis(valuator: 3, horizontal: false, increment: 0),
                                       Axis(valuator: 4, horizontal: true, increment: .nan)], continuous: false)
        _ = scrolling.scroll(device: 8, values: [2: 0])
        _ = scrolling.scroll(device: 9, values: [3: 0])
        let clicks = scrolling.scroll(device: 8, values: [2: 360])
        #expect(clicks?.delta == CGVector(dx: 0, dy: 144) && clicks?.continuous == false, "three clicks down")
        #expect(scrolling.scroll(device: 8, values: [2: 300])?.delta == CGVector(dx: 0, dy: -24), "half a click up")
        #expect(scrolling.scroll(device: 9, values: [3: 2])?.delta == CGVector(dx: 0, dy: -96), "natural scrolling")
        #expect(scrolling.hasScrollClasses(8) && scrolling.hasScrollClasses(9))
        #expect(!scrolling.hasScrollClasses(10) && !scrolling.hasScrollClasses(12), "unusable increments, unknown device")
        #expect(scrolling.scroll(device: 12, values: [3: 5]) == nil)
        #expect(scrolling.scroll(device: 8, values: [2: .infinity]) == nil, "a value that is not finite is not a baseline")
        #expect(scrolling.scroll(device: 8, values: [2: 420])?.delta == CGVector(dx: 0, dy: 48))
    }

    @Test("after the pointer leaves or the device changes, the next value is a baseline again")
    func resets() {
        var scrolling = SmoothScrollConverter()
        scrolling.setDevice(11, axes: Self.touchpadAxes, continuous: true)
        _ = scrolling.scroll(device: 11, values: [3: 100])
        #expect(scrolling.scroll(device: 11, values: [3: 115])?.delta.dy == 48)
        scrolling.forgetValues()   // left the window; scrolled elsewhere meanwhile
        #expect(scrolling.scroll(device: 11, values: [3: 400]) == nil, "not 285 values' worth of scrolling")
        #expect(scrolling.scroll(device: 11, values: [3: 407.5])?.delta.dy == 24)
        scrolling.setDevice(11, axes: [Axis(valuator: 5, horizontal: false, increment: 30)], continuous: true)   // device changed
        #expect(scrolling.scroll(device: 11, values: [5: 900]) == nil)
        #expect(scrolling.scroll(device: 11, values: [3: 500]) == nil, "valuator 3 scrolls no more")
        #expect(scrolling.scroll(device: 11, values: [5: 915])?.delta.dy == 24, "the new increment")
        scrolling.removeAllDevices()
        #expect(!scrolling.hasScrollClasses(11))
    }

    @Test("under Xvfb the backend uses XInput 2.1+, and the XTest wheel (no scroll classes) still clicks buttons 4 and 5, once each")
    func wheelFallback() throws {
        try withXvfb { server in
            let backend = try server.openBackend(size: CGSize(width: 100, height: 100), title: "xi2 wheel")
            let version = try #require(backend.xinputVersion, "the server offers XInput2")
            #expect(version.major > 2 || (version.major == 2 && version.minor >= 1), "XInput \(version)")
            let client = try XClient(server)
            client.movePointer(to: 10, 20)
            for button: UInt32 in [4, 5, 5] {
                client.button(button, down: true)
                client.button(button, down: false)
            }
            client.movePointer(to: 30, 25)
            client.sync()
            let end = CGPoint(x: 30, y: 25)
            let events = backend.events(untilFirst: { if case .pointerMoved(let p, _, _) = $0 { p == end } else { false } })
            let presses = events.compactMap { event -> Int? in if case .pointerDown(let b, _, _, _) = event { b } else { nil } }
            let releases = events.compactMap { event -> Int? in if case .pointerUp(let b, _, _, _) = event { b } else { nil } }
            #expect(presses == [4, 5, 5] && releases == [4, 5, 5], "\(events)")
            #expect(!events.contains { if case .scrolled = $0 { true } else { false } }, "no scroll classes, no precise scrolling")
            let first = events.first { if case .pointerDown = $0 { true } else { false } }
            #expect(first?.withoutTimestamp == .pointerDown(button: 4, location: CGPoint(x: 10, y: 20), timestamp: 0, modifiers: []),
                    "the click where the pointer is")
        }
    }
}
