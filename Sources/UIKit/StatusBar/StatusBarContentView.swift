import Foundation

/// What the status bar shows, in one colour: the time in the left "ear" of a notched phone,
/// cellular signal, Wi-Fi and a battery in the right one, sized as an iPhone 14's.
final class StatusBarContentView: UIView {
    private let time = UILabel()
    private let icons: StatusBarIconsView

    init(color: UIColor) {
        icons = StatusBarIconsView(color: color)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        time.text = "9:41"
        time.font = .systemFont(ofSize: 17, weight: .semibold)
        time.textColor = color
        time.textAlignment = .center
        addSubview(time)
        addSubview(icons)
    }

    required init?(coder: NSCoder) { nil }

    /// The ears either side of the sensor housing (126 points wide, centred): the time centred
    /// in the left one, the icons in the right one, both on the bar's baseline row.
    override func layoutSubviews() {
        super.layoutSubviews()
        let ear = max(0, (bounds.width - 126) / 2)
        time.frame = CGRect(x: 0, y: 15, width: ear, height: 22)
        icons.frame = CGRect(x: bounds.width - ear + (ear - StatusBarIconsView.width) / 2, y: 19,
                             width: StatusBarIconsView.width, height: 13)
    }
}

/// Signal bars, the Wi-Fi fan and the battery, drawn as vector shapes.
final class StatusBarIconsView: UIView {
    private let color: UIColor
    /// The three icons' width with their gaps.
    static let width: CGFloat = 17 + 6 + 15 + 6 + 27

    init(color: UIColor) {
        self.color = color
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        color.setFill()
        color.setStroke()
        // Cellular: four bars rising to the full height.
        for i in 0..<4 {
            let h = 4 + CGFloat(i) * 2.5
            UIBezierPath(roundedRect: CGRect(x: CGFloat(i) * 4.5, y: 12 - h, width: 3, height: h), cornerRadius: 1).fill()
        }
        // Wi-Fi: a dot and two arcs above it.
        let centre = CGPoint(x: 17 + 6 + 7.5, y: 12)
        UIBezierPath(arcCenter: centre, radius: 2.4, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: true).fill()
        for radius in [6.5, 10.5] as [CGFloat] {
            let arc = UIBezierPath(arcCenter: centre, radius: radius, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: true)
            arc.lineWidth = 2
            arc.lineCapStyle = .round
            arc.stroke()
        }
        // Battery: an outlined body, the charge inside it, the terminal's nub.
        let x = 17 + 6 + 15 + 6 as CGFloat
        let body = UIBezierPath(roundedRect: CGRect(x: x + 0.5, y: 0.5, width: 24, height: 12), cornerRadius: 3.5)
        body.lineWidth = 1
        color.withAlphaComponent(0.4).setStroke()
        body.stroke()
        color.setFill()
        UIBezierPath(roundedRect: CGRect(x: x + 2, y: 2, width: 21, height: 9), cornerRadius: 2).fill()
        UIBezierPath(roundedRect: CGRect(x: x + 25.5, y: 4.5, width: 1.5, height: 4), cornerRadius: 0.75).fill()
    }
}
