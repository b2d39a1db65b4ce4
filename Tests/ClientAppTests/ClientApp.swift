// Written as the start of an iOS app is written: only `import UIKit`, UIKit's names and
// signatures. That this file compiles is half of what ClientAppTests checks.
import UIKit

final class ClientAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ClientRootViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

final class ClientRootViewController: UIViewController {
    let badge = BadgeView(frame: CGRect(x: 20, y: 40, width: 44, height: 44))

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let label = UILabel()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .headline)
        label.textColor = .label
        label.sizeToFit()
        view.addSubview(label)
        badge.layer.cornerRadius = 22
        badge.layer.borderColor = UIColor.black.cgColor
        badge.layer.borderWidth = 1
        badge.layer.shadowPath = UIBezierPath(roundedRect: badge.bounds, cornerRadius: 22).cgPath
        badge.transform = CGAffineTransform(scaleX: 1.1, y: 1.1).rotated(by: .pi / 8)
        view.addSubview(badge)
    }
}

final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(UIColor.systemRed.cgColor)
        ctx.fillEllipse(in: rect.insetBy(dx: 2, dy: 2))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY + 10))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 10))
        path.lineWidth = 3
        UIColor.white.setStroke()
        path.stroke()
    }
}

final class GradientLayer: CALayer {
    var colors: [CGColor] = []
    required init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func draw(in ctx: CGContext) {
        for (i, c) in colors.enumerated() {
            ctx.setFillColor(c)
            ctx.fill(CGRect(x: 0, y: CGFloat(i) * bounds.height / CGFloat(colors.count),
                            width: bounds.width, height: bounds.height / CGFloat(colors.count)))
        }
    }
}

final class GradientView: UIView {
    override class var layerClass: AnyClass { GradientLayer.self }
}
