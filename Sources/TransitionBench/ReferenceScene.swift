import UIKit

/// The yardstick's reference scene (../shared/bench/README.md) built from the public API: two
/// full-window screens of 20 bordered, rounded cards with a label each and a 256×256 image
/// shown at 192×192; a dimming view over the bottom screen at alpha 0.4·p; the top screen slid
/// in from the right by a real percent-driven interactive presentation, scrubbed by `update(p)`.
/// With `blur`, the top screen is a sheet of frosted glass: no background of its own, but a
/// full-window `UIVisualEffectView` (`.systemMaterial`, σ 30 pt) behind its cards, so every
/// frame blurs the bottom screen and the dimming anew where the sheet has moved to.
@MainActor
final class ReferenceScene: NSObject, UIViewControllerTransitioningDelegate {
    let size: CGSize
    let bottom: UIViewController
    let top: UIViewController
    let interaction = UIPercentDrivenInteractiveTransition()
    let animator: any UIViewControllerAnimatedTransitioning

    /// With `flip`, the top screen comes in by a perspective card flip (`FlipAnimator`) instead
    /// of the slide, presented full screen so that the bottom screen turns away (`flipVertical`:
    /// turned about the horizontal axis). With `sheet`, it is presented as UIKit's own page sheet
    /// (`UISheetPresentationController`, its own animation, scrubbed by the same interaction): it
    /// rises from the bottom over the dimming and, in a phone-like window, the bottom screen
    /// recedes behind it, scaled a little more each frame.
    let sheet: Bool

    init(size: CGSize, image: UIImage?, extraViews: Int = 0, constraints: Bool = false, blur: Bool = false, flip: Bool = false,
         flipVertical: Bool = false, sheet: Bool = false) {
        self.size = size
        self.sheet = sheet
        animator = flip || flipVertical ? FlipAnimator(vertical: flipVertical) : SlideOverAnimator()
        bottom = ScreenController(which: 0, size: size, image: image, extraViews: extraViews, constraints: constraints)
        top = ScreenController(which: 1, size: size, image: image, extraViews: extraViews, constraints: constraints, blur: blur)
        super.init()
        top.modalPresentationStyle = sheet ? .pageSheet : flip || flipVertical ? .fullScreen : .custom
        top.transitioningDelegate = self
    }

    /// Shows the bottom screen on `screen`, starts the interactive presentation at 0 % and draws
    /// `warmup` frames there.
    func start(on screen: BenchScreen, warmup: Int) {
        screen.window.rootViewController = bottom
        screen.frame()
        bottom.present(top, animated: true)
        for _ in 0..<warmup { interaction.update(0); benchFrame(screen) }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { sheet ? nil : animator }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    /// The 256×256 picture of the yardstick: a diagonal gradient with translucent circles.
    static func makeImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 256, height: 256)).image { ctx in
            let c = ctx.cgContext
            for i in 0..<256 {   // a diagonal gradient, in 1 px bands
                let t = CGFloat(i) / 255
                c.setFillColor(CGColor(red: 0.95 - 0.75 * t, green: 0.45 - 0.10 * t, blue: 0.2 + 0.7 * t, alpha: 1))
                c.fill(CGRect(x: CGFloat(i), y: 0, width: 1, height: 256))
            }
            for i in 0..<12 {
                c.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.25 + 0.05 * CGFloat(i % 4)))
                let r = CGFloat(12 + i * 2)
                c.fillEllipse(in: CGRect(x: CGFloat(30 + (i * 53) % 200) - r, y: CGFloat(40 + (i * 97) % 180) - r,
                                         width: 2 * r, height: 2 * r))
            }
        }
    }
}

/// One screen of cards, laid out by frames or (`constraints`) by Auto Layout — the same frames.
@MainActor
final class ScreenController: UIViewController {
    let which: Int
    let size: CGSize
    let image: UIImage?
    let extraViews: Int
    let constraints: Bool
    let blur: Bool

    init(which: Int, size: CGSize, image: UIImage?, extraViews: Int, constraints: Bool, blur: Bool = false) {
        self.blur = blur
        self.which = which
        self.size = size
        self.image = image
        self.extraViews = extraViews
        self.constraints = constraints
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        v.backgroundColor = which == 0 ? UIColor(red: 0.94, green: 0.95, blue: 0.97, alpha: 1)
                                       : UIColor(red: 0.98, green: 0.96, blue: 0.90, alpha: 1)
        let cols = 4, rows = 5, gap: CGFloat = 24
        let cw = (size.width - gap * CGFloat(cols + 1)) / CGFloat(cols)
        let ch = (size.height - gap * CGFloat(rows + 1)) / CGFloat(rows)
        for i in 0..<20 {
            let card = UIView(frame: CGRect(x: gap + CGFloat(i % cols) * (cw + gap), y: gap + CGFloat(i / cols) * (ch + gap),
                                            width: cw, height: ch))
            card.backgroundColor = which == 0 ? .white : UIColor(red: 0.93, green: 0.97, blue: 1, alpha: 1)
            card.layer.cornerRadius = 10
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor(red: 0.78, green: 0.80, blue: 0.84, alpha: 1).cgColor
            let label = UILabel(frame: CGRect(x: 14, y: 14, width: cw - 28, height: 18))
            label.text = "\(which == 1 ? "Detail" : "List") card \(i + 1)"
            label.font = .systemFont(ofSize: 14)
            label.textColor = UIColor(red: 0.13, green: 0.14, blue: 0.16, alpha: 1)
            card.addSubview(label)
            v.addSubview(card)
        }
        // Static views for the scale figure: tiny, behind the cards.
        for i in 0..<extraViews {
            let dot = UIView(frame: CGRect(x: CGFloat((i * 37) % Int(size.width)), y: CGFloat((i * 53) % Int(size.height)),
                                           width: 2, height: 2))
            dot.backgroundColor = .systemGray5
            v.insertSubview(dot, at: 0)
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: (size.width - 192) / 2, y: (size.height - 192) / 2, width: 192, height: 192)
        v.addSubview(imageView)
        if constraints { constrain(v, columns: cols, gap: gap) }
        if blur {
            v.backgroundColor = nil
            let glass = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            glass.frame = v.bounds
            glass.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            v.insertSubview(glass, at: 0)
        }
        view = v
    }

    /// The same layout as constraints relative to the screen: each card a quarter of the width
    /// and a fifth of the height less the gaps, each next to the previous one, its label inset
    /// in it, and the image centred.
    private func constrain(_ v: UIView, columns: Int, gap: CGFloat) {
        let cards = v.subviews.filter { !($0 is UIImageView) && !($0 is UIVisualEffectView) && !$0.subviews.isEmpty }
        var made: [NSLayoutConstraint] = []
        for (i, card) in cards.enumerated() {
            card.translatesAutoresizingMaskIntoConstraints = false
            let col = i % columns
            made += [card.widthAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.25, constant: -gap * 5 / 4),
                     card.heightAnchor.constraint(equalTo: v.heightAnchor, multiplier: 0.2, constant: -gap * 6 / 5),
                     col == 0 ? card.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: gap)
                              : card.leadingAnchor.constraint(equalTo: cards[i - 1].trailingAnchor, constant: gap),
                     i < columns ? card.topAnchor.constraint(equalTo: v.topAnchor, constant: gap)
                                 : card.topAnchor.constraint(equalTo: cards[i - columns].bottomAnchor, constant: gap)]
            if let label = card.subviews.first {
                label.translatesAutoresizingMaskIntoConstraints = false
                made += [label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 14),
                         label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -14),
                         label.topAnchor.constraint(equalTo: card.topAnchor, constant: 14),
                         label.heightAnchor.constraint(equalToConstant: 18)]
            }
        }
        if let imageView = v.subviews.first(where: { $0 is UIImageView }) {
            imageView.translatesAutoresizingMaskIntoConstraints = false
            made += [imageView.centerXAnchor.constraint(equalTo: v.centerXAnchor),
                     imageView.centerYAnchor.constraint(equalTo: v.centerYAnchor),
                     imageView.widthAnchor.constraint(equalToConstant: 192), imageView.heightAnchor.constraint(equalToConstant: 192)]
        }
        NSLayoutConstraint.activate(made)
    }
}

/// Slides the presented screen in from the right over a dimming view (alpha 0 → 0.4), linearly.
@MainActor
final class SlideOverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
        let container = ctx.containerView
        let dim = UIView(frame: container.bounds)
        dim.backgroundColor = .black
        dim.alpha = 0
        container.addSubview(dim)
        toView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            toView.frame = container.bounds
            dim.alpha = 0.4
        }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}
