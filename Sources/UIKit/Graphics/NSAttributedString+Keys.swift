import Foundation

// The attribute names UIKit adds to Foundation's (swift-corelibs-foundation has none for text
// styling): what `UIButton.setAttributedTitle(_:for:)` and
// `UISegmentedControl.setTitleTextAttributes(_:for:)` read.
extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`), as UIKit defines it.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a `UIColor`), as UIKit defines it.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
