import Foundation

/// A rectangle in a view that takes part in Auto Layout without being a view: spacing between
/// views, or the system's guides (`safeAreaLayoutGuide`, `layoutMarginsGuide`,
/// `readableContentGuide`).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView? {
        didSet { if owningView !== oldValue { LayoutEngine.structureChanged(around: owningView ?? oldValue) } }
    }
    /// A name for debugging (Auto Layout's messages show it).
    open var identifier: String = ""
    /// The guide's rectangle in its owning view's coordinates, as the last layout found it.
    open var layoutFrame: CGRect { LayoutEngine.frame(of: self) }

    /// What the system guides follow (`scrollContent`/`scrollFrame`: a scroll view's content
    /// and frame layout guides).
    /// (`topLayoutSupport`/`bottomLayoutSupport`: a view controller's `topLayoutGuide` and
    /// `bottomLayoutGuide`; `offset`: an ``OffsetLayoutGuide``.)
    enum Kind { case custom, safeArea, margins, readableContent, scrollContent, scrollFrame, topLayoutSupport, bottomLayoutSupport, offset }
    let kind: Kind

    public override init() {
        kind = .custom
        super.init()
    }

    init(system kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        super.init()
        self.identifier = identifier
        owningView = owner
    }
}

extension UIView {
    /// The guides added to the view (the system guides are not listed until asked for; the
    /// guides behind `anchorWithOffset(to:)` are not listed).
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides.filter { $0.kind != .offset } }

    /// Adds a guide; it takes part in layout in the view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard !autoLayout.guides.contains(where: { $0 === layoutGuide }) else { return }
        autoLayout.guides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a guide (its constraints stop taking part in layout).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let i = autoLayout.guides.firstIndex(where: { $0 === layoutGuide }) else { return }
        autoLayout.guides.remove(at: i)
        layoutGuide.owningView = nil
    }

    private func systemGuide(_ kind: UILayoutGuide.Kind, _ name: String) -> UILayoutGuide {
        systemGuide(kind) { UILayoutGuide(system: kind, owner: self, identifier: name) }
    }

    /// The view's guide of `kind`, made by `make` and added the first time it is asked for.
    private func systemGuide<Guide: UILayoutGuide>(_ kind: UILayoutGuide.Kind, make: () -> Guide) -> Guide {
        if let g = autoLayout.guides.lazy.compactMap({ $0 as? Guide }).first(where: { $0.kind == kind }) { return g }
        let g = make()
        autoLayout.guides.append(g)
        return g
    }

    /// A view controller's `topLayoutGuide` or `bottomLayoutGuide` in this (its root) view.
    func layoutSupportGuide(top: Bool) -> LayoutSupportGuide {
        let kind: UILayoutGuide.Kind = top ? .topLayoutSupport : .bottomLayoutSupport
        return systemGuide(kind) {
            LayoutSupportGuide(system: kind, owner: self, identifier: top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide")
        }
    }

    /// The part of the view not covered by bars and the system's insets (status bar, home indicator).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }
    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, "UIViewLayoutMarginsGuide") }
    /// A width of text that is comfortable to read (at most 672 points, centred within the margins).
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent, "UIViewReadableContentGuide") }
}

/// The part of a view controller's view its bars and the system overlay, at the top
/// (`topLayoutGuide`: from the view's top edge down to its safe area) or at the bottom
/// (`bottomLayoutGuide`: from the safe area's bottom to the view's bottom edge), as iOS 7–10
/// expressed it. Its `length` is the safe area's inset on that side.
@MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the bars reach into the view on this side, in points.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height (`length`).
    var heightAnchor: NSLayoutDimension { get }
}

/// A view controller's top or bottom layout guide: a layout guide of its view that Auto Layout
/// keeps on the safe area's inset (see `UILayoutSupport`).
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return kind == .topLayoutSupport ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

/// The distance between two anchors on one axis, as a size (`anchorWithOffset(to:)`): a guide,
/// owned by the anchors' closest common ancestor, whose width (or height) Auto Layout keeps
/// equal to the second anchor's position minus the first's (negative when the second comes
/// first). One guide serves every request for the same two anchors.
final class OffsetLayoutGuide: UILayoutGuide {
    weak var fromItem: AnyObject?
    weak var toItem: AnyObject?
    let fromAttribute: NSLayoutConstraint.Attribute, toAttribute: NSLayoutConstraint.Attribute
    let isHorizontal: Bool

    private init(from: (AnyObject, NSLayoutConstraint.Attribute), to: (AnyObject, NSLayoutConstraint.Attribute),
                 horizontal: Bool, owner: UIView) {
        fromItem = from.0
        fromAttribute = from.1
        toItem = to.0
        toAttribute = to.1
        isHorizontal = horizontal
        super.init(system: .offset, owner: owner, identifier: "NSLayoutAnchorOffset")
    }

    /// The guide measuring from `from` to `to` (made and added to the owner if needed), or nil
    /// when the anchors' items are gone or in different view trees.
    static func guide(from: (AnyObject?, NSLayoutConstraint.Attribute), to: (AnyObject?, NSLayoutConstraint.Attribute),
                      horizontal: Bool) -> OffsetLayoutGuide? {
        guard let a = from.0, let b = to.0, let first = LayoutEngine.owningView(of: a), let second = LayoutEngine.owningView(of: b),
              let owner = LayoutEngine.commonAncestor(first, second) else { return nil }
        if let existing = owner.autoLayout.guides.lazy.compactMap({ $0 as? OffsetLayoutGuide }).first(where: {
            $0.fromItem === a && $0.fromAttribute == from.1 && $0.toItem === b && $0.toAttribute == to.1
        }) { return existing }
        let guide = OffsetLayoutGuide(from: (a, from.1), to: (b, to.1), horizontal: horizontal, owner: owner)
        owner.autoLayout.guides.append(guide)
        LayoutEngine.structureChanged(around: owner)
        return guide
    }
}
