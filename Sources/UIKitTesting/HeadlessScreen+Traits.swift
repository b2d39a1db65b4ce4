import Foundation
import UIKit

extension HeadlessScreen {
    /// The screen's light or dark appearance, as the desktop's setting would give it (light by
    /// default). Changing it updates the traits of the screen's windows, as a switch of the
    /// system appearance does on iOS.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { screen.systemUserInterfaceStyle }
        set { screen.systemUserInterfaceStyle = newValue == .unspecified ? .light : newValue }
    }
}

extension HeadlessScreen {
    /// The layout direction of the screen's windows, as an app launched right to left gets it
    /// (left to right by default; the main screen's comes from `LaunchOptions`). Changing it
    /// updates the traits of the screen's windows: their views lay out again.
    public var layoutDirection: UIUserInterfaceLayoutDirection {
        get { screen.systemLayoutDirection }
        set { screen.systemLayoutDirection = newValue }
    }
}
