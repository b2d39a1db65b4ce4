//
//  RoundedCornerLayer.swift
//  CardDeck
//
//  The card's rounded top corners, drawn by the layer itself so the radius can animate
//  from whatever is on screen: an @NSManaged property the layer redraws for
//  (needsDisplay(forKey:)) and animates by returning its own action.
//

import UIKit

final class RoundedCornerLayer: CALayer {

    /// The radius of the top corners; changing it animates.
    var cornerRadiusValue: CGFloat {
        get { value(forKey: "cornerRadiusValue") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "cornerRadiusValue") }
    }

    /// The fill of the card.
    var fillColor: UIColor = .systemBackground

    static let radiusAnimationDuration: CFTimeInterval = 0.3

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "cornerRadiusValue" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "cornerRadiusValue" else {
            return super.action(forKey: event)
        }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.cornerRadiusValue ?? cornerRadiusValue
        animation.duration = RoundedCornerLayer.radiusAnimationDuration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    override func draw(in ctx: CGContext) {
        let radius = cornerRadiusValue
        let path = UIBezierPath(roundedRect: bounds,
                                byRoundingCorners: [.topLeft, .topRight],
                                cornerRadii: CGSize(width: radius, height: radius))
        ctx.addPath(path.cgPath)
        ctx.setFillColor(fillColor.cgColor)
        ctx.fillPath()
    }
}
