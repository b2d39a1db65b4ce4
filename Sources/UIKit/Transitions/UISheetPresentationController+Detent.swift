import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at: the system's `.medium()` and `.large()`, or one an app
    /// computes (`.custom(identifier:resolver:)`).
    ///
    /// A detent's value is a height within the sheet's safe area: the sheet is that tall plus
    /// the container's bottom safe-area inset. `.large()` is the tallest a sheet can be (the
    /// context's `maximumDetentValue`, the container's height less the gap above the sheet);
    /// `.medium()` is half of that here (Apple documents "approximately half the height of the
    /// screen") and is inactive in a vertically compact environment.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// Names a detent: `.medium`, `.large`, or one an app gives a custom detent.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }

        /// The detent's identifier (iOS 16).
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The sheet at its full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The sheet at about half its full height; inactive in a vertically compact environment.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : (context.maximumDetentValue / 2).rounded()
            }
        }

        /// A detent whose height `resolver` computes from the sheet's context each time the sheet
        /// is laid out (or `invalidateDetents()` is called). Returning nil makes the detent
        /// inactive there; a value above `maximumDetentValue` is taken as the maximum. Without an
        /// identifier, the detent gets a unique one.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom." + UUID().uuidString), resolver: resolver)
        }

        /// The detent's value in `context` (nil: inactive there).
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }

        public override var description: String { "<Detent \(identifier.rawValue)>" }
    }
}

/// What a custom detent's resolver is given: the traits of the sheet's container and the
/// tallest value a detent can have.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent can have (the `.large()` detent's).
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        super.init()
    }
}

/// What a sheet presentation controller's delegate hears, besides everything a presentation
/// controller's delegate does: that the user moved the sheet to another detent. Every method
/// is optional.
///
/// (`UISheetPresentationController.delegate` keeps its superclass's type here, so a delegate
/// of this protocol is set as on iOS; reading the property back gives the adaptive delegate.)
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent: `selectedDetentIdentifier` is the new
    /// one. Not called when the app sets it.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
