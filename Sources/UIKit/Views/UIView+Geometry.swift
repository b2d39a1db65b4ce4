import Foundation

extension UIView {
    /// Maps a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Maps a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Maps a rectangle from this view's coordinates to `view`'s (the bounding box when rotated).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Maps a rectangle from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    /// Applies the subviews' autoresizing masks after this view's size changed.
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for sub in subviewStorage where !sub.autoresizingMask.isEmpty {
            sub.layoutFrame = Self.autoresized(sub.layoutFrame, mask: sub.autoresizingMask, from: oldSize, to: newSize)
        }
    }

    /// The view's rectangle in its superview as laid out: its frame without its transform (the
    /// bounds' size around the centre; for the usual centred anchor point). Setting it under a
    /// transform sets the bounds' size and the centre, so the transform stays around the new
    /// place, where setting `frame` would only move the transformed box. Autoresizing and
    /// the presentations place views through it.
    var layoutFrame: CGRect {
        get {
            guard !transform.isIdentity else { return frame }
            let size = bounds.size, c = center, a = layer.anchorPoint
            return CGRect(x: c.x - a.x * size.width, y: c.y - a.y * size.height, width: size.width, height: size.height)
        }
        set {
            guard !transform.isIdentity else { frame = newValue; return }
            let a = layer.anchorPoint
            bounds.size = newValue.size
            center = CGPoint(x: newValue.minX + a.x * newValue.width, y: newValue.minY + a.y * newValue.height)
        }
    }

    /// `rect` (in this view's coordinates) in the window's, as laid out: through a view whose
    /// transform is a presentation effect as if it had none.
    func rectInWindowAsLaidOut(_ rect: CGRect) -> CGRect {
        guard let window, window !== self else { return rect }
        var v: UIView? = self
        while let view = v, view !== window {
            if let place = view.windowFrameAsLaidOut {
                let inView = view === self ? rect : convert(rect, to: view)
                return inView.offsetBy(dx: place.minX - view.bounds.minX, dy: place.minY - view.bounds.minY)
            }
            if view.transformIsPresentationEffect, let sup = view.superview {
                let inView = view === self ? rect : convert(rect, to: view)
                let place = view.layoutFrame, b = view.bounds
                return sup.rectInWindowAsLaidOut(inView.offsetBy(dx: place.minX - b.minX, dy: place.minY - b.minY))
            }
            v = view.superview
        }
        return convert(rect, to: window)
    }

    /// UIKit's springs and struts: the flexible parts of each axis share the size change in
    /// proportion to their current lengths (evenly when they are all zero).
    static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(_ origin: CGFloat, _ length: CGFloat, _ oldTotal: CGFloat, _ newTotal: CGFloat,
                  _ flexLead: Bool, _ flexSize: Bool, _ flexTrail: Bool) -> (CGFloat, CGFloat) {
            let delta = newTotal - oldTotal
            guard delta != 0, flexLead || flexSize || flexTrail else { return (origin, length) }
            let lead = origin, trail = oldTotal - origin - length
            let parts: [(Bool, CGFloat)] = [(flexLead, lead), (flexSize, length), (flexTrail, trail)]
            let flexible = parts.filter(\.0)
            let total = flexible.reduce(0) { $0 + max(0, $1.1) }
            func share(_ p: (Bool, CGFloat)) -> CGFloat {
                guard p.0 else { return 0 }
                return total > 0 ? delta * max(0, p.1) / total : delta / CGFloat(flexible.count)
            }
            return (origin + share(parts[0]), max(0, length + share(parts[1])))
        }
        let (x, w) = axis(frame.minX, frame.width, old.width, new.width,
                          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let (y, h) = axis(frame.minY, frame.height, old.height, new.height,
                          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: w, height: h)
    }
}
