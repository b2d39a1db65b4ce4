import Foundation

/// The background of a tab bar or toolbar: iOS's translucent chrome material with a hairline on
/// top, or a solid colour (`barTintColor`, or the system background when not translucent).
@MainActor
struct BarChrome {
    let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    let hairline = UIView()

    /// Puts the material and the hairline at the back of `bar`.
    func install(in bar: UIView) {
        material.isUserInteractionEnabled = false
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        bar.insertSubview(hairline, at: 0)
        bar.insertSubview(material, at: 0)
    }

    /// The material over the whole bar, the hairline one device pixel high along its top.
    func layout(in bar: UIView) {
        material.frame = bar.bounds
        let scale = bar.window?.screen.scale ?? 1
        hairline.frame = CGRect(x: 0, y: 0, width: bar.bounds.width, height: 1 / max(scale, 1))
    }

    /// Shows the material, or gives `bar` its solid background.
    func update(_ bar: UIView, barTintColor: UIColor?, isTranslucent: Bool) {
        material.isHidden = barTintColor != nil || !isTranslucent
        bar.backgroundColor = barTintColor ?? (isTranslucent ? nil : .systemBackground)
    }
}
