import Foundation

extension UIViewController {
    /// What `clearsSelectionOnViewWillAppear` does in a table or collection view controller, as
    /// UIKit does it: with an animated transition bringing the controller back, the selection
    /// fades out alongside it (scrubbed with an interactive one) and comes back if the transition
    /// is cancelled; without one, it is cleared at once.
    func clearSelectionAlongsideTransition(_ selected: [IndexPath],
                                           deselect: @escaping (IndexPath, _ animated: Bool) -> Void,
                                           reselect: @escaping (IndexPath) -> Void) {
        // A non-animated change has nothing to run alongside: deselect at once.
        guard let coordinator = transitionCoordinator, coordinator.isAnimated else {
            for item in selected { deselect(item, false) }
            return
        }
        coordinator.animate(alongsideTransition: { context in
            for item in selected { deselect(item, context.isAnimated) }
        }, completion: { context in
            guard context.isCancelled else { return }
            for item in selected { reselect(item) }
        })
    }
}
