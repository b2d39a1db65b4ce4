import Foundation

/// What a backdrop layer does to the pixels behind it, part of its `LayerProperties`.
package struct BackdropProperties: Equatable {
    /// The standard deviation (σ, in points) of the Gaussian blur of the backdrop; 0 blurs nothing.
    package var blurRadius: CGFloat = 0
    /// The saturation of the blurred backdrop: 1 leaves it as it is, 0 makes it grey, above 1 richer.
    package var saturation: CGFloat = 1
    /// A colour laid over the blurred backdrop, inside the (rounded) bounds; nil lays none.
    package var tintColor: CGColor?
    /// When set, the sublayers are drawn in this colour through their own alpha (vibrancy).
    package var vibrancyColor: CGColor?

    package init() {}

    /// Whether the backdrop must be read from what was drawn behind (a blur or a saturation change).
    package var readsBackdrop: Bool {
        (blurRadius.isFinite && blurRadius > 0.01) || (saturation.isFinite && abs(saturation - 1) > 0.001)
    }

    /// How far (points) beyond the bounds the blur reads: three standard deviations.
    package var reach: CGFloat {
        guard blurRadius.isFinite, blurRadius > 0 else { return 0 }
        return (3 * blurRadius).rounded(.up)
    }
}

/// A layer that blurs, saturates and tints what has already been drawn behind it within its
/// bounds (and rounded corners), then draws its own background, content and sublayers on top:
/// the layer under `UIVisualEffectView`. Core Animation has a private class of this name that
/// does the same with filters; this one is the package's own and not public API.
///
/// `backdropBlurRadius`, `backdropSaturation`, `backdropTintColor` and `vibrancyColor` animate
/// like any layer property (keys of the same names). Out-of-range values are refused with a
/// warning: a non-finite or negative radius is 0, a non-finite or negative saturation is 1.
///
/// The backdrop is what the renderer drew before this layer into the surface being drawn: the
/// screen, or — inside an ancestor drawn as a group (opacity below 1 with sublayers, a mask) —
/// only what that group drew so far, as iOS also warns for effect views under an alpha. The
/// layer's own opacity fades the blurred backdrop with it. See `LayerRenderer+Backdrop`.
@preconcurrency @MainActor
package final class CABackdropLayer: CALayer {
    package required init() {
        super.init()
        model.backdrop = BackdropProperties()
    }

    package override init(layer: Any) {
        super.init(layer: layer)
        if model.backdrop == nil { model.backdrop = BackdropProperties() }
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
        model.backdrop = BackdropProperties()
    }

    /// The standard deviation of the backdrop's Gaussian blur, in points (0: no blur).
    package var backdropBlurRadius: CGFloat {
        get { model.backdrop?.blurRadius ?? 0 }
        set {
            var radius = newValue
            if !radius.isFinite || radius < 0 {
                warnOnce("CABackdropLayer.backdropBlurRadius set to \(newValue); 0 is used")
                radius = 0
            }
            setModel(\.backdrop!.blurRadius, radius, key: "backdropBlurRadius", change: .content)
        }
    }

    /// The saturation of the blurred backdrop (1: unchanged).
    package var backdropSaturation: CGFloat {
        get { model.backdrop?.saturation ?? 1 }
        set {
            var saturation = newValue
            if !saturation.isFinite || saturation < 0 {
                warnOnce("CABackdropLayer.backdropSaturation set to \(newValue); 1 is used")
                saturation = 1
            }
            setModel(\.backdrop!.saturation, saturation, key: "backdropSaturation", change: .content)
        }
    }

    /// The colour laid over the blurred backdrop (nil: none).
    package var backdropTintColor: CGColor? {
        get { model.backdrop?.tintColor }
        set { setModel(\.backdrop!.tintColor, newValue, key: "backdropTintColor", change: .content) }
    }

    /// When set, the sublayers show as this colour through their alpha (nil: drawn as they are).
    package var vibrancyColor: CGColor? {
        get { model.backdrop?.vibrancyColor }
        set { setModel(\.backdrop!.vibrancyColor, newValue, key: "vibrancyColor", change: .content) }
    }

    package override class func defaultAction(forKey event: String) -> (any CAAction)? {
        LayerProperties.backdropKeys.contains(event) ? CABasicAnimation() : super.defaultAction(forKey: event)
    }
}
