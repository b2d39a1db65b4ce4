import Foundation

/// Counts the unfinished animations of one batch and runs the batch's completion once, after
/// the last has finished or been removed — at the completion phase of the frame of the screen
/// they run on. The one completion group: a transaction's completion block and UIKit's
/// animation blocks (`UIView.animate(…completion:)`, keyframes, transitions) both use it.
///
/// Animations join while the batch is open; `seal()` closes it (a transaction's commit, the end
/// of an animation block). A sealed batch with nothing left to wait for completes at the next
/// completion phase — so a block that animated nothing still completes asynchronously, as in
/// UIKit. The completion hears whether every animation finished (none was removed early).
@MainActor
package final class AnimationCompletionGroup {
    package var completion: (@MainActor (Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    package private(set) var isSealed = false
    /// The screen whose completion phase runs the completion: that of the layer the last
    /// animation joined on (nil: no screen's; the next frame of any runs it).
    private weak var scheduler: FrameScheduler?

    package init(completion: (@MainActor (Bool) -> Void)? = nil) { self.completion = completion }

    /// An animation of `layer` joins the batch.
    package func join(on layer: CALayer) {
        pending += 1
        if let s = layer.scheduler { scheduler = s }
    }

    /// One animation of the batch finished (`finished`) or was removed before its end.
    package func animationEnded(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        completeIfDone()
    }

    /// No more animations join.
    package func seal() {
        isSealed = true
        completeIfDone()
    }

    private func completeIfDone() {
        guard isSealed, pending <= 0, let c = completion else { return }
        completion = nil
        let finished = allFinished
        let run: @MainActor () -> Void = { c(finished) }
        if let scheduler { scheduler.enqueue(run) } else { FrameContext.main.enqueueUnowned(run) }
    }
}
