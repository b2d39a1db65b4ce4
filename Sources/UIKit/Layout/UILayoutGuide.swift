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
    enum Kind { case custom, safeArea, margins, readableContent, scrollContent, scrollFrame }
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
    /// The guides added to the view (the system guides are not listed until asked for).
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

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
        if let g = autoLayout.guides.first(where: { $0.kind == kind }) { return g }
        let g = UILayoutGuide(system: kind, owner: self, identifier: name)
        autoLayout.guides.append(g)
        return g
    }

    /// The part of the view not covered by bars and the system's insets (status bar, home indicator).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }
    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, "UIViewLayoutMarginsGuide") }
    /// A width of text that is comfortable to read (at most 672 points, centred within the margins).
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent, "UIViewReadableContentGuide") }
}
