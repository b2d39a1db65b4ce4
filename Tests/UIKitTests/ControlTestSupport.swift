import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Shared helpers for the control suites: a white screen with one control, event recording and
/// pixel searches over a rectangle.
@MainActor
enum ControlScene {
    /// A white `size` screen whose window holds `view`, rendered once.
    static func show(_ view: UIView, size: CGSize = CGSize(width: 390, height: 300)) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: size)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(view)
        screen.renderFrame()
        return (screen, window)
    }

    /// Records the events a control sends, by name, in order (a run of the same drag event is one entry).
    static func record(_ control: UIControl, into log: EventLog) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { _ in
                if name.hasPrefix("touchDrag"), log.events.last == name { return }
                log.add(name)
            }, for: event)
        }
    }

    /// The point in `rect` (screen points) whose pixel has the smallest `channel` value.
    static func extreme(in screen: HeadlessScreen, rect: CGRect, darkest: Bool = true,
                        channel: KeyPath<RGBA, UInt8> = \.red) -> (CGPoint, RGBA)? {
        var best: (CGPoint, RGBA)?
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = CGPoint(x: x, y: y)
                guard let c = screen.pixel(at: p) else { continue }
                if let b = best, darkest ? c[keyPath: channel] >= b.1[keyPath: channel] : c[keyPath: channel] <= b.1[keyPath: channel] { continue }
                best = (p, c)
            }
        }
        return best
    }

    /// `color` at `alpha` over white, as 0…255 components.
    static func overWhite(_ color: UIColor, alpha: CGFloat) -> RGBA {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        func mix(_ c: CGFloat) -> UInt8 { UInt8(((c * alpha * a + (1 - alpha * a)) * 255).rounded()) }
        return RGBA(red: mix(r), green: mix(g), blue: mix(b))
    }
}
