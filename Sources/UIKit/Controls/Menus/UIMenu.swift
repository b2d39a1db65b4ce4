import Foundation

/// An element of a menu: the common base of `UIAction` and `UIMenu`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title (an action's or a menu's; empty for a deferred element).
    open var title: String { "" }
    /// A second line under the title (iOS 15).
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage? { nil }

    /// How an element behaves and looks in a menu (Apple's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the element destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu up (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked (Apple's raw values).
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }
}

/// A menu: a title and its children (actions and submenus), as a button's `menu`, a bar button
/// item's `menu` and a context menu's action provider hold it. Shown as a list of rows near what
/// opened it (`MenuPresenter`): a submenu opens in place, a `displayInline` one is a section of
/// its parent.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (Apple's raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child is selected at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// How large the elements of a menu shown as a row of icons are (iOS 16); rows here are
    /// always `.large`.
    public enum ElementSize: Int, Sendable {
        case small = 0, medium = 1, large = 2
        /// The size the system picks (iOS 17).
        case automatic = -1
    }

    private let titleStorage: String, imageStorage: UIImage?
    /// The menu's title.
    open override var title: String { titleStorage }
    /// The size of the elements (default `.large`).
    open var preferredElementSize: ElementSize = .large
    /// The menu's image.
    open override var image: UIImage? { imageStorage }
    /// The menu's identifier.
    public let identifier: Identifier
    /// The menu's options.
    public let options: Options
    /// The menu's actions and submenus.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        titleStorage = title
        self.preferredElementSize = preferredElementSize
        imageStorage = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init()
        self.subtitle = subtitle
    }

    /// A copy of the menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}

/// A placeholder in a menu whose elements come later (iOS 14): the menu shows a dimmed
/// "Loading…" row where it stands and asks the provider when the menu opens; the elements the
/// provider hands back take the row's place, in the menu that is up. A cached element keeps
/// them for later showings (`init`); an uncached one asks again each time (`uncached`).
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    let isCached: Bool
    /// The elements handed back, kept for a cached element.
    var cachedElements: [UIMenuElement]?

    /// A cached element: the provider is asked once.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = true
        super.init()
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = false
        super.init()
    }

    /// An element whose provider is asked each time the menu opens (iOS 15). Returns
    /// `UIDeferredMenuElement` where iOS declares `Self`.
    open class func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Asks the provider; `completion` gets the elements once, on the main actor (a provider
    /// that answers from another thread is heard on the main queue).
    func provide(_ completion: @escaping ([UIMenuElement]) -> Void) {
        final class Answer: @unchecked Sendable {
            var given = false
            let completion: ([UIMenuElement]) -> Void
            init(_ completion: @escaping ([UIMenuElement]) -> Void) { self.completion = completion }
            @MainActor func give(_ elements: [UIMenuElement]) {
                guard !given else { return }
                given = true
                completion(elements)
            }
        }
        let answer = Answer(completion)
        provider { elements in
            if isRunningOnMainActor {
                MainActor.assumeIsolated { answer.give(elements) }
            } else {
                nonisolated(unsafe) let elements = elements
                DispatchQueue.main.async { MainActor.assumeIsolated { answer.give(elements) } }
            }
        }
    }
}
