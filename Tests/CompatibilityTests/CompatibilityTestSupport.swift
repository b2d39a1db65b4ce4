import Foundation
import Testing
import UIKitTesting

/// The colours the compatibility tests' client programs paint with. (The timing curves worked
/// out by hand, the pixel expectation and the leftover-animation check are in TestSupport.)
@MainActor
enum Compat {
    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255)
    static let green = RGBA(red: 0, green: 255, blue: 0)
    static let white = RGBA(red: 255, green: 255, blue: 255)
}
