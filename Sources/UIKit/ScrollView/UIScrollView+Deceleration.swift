import Foundation

/// What happens after the finger lifts: each axis decays, bounces back or snaps (a
/// `ScrollAxisMotion`, a pure function of time), stepped on the screen's display link at each
/// frame's timestamp.
extension UIScrollView {
    /// Moves from the current offset at `velocity` (points per second, offset direction) to rest
    /// at `target`. `proposed` is where the scroll view would have stopped by itself: when the
    /// delegate left the target alone the content decays naturally (bouncing at an edge);
    /// otherwise it is brought exactly to `target`.
    func startMotion(velocity v: CGPoint, target: CGPoint, proposed: CGPoint, notify: Bool, endingDrag: Bool = false) {
        let r = offsetRange, o = contentOffset, rate = Double(decelerationRate.rawValue)
        let written = target != proposed
        func axis(_ x: Double, _ v: Double, _ range: ClosedRange<Double>, _ to: Double, _ natural: Double) -> ScrollAxisMotion {
            if !range.contains(x) || isPagingEnabled {
                guard abs(x - to) > 1e-9 || abs(v) > 1e-9 else { return ScrollAxisMotion(phase: .rest(to)) }
                let omega = range.contains(x) ? ScrollPhysics.pagingFrequency : ScrollPhysics.bounceFrequency
                return ScrollAxisMotion(phase: .spring(CriticalSpring(from: x, to: to, v0: v, omega: omega)))
            }
            if !written {
                let decay = DecayMotion(x0: x, v0: v, rate: rate)
                guard decay.duration > 0 else { return ScrollAxisMotion(phase: .rest(to == natural ? to : x)) }
                return ScrollAxisMotion(phase: .decay(decay, bounds: range, bounces: bounces, rest: to))
            }
            return Self.motion(from: x, velocity: v, to: to)
        }
        let mx = axis(Double(o.x), Double(v.x), r.x, Double(target.x), Double(proposed.x))
        let my = axis(Double(o.y), Double(v.y), r.y, Double(target.y), Double(proposed.y))
        let moves = !mx.isMotionless || !my.isMotionless
        if endingDrag {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
            isDragging = false
        }
        guard moves else {
            let rest = CGPoint(x: mx.state(at: 0).position, y: my.state(at: 0).position)
            if rest != contentOffset { contentOffset = rest }
            hideIndicators()
            return
        }
        isDecelerating = true
        if notify { delegate?.scrollViewWillBeginDecelerating(self) }
        showIndicators()
        motion = (mx, my, frameTime)
        if motionLink == nil {
            // Weak: a scroll view dropped mid-fling ends its link instead of keeping the screen awake.
            let link = CADisplayLink { [weak self] link in
                guard let self else { return link.invalidate() }
                self.stepMotion()
            }
            if let scheduler = layer.scheduler { link.add(to: scheduler) } else { link.add(to: .main, forMode: .common) }
            motionLink = link
        }
    }

    /// A motion that ends exactly at a target the delegate wrote: a decay at a rate chosen to
    /// travel there when the velocity points that way and the rate stays sensible, otherwise a
    /// critically damped spring from the release velocity. A target written as the current
    /// offset stops the content where it is, whatever the velocity (iOS code writes
    /// `targetContentOffset.pointee = scrollView.contentOffset` to stop a fling on release).
    static func motion(from x: Double, velocity v: Double, to target: Double) -> ScrollAxisMotion {
        let distance = target - x
        guard abs(distance) > 1e-9 else { return ScrollAxisMotion(phase: .rest(target)) }
        if abs(v) > 1, distance * v > 0 {
            // v/1000 · r/(1 − r) = distance  ⇒  r = k/(1 + k), k = 1000·distance/v.
            let k = 1000 * distance / v, rate = k / (1 + k)
            if rate >= 0.9 && rate <= 0.9999 {
                // Stop when less than half a point remains.
                var decay = DecayMotion(x0: x, v0: v, rate: rate)
                decay.stopSpeed = 0.5 * 1000 * -Foundation.log(rate)
                let range = min(x, target)...max(x, target)
                return ScrollAxisMotion(phase: .decay(decay, bounds: range, bounces: false, rest: target))
            }
        }
        return ScrollAxisMotion(phase: .spring(CriticalSpring(from: x, to: target, v0: v, omega: ScrollPhysics.pagingFrequency)))
    }

    /// One frame of the motion, at the frame's timestamp.
    func stepMotion() {
        guard let m = motion else { return }
        let t = frameTime - m.start
        let sx = m.x.state(at: t), sy = m.y.state(at: t)
        let p = CGPoint(x: sx.position, y: sy.position)
        if p != contentOffset { contentOffset = p }
        guard sx.done && sy.done, motion != nil else { return }
        stopMotion()
        hideIndicators()
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// Stops the motion where it is.
    func stopMotion() {
        motion = nil
        isDecelerating = false
        motionLink?.invalidate()
        motionLink = nil
    }

    /// The time of the frame being run (the clock's time between frames).
    var frameTime: CFTimeInterval {
        layer.scheduler?.now ?? CACurrentMediaTime()
    }
}
