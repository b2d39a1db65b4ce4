import Foundation

/// A rectangle with its own coordinates, and conversions to and from another.
///
/// Here a screen's and a window scene's coordinate spaces adopt it (views keep their
/// `convert(_:to:)` taking a `UIView?`). A screen's space starts at its top-left corner, as a
/// window that fills it does.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
    /// A point of this space in `coordinateSpace`'s coordinates.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// A point of `coordinateSpace` in this space's coordinates.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// A rectangle of this space in `coordinateSpace`'s coordinates.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// A rectangle of `coordinateSpace` in this space's coordinates.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// A screen's coordinate space: the screen's bounds at the time it is read; every screen
/// space shares the origin at the top-left of its window, so conversions between them keep
/// points where they are.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}

extension UIScreen {
    /// The screen's coordinate space (its bounds, origin at the top-left).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
    /// The screen's coordinate space in portrait-up orientation (the same here: the desktop
    /// does not rotate).
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
}
