import CoreGraphics

/// iOS's rubber band: how far content follows a finger that drags it `distance` points past
/// its limit, in a space `dimension` points long (UIScrollView's bounce, the sheets' stretch):
///
///     offset = (1 − 1 / (distance · 0.55 / dimension + 1)) · dimension
///
/// It starts at 0.55 points per point of drag and stiffens as it goes, never reaching
/// `dimension`.
enum RubberBand {
    static let coefficient: CGFloat = 0.55

    static func offset(for distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0, distance.isFinite else { return 0 }
        return (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
    }
}
