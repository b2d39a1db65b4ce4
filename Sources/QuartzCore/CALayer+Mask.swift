import Foundation

/// The corners of a layer that `cornerRadius` rounds (`maskedCorners`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner on iOS (y grows downwards).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner on iOS.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner on iOS.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner on iOS.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The curve of a layer's rounded corners (`cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle joined to straight edges (the default).
    public static let circular = Self(rawValue: "circular")
    /// iOS's smoother corner: the curvature grows from the edge instead of jumping, and the
    /// curve leaves the edge about 1.53 radii from the corner (see `LayerOutline`).
    public static let continuous = Self(rawValue: "continuous")
}

extension CALayer {
    /// How much further than `cornerRadius` a corner of `curve` reaches along each edge: 1 for
    /// circular corners, about 1.528665 for continuous ones (Apple's
    /// `cornerCurveExpansionFactor(_:)`).
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? LayerOutline.continuousReach : 1
    }

    /// Makes `m` this layer's mask: it leaves any superlayer and any other layer it masked.
    func attachMask(_ m: CALayer) {
        if m === self || isDescendant(of: m) {
            warnOnce("CALayer.mask: a layer cannot mask itself or an ancestor; the mask is ignored")
            mask = nil
            return
        }
        if m.superlayer != nil {
            warnOnce("CALayer.mask: the mask layer had a superlayer; it is removed from it")
            m.removeFromSuperlayer()
        }
        if let other = m.maskHost, other !== self { other.mask = nil }
        m.maskHost = self
        m.renderState.forgetScreenPlacement()
        if m.subtreeHasAnimations {
            markSubtreeAnimated()
            if let scheduler = m.scheduler { scheduler.adopt(m) }
        }
        if m.needsLayoutFlag || m.needsDisplayFlag || m.descendantNeedsUpdate { m.markDescendantUpdate() }
    }

    /// What the mask shows changed: this layer's subtree looks different where it is.
    package func maskDidChange() {
        renderState.contentRevision &+= 1
        setNeedsComposite()
    }
}
