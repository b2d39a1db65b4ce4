import Foundation
import Testing

extension PlaygroundCLITests.UnderXvfb {
    static let pageDownKeySymbol: UInt32 = 0xff56   // XK_Next
    static let homeKeySymbol: UInt32 = 0xff50       // XK_Home

    /// The zoom scene's grid under the pointer, real XTest keys: Page Down scrolls it a page (the
    /// visible 844 − 68 points of the hint bar's inset, less a 40-point line: 736), Home back.
    ///
    /// Read from the server's pixels: the white gap under the grid's first row (window y 222…228)
    /// turns into row 7's photos, and the gap under row 7 (content 1062…1068) comes up to 326…332,
    /// where row 1's photos were.
    @Test("Page Down and Home scroll the scroll view under the pointer (XTest keys, server pixels)")
    func pageDownScrollsTheGridUnderThePointer() async throws {
        try await withPlayground(["--scene", "zoom"]) { s in
            let white = RGB(255, 255, 255)
            let before = try await s.observer.waitForPixels(of: s.window, [(75, 225, white)], tolerance: 3)
            #expect(before.first??.isClose(to: white, tolerance: 3) == true, "the gap under the first row: \(before)")
            let photo = s.observer.pixel(of: s.window, x: 75, y: 329)
            #expect(photo?.isClose(to: white, tolerance: 3) == false, "row 1's photo at y 329: \(String(describing: photo))")

            s.input.setFocus(s.window)
            s.input.move(to: 195, 400)
            s.input.tap(keySymbol: Self.pageDownKeySymbol)
            let scrolled = try await s.observer.waitForPixels(of: s.window, [(75, 329, white)], tolerance: 3)
            #expect(scrolled.first??.isClose(to: white, tolerance: 3) == true, "row 7's gap came up to y 329: \(scrolled)")
            let row7 = s.observer.pixel(of: s.window, x: 75, y: 225)
            #expect(row7?.isClose(to: white, tolerance: 3) == false, "a photo where the first gap was: \(String(describing: row7))")

            s.input.tap(keySymbol: Self.homeKeySymbol)
            let home = try await s.observer.waitForPixels(of: s.window, [(75, 225, white)], tolerance: 3)
            #expect(home.first??.isClose(to: white, tolerance: 3) == true, "Home: back at the top: \(home)")
        }
    }
}
