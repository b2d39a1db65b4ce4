import Foundation

extension AttributeScopes {
    /// The text attributes UIKit adds to `AttributedString` and `AttributeContainer`: the font and
    /// the text colour (`container.font = .systemFont(ofSize: 15)`). The names are the
    /// `NSAttributedString.Key`s of the same meaning.
    public struct UIKitAttributes: AttributeScope {
        /// The font of the text.
        public let font: FontAttribute
        /// The colour of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// Foundation's own attributes.
        public let foundation: FoundationAttributes

        /// The font of the text (a `UIFont`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        /// The colour of the text (a `UIColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }
    }

    /// UIKit's attribute scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Reaches UIKit's attributes by name: `container.font`, `run.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
