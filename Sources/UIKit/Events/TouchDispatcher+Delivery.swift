import Foundation

extension TouchDispatcher {
    /// Sends `touch` in its current phase to its recognizers, then to its view.
    func deliver(_ touch: UITouch, coalesced: [UITouch]) {
        let event = currentEvent
        event.eventTimestamp = touch.timestamp
        event.touchSet = [touch]
        event.coalesced = [touch: coalesced]
        let touches: Set<UITouch> = [touch]
        for r in touch.gestureRecognizers ?? [] where r.arena === arena && r.isEnabled {
            let state = r.storedState
            guard state == .possible || state == .began || state == .changed else { continue }
            if r.view?.window == nil {
                // The recognizer's view left the window mid-gesture: the gesture cannot go on.
                r.touchesCancelled(touches, with: event)
                continue
            }
            if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: event) { continue }
            r.lastTouch = touch
            switch touch.phase {
            case .began:
                r.trackedTouches.append(touch)
                r.touchesBegan(touches, with: event)
            case .moved, .stationary:
                r.touchesMoved(touches, with: event)
            case .ended:
                r.touchesEnded(touches, with: event)
                r.trackedTouches.removeAll { $0 === touch }
            default:
                r.touchesCancelled(touches, with: event)
                r.trackedTouches.removeAll { $0 === touch }
            }
        }
        deliverToView(touch, event: event)
    }

    /// Whether a recognizer that delays the view's touches has not decided yet.
    private func viewMustWait(forBegan: Bool) -> Bool {
        arena?.participants.contains { r in
            r.storedState == .possible && r.isEnabled
                && (forBegan ? r.delaysTouchesBegan : (r.delaysTouchesEnded && (r.deadline != nil || r.pendingState != nil)))
        } ?? false
    }

    private func deliverToView(_ touch: UITouch, event: UIEvent) {
        guard viewTouchState.receives, let view = touch.view else { return }
        let touches: Set<UITouch> = [touch]
        if view.window == nil {
            // The view left the window: it hears the touch cancelled once, then nothing.
            if viewTouchState.gotBegan { view.touchesCancelled(touches, with: event) }
            viewTouchState.receives = false
            return
        }
        switch touch.phase {
        case .began:
            viewTouchState.touch = touch
            if viewMustWait(forBegan: true) { viewTouchState.heldBegan = true; return }
            viewTouchState.gotBegan = true
            view.touchesBegan(touches, with: event)
        case .moved, .stationary:
            guard viewTouchState.gotBegan else { return }
            view.touchesMoved(touches, with: event)
        case .ended:
            if viewMustWait(forBegan: !viewTouchState.gotBegan) { viewTouchState.heldEnd = true; return }
            if !viewTouchState.gotBegan { viewTouchState.gotBegan = true; view.touchesBegan(touches, with: event) }
            view.touchesEnded(touches, with: event)
            viewTouchState = ViewTouchState()
        default:
            if viewTouchState.gotBegan { view.touchesCancelled(touches, with: event) }
            viewTouchState = ViewTouchState()
        }
    }

    /// A recognizer that cancels its view's touches recognized: the view hears `touchesCancelled`.
    func cancelViewTouch() {
        guard viewTouchState.receives, let touch = viewTouchState.touch, let view = touch.view else { return }
        if viewTouchState.gotBegan {
            let phase = touch.phase
            touch.phase = .cancelled
            view.touchesCancelled([touch], with: currentEvent)
            touch.phase = phase
        }
        viewTouchState = ViewTouchState(receives: false)
    }

    /// Delivers a held `touchesEnded` now, whatever the recognizers still wait for.
    func deliverHeldEnd() {
        guard viewTouchState.heldEnd, viewTouchState.receives, let touch = viewTouchState.touch, let view = touch.view else { return }
        let phase = touch.phase
        touch.phase = .ended
        if !viewTouchState.gotBegan { view.touchesBegan([touch], with: currentEvent) }
        view.touchesEnded([touch], with: currentEvent)
        touch.phase = phase
        viewTouchState = ViewTouchState()
    }

    /// Recognizers decided: touches the view was kept waiting for go out now.
    func releaseHeldViewTouches() {
        guard viewTouchState.receives, let touch = viewTouchState.touch, let view = touch.view else { return }
        if viewTouchState.heldBegan && !viewMustWait(forBegan: true) {
            viewTouchState.heldBegan = false
            viewTouchState.gotBegan = true
            view.touchesBegan([touch], with: currentEvent)
        }
        if viewTouchState.heldEnd && viewTouchState.gotBegan && !viewMustWait(forBegan: false) {
            viewTouchState.heldEnd = false
            let phase = touch.phase
            touch.phase = .ended
            view.touchesEnded([touch], with: currentEvent)
            touch.phase = phase
            viewTouchState = ViewTouchState()
        }
    }
}

/// What the touched view has heard of the current touch.
struct ViewTouchState {
    var receives = true
    var gotBegan = false
    var heldBegan = false
    var heldEnd = false
    var touch: UITouch?
}
