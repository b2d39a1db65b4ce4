//
//  DeckDragGestureRecognizer.swift
//  CardDeck
//

import UIKit

/// Recognizes a drag that starts downward; fails as soon as the first movement goes
/// sideways or up, so horizontal gestures on the card keep working.
public class DeckDragGestureRecognizer: UIGestureRecognizer {

    /// How far the finger moves before the drag is recognized (or refused).
    public var minimumDistance: CGFloat = 8
    /// How far the finger moved down since it touched (points, in the window).
    public private(set) var verticalTranslation: CGFloat = 0
    /// The finger's vertical speed at the last move (points per second).
    public private(set) var verticalVelocity: CGFloat = 0

    private var startPoint: CGPoint = .zero
    private var lastPoint: CGPoint = .zero
    private var lastTimestamp: TimeInterval = 0

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        startPoint = touch.location(in: view?.window)
        lastPoint = startPoint
        lastTimestamp = touch.timestamp
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        let point = touch.location(in: view?.window)
        let elapsed = touch.timestamp - lastTimestamp
        if elapsed > 0 {
            verticalVelocity = (point.y - lastPoint.y) / CGFloat(elapsed)
        }
        lastPoint = point
        lastTimestamp = touch.timestamp
        verticalTranslation = point.y - startPoint.y
        let horizontal = point.x - startPoint.x

        switch state {
        case .possible:
            let distance = (horizontal * horizontal + verticalTranslation * verticalTranslation).squareRoot()
            guard distance >= minimumDistance else { return }
            state = verticalTranslation > abs(horizontal) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first, touch.timestamp - lastTimestamp > 0.1 {
            verticalVelocity = 0   // the finger rested before lifting: no flick
        }
        if state == .began || state == .changed {
            state = .ended
        } else {
            state = .failed
        }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    public override func reset() {
        super.reset()
        verticalTranslation = 0
        verticalVelocity = 0
    }
}
