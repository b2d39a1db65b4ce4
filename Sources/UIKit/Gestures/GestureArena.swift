import Foundation

/// The recognizers that take part in one touch sequence, and the rules between them: who may
/// begin (the delegate, recognizers already recognized, failure requirements), who fails when
/// another recognizes, and when they all return to `.possible`.
///
/// An arena lives from a touch's beginning until no participant is undecided any more (a
/// double-tap recognizer waiting for its second tap keeps it alive into the next touch).
@MainActor
final class GestureArena {
    private(set) var participants: [UIGestureRecognizer] = []
    /// The frame clock's time when the current event is delivered: recognizers set deadlines on it.
    var now: TimeInterval = 0
    /// Whether a touch of the sequence is down.
    var touchIsDown = false
    /// Called when a recognizer that cancels touches in its view recognized.
    var onTouchesCancelledByRecognition: (() -> Void)?
    /// Called when a participant failed (delayed view touches may go now).
    var onParticipantDecided: (() -> Void)?
    /// Called when the arena resets its participants.
    var onFinished: (() -> Void)?
    private var settling = false

    /// Adds recognizers for a new touch; participants left over from the previous touch that
    /// do not see this one fail.
    func admit(_ recognizers: [UIGestureRecognizer]) {
        for old in participants where !recognizers.contains(where: { $0 === old }) && old.storedState == .possible {
            old.apply(.failed)
        }
        for r in recognizers where !participants.contains(where: { $0 === r }) {
            if let other = r.arena, other !== self { other.remove(r) }
            r.arena = self
            participants.append(r)
        }
    }

    private func remove(_ r: UIGestureRecognizer) {
        participants.removeAll { $0 === r }
    }

    /// The participants still following the touch.
    var active: [UIGestureRecognizer] {
        participants.filter { $0.isEnabled && ($0.storedState == .possible || $0.storedState == .began || $0.storedState == .changed) }
    }

    /// A recognizer asks to begin (continuous) or to be recognized (discrete).
    func requestRecognition(_ r: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        if let d = r.delegate, !d.gestureRecognizerShouldBegin(r) { return r.apply(.failed) }
        // The touched view may veto recognizers attached above it (as a slider vetoes a pan).
        if let touched = r.trackedTouches.last?.view ?? r.lastTouch?.view, !touched.gestureRecognizerShouldBegin(r) {
            return r.apply(.failed)
        }
        let blocked = participants.contains { o in
            o !== r && (o.storedState == .began || o.storedState == .changed || o.storedState == .ended)
                && !o.recognizesSimultaneously(with: r) && o.canPrevent(r) && r.canBePrevented(by: o)
        }
        if blocked { return r.apply(.failed) }
        if participants.contains(where: { $0 !== r && r.requiresFailure(of: $0) && $0.storedState == .possible }) {
            r.pendingState = state
            return
        }
        r.apply(state)
    }

    /// `r` just recognized: those it excludes fail, and so do those waiting for it to fail.
    func didRecognize(_ r: UIGestureRecognizer) {
        for o in participants where o !== r && o.storedState == .possible {
            let excluded = !r.recognizesSimultaneously(with: o) && r.canPrevent(o) && o.canBePrevented(by: r)
            if excluded || o.requiresFailure(of: r) { o.apply(.failed) }
        }
        if r.cancelsTouchesInView { onTouchesCancelledByRecognition?() }
    }

    /// `r` failed: recognitions that waited for it may go ahead.
    func didFail(_ r: UIGestureRecognizer) {
        for o in participants where o.pendingState != nil && o.storedState == .possible {
            let waiting = participants.contains { $0 !== o && o.requiresFailure(of: $0) && $0.storedState == .possible }
            if !waiting, let s = o.pendingState {
                o.pendingState = nil
                requestRecognition(o, as: s)
            }
        }
        onParticipantDecided?()
    }

    /// A recognizer was turned off: a gesture in flight is cancelled, an undecided one fails.
    func disable(_ r: UIGestureRecognizer) {
        switch r.storedState {
        case .began, .changed: r.apply(.cancelled)
        case .possible: r.apply(.failed)
        default: break
        }
        remove(r)
        r.resetForNextSequence()
        settle()
    }

    /// The touch went up or was cancelled: recognizers that are neither decided nor waiting fail.
    func touchEnded() {
        touchIsDown = false
        for r in participants where r.storedState == .possible && r.deadline == nil && r.pendingState == nil {
            r.apply(.failed)
        }
        settle()
    }

    /// Fires due deadlines.
    func tick(at now: TimeInterval) {
        for r in participants {
            if let d = r.deadline, now >= d {
                r.deadline = nil
                r.deadlinePassed(at: now)
            }
        }
        settle()
    }

    /// The earliest deadline of any participant.
    var nextDeadline: TimeInterval? { participants.compactMap(\.deadline).min() }

    /// Once no touch is down and nobody is undecided, every participant returns to `.possible`.
    func settle() {
        guard !touchIsDown, !settling else { return }
        let undecided = participants.contains { r in
            r.storedState == .possible && (r.deadline != nil || r.pendingState != nil)
        }
        guard !undecided else { return }
        settling = true
        let all = participants
        for r in all where r.storedState == .began || r.storedState == .changed { r.apply(.cancelled) }
        participants.removeAll()
        for r in all { r.resetForNextSequence() }
        settling = false
        onFinished?()
    }
}
