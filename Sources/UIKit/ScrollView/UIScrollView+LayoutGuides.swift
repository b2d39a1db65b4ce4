import Foundation

/// The scroll view's Auto Layout guides (iOS 11).
///
///     content.translatesAutoresizingMaskIntoConstraints = false
///     scrollView.addSubview(content)
///     NSLayoutConstraint.activate([
///         content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///         content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
///         content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
///         content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
///         content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
///     ])   // contentSize follows the content's size at each layout
extension UIScrollView {
    /// The content's rectangle: its origin is the content's (0, 0), its size `contentSize`.
    /// Constraints that fix its width or height set `contentSize` at the next layout; otherwise it
    /// follows `contentSize` (a weak preference in the layout system).
    public var contentLayoutGuide: UILayoutGuide {
        if let g = contentGuideStorage { return g }
        let g = UILayoutGuide(system: .scrollContent, owner: self, identifier: "UIScrollView-contentLayoutGuide")
        autoLayout.guides.append(g)
        contentGuideStorage = g
        return g
    }

    /// The scroll view's own frame, in its content coordinates (it moves with the offset, so
    /// what is pinned to it stays put on screen).
    public var frameLayoutGuide: UILayoutGuide {
        if let g = frameGuideStorage { return g }
        let g = UILayoutGuide(system: .scrollFrame, owner: self, identifier: "UIScrollView-frameLayoutGuide")
        autoLayout.guides.append(g)
        frameGuideStorage = g
        return g
    }

    /// The layout found the content guide's size: it is the content size.
    func contentGuideSolved(size: CGSize) {
        let s = CGSize(width: max(0, size.width), height: max(0, size.height))
        guard abs(s.width - contentSizeStorage.width) > 1e-6 || abs(s.height - contentSizeStorage.height) > 1e-6 else { return }
        contentSizeStorage = s
        adjustedInsetMayHaveChanged()
        layoutIndicators()
    }
}
