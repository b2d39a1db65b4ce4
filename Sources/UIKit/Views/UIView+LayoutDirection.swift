import Foundation

/// Which way an interface is laid out: the direction of the writing system it is laid out for.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Left to right (English, and the default here).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew): leading edges are on the right.
    case rightToLeft = 1
}

/// What a view's content means for flipping it in a right-to-left layout (UIKit's raw values).
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// Flipped with the interface (the default).
    case unspecified = 0
    /// Playback controls (play, rewind, a playhead), which keep left to right.
    case playback = 1
    /// Directional controls (a text-alignment control, a D-pad), which keep left to right.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

extension UIView {
    /// The direction to arrange and draw this view's immediate content in: its
    /// `semanticContentAttribute` relative to its traits' `layoutDirection` (the screen's, which
    /// is the app's: see `UIApplication.userInterfaceLayoutDirection`).
    ///
    /// As in UIKit, the value does not pass down to subviews: a view forced right to left lays
    /// out its own content (the constraints it holds, a stack view's arranged subviews, a
    /// label's natural alignment) right to left, while each subview follows its own attribute.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection.interfaceDirection)
    }

    /// The direction implied by `attribute` in the app's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: LaunchOptions.current.layoutDirection)
    }

    /// The direction implied by `semanticContentAttribute` relative to `layoutDirection`:
    /// unspecified content follows it, playback and spatial content and forced left to right is
    /// left to right, forced right to left is right to left.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// Whether the view lays out its content right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The view's direction changed (its attribute, or its traits' direction): the constraints
    /// it holds are resolved again, it lays out and draws again.
    func layoutDirectionDidChange() {
        LayoutEngine.structureChanged(around: self)
        setNeedsLayout()
        setNeedsDisplay()
        directionDidChange()
    }
}

extension UITraitEnvironmentLayoutDirection {
    /// The interface direction of this trait value (the app's when unspecified).
    var interfaceDirection: UIUserInterfaceLayoutDirection {
        switch self {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        case .unspecified: LaunchOptions.current.layoutDirection
        }
    }
}

extension UIUserInterfaceLayoutDirection {
    /// The trait value of this direction.
    var traitValue: UITraitEnvironmentLayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
