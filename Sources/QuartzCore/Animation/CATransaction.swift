import Foundation

/// Groups layer changes: the duration, pacing and completion of the implicit animations they
/// cause, and whether they animate at all.
///
/// As in Core Animation, a change made outside `begin()`/`commit()` opens an implicit
/// transaction, which the next frame's commit phase commits. Transactions are per thread (the
/// main thread's are in `FrameContext`); committing gives every animation added with
/// `beginTime == 0` its start time on its own layer's screen — the frame's timestamp during
/// that screen's frame, its clock's time otherwise — and the completion block runs once every
/// animation added in the transaction has finished or been removed.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open transaction.
    @MainActor package final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var values: [String: Any] = [:]
        /// The group of the completion block set last (animations added before it do not count).
        var group = AnimationCompletionGroup()
        /// The block given to `setCompletionBlock(_:)` last (what `completionBlock()` returns).
        var completionBlock: (@MainActor () -> Void)?
        /// Every group of this transaction (for the commit).
        var groups: [AnimationCompletionGroup] = []
        var added: [(layer: CALayer, animation: CAAnimation)] = []
    }

    /// The main thread's transactions (Core Animation keeps them per thread; see `FrameContext`).
    private static var context: FrameContext { FrameContext.main }

    /// The innermost open transaction, opening the implicit one if none is open.
    private static var current: Frame {
        if let f = context.transactions.last { return f }
        if let f = context.implicitTransaction { return f }
        let f = Frame()
        context.implicitTransaction = f
        context.current?.requestFrame()
        return f
    }

    /// The value of a setting, from the innermost transaction that set it.
    private static func setting<T>(_ read: (Frame) -> T?) -> T? {
        for f in context.transactions.reversed() { if let v = read(f) { return v } }
        return context.implicitTransaction.flatMap(read)
    }

    /// Opens a transaction (nested transactions are allowed).
    public class func begin() { context.transactions.append(Frame()) }

    /// Closes the innermost transaction; closing the outermost commits its animations now.
    public class func commit() {
        guard let frame = context.transactions.popLast() else {
            warnOnce("CATransaction.commit() without begin(); ignored")
            return
        }
        if let outer = context.transactions.last ?? context.implicitTransaction {
            // A nested transaction's animations start with the outer one; its completion
            // block still waits for its own animations only.
            outer.added += frame.added
            commitGroup(frame)
        } else {
            commitFrame(frame, inFrameOf: nil)
        }
    }

    /// Commits the implicit transaction now: each of its animations starts at the current time
    /// of its layer's screen (the frame's timestamp while that screen runs a frame).
    public class func flush() {
        guard context.transactions.isEmpty, let frame = context.implicitTransaction else { return }
        context.implicitTransaction = nil
        commitFrame(frame, inFrameOf: nil)
    }

    /// Commits the implicit transaction in the commit phase of `scheduler`'s frame: its
    /// animations on that screen start at the frame's timestamp; those on another screen's
    /// layers wait for that screen's commit phase (they start on its clock, at its next frame).
    package static func commitImplicit(inFrameOf scheduler: FrameScheduler) {
        guard context.transactions.isEmpty, let frame = context.implicitTransaction else { return }
        context.implicitTransaction = nil
        commitFrame(frame, inFrameOf: scheduler)
    }

    /// Gives the animations of a closed transaction their start. An animation on a layer in no
    /// screen's tree keeps waiting, held by its layer; it starts when the layer joins a screen
    /// (`FrameScheduler.adopt`), or ends with the off-screen rule.
    private static func commitFrame(_ frame: Frame, inFrameOf running: FrameScheduler?) {
        for (layer, animation) in frame.added where animation.startsAtCommit {
            guard let scheduler = layer.scheduler else { continue }
            if let running, scheduler !== running {
                scheduler.handOver(animation, on: layer)
            } else {
                scheduler.stamp(animation, on: layer)
            }
        }
        commitGroup(frame)
    }

    private static func commitGroup(_ frame: Frame) {
        for g in frame.groups + [frame.group] { g.seal() }
    }

    /// The duration of implicit animations (default 0.25 s).
    public class func animationDuration() -> CFTimeInterval { setting { $0.duration } ?? 0.25 }
    /// Sets the duration of implicit animations in this transaction.
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        current.duration = dur.isFinite && dur >= 0 ? dur : 0.25
    }
    /// The timing function of implicit animations (nil: the default curve for implicit animations).
    public class func animationTimingFunction() -> CAMediaTimingFunction? { setting { $0.timingFunction } }
    /// Sets the timing function of implicit animations in this transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    /// Whether property changes run no implicit animations.
    public class func disableActions() -> Bool { setting { $0.disableActions } ?? false }
    /// Turns implicit animations off (or on) for this transaction.
    public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    /// The block run when this transaction's animations have all finished.
    public class func completionBlock() -> (@MainActor () -> Void)? { current.completionBlock }
    /// Sets the block run once every animation added to this transaction *after* this call has
    /// finished (or right after the commit when there are none), as Core Animation documents.
    public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let frame = current
        frame.group.completion = nil
        frame.groups.append(frame.group)
        frame.group = AnimationCompletionGroup()
        if let block { frame.group.completion = { _ in block() } }
        frame.completionBlock = block
    }
    /// A value stored in the transaction.
    public class func value(forKey key: String) -> Any? { setting { $0.values[key] } }
    /// Stores a value in the transaction.
    public class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }

    /// Records an animation added in the current transaction.
    package static func register(_ animation: CAAnimation, on layer: CALayer) {
        let frame = current
        frame.added.append((layer, animation))
        frame.group.join(on: layer)
        animation.transactionGroup = frame.group
    }
}
