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
