//
//  RingLayer.swift
//  TripPlanner
//
//  A progress ring drawn by hand in `draw(in:)`: a grey track and a coloured arc
//  that starts at twelve o'clock and runs clockwise.
//

import UIKit

final class RingLayer: CALayer {

    var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    var lineWidth: CGFloat = TripConstants.ringLineWidth
    var trackColor: UIColor = TripConstants.ringTrackColor
    var progressColor: UIColor = TripConstants.ringProgressColor

    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
        contentsScale = UIScreen.main.scale
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? RingLayer {
            progress = other.progress
            lineWidth = other.lineWidth
            trackColor = other.trackColor
            progressColor = other.progressColor
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(in ctx: CGContext) {
        let inset = lineWidth / 2
        let circleRect = bounds.insetBy(dx: inset, dy: inset)
        guard circleRect.width > 0, circleRect.height > 0 else { return }

        ctx.setLineWidth(lineWidth)
        ctx.setStrokeColor(trackColor.cgColor)
        ctx.strokeEllipse(in: circleRect)

        let clamped = min(max(progress, 0), 1)
        guard clamped > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(circleRect.width, circleRect.height) / 2
        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                               endAngle: start + 2 * .pi * clamped, clockwise: true)
        ctx.addPath(arc.cgPath)
        ctx.setStrokeColor(progressColor.cgColor)
        ctx.setLineCap(.round)
        ctx.strokePath()
    }
}

/// A view whose layer is a `RingLayer`.
final class RingView: UIView {

    override class var layerClass: AnyClass {
        return RingLayer.self
    }

    var ringLayer: RingLayer {
        return layer as! RingLayer
    }

    var progress: CGFloat {
        get { return ringLayer.progress }
        set { ringLayer.progress = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
