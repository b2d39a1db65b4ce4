import Foundation

/// A control that turns an option on or off: a 51 × 31 capsule whose white thumb slides to the
/// right (on, `onTintColor`, green by default) or to the left (off, light grey).
///
///     let toggle = UISwitch()
///     toggle.addTarget(self, action: Self.toggled, for: .valueChanged)
///
/// A tap flips the value; a drag carries the thumb with the finger, and the value on release is
/// the side the thumb's centre is on. Either way the thumb slides the rest of the way in
/// `UISwitch.slideDuration` (0.25 s, ease-in-out) and `.valueChanged` is sent before
/// `.touchUpInside`, only when the value changed. Setting `isOn` or calling `setOn(_:animated:)`
/// sends nothing, as in UIKit. The switch keeps its 51 × 31 size whatever frame it is given.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size of every switch.
    static let switchSize = CGSize(width: 51, height: 31)
    /// How long the thumb takes to slide to the other side.
    static let slideDuration: TimeInterval = 0.25
    static let thumbInset: CGFloat = 2
    static var thumbDiameter: CGFloat { switchSize.height - 2 * thumbInset }
    /// The off track: the system's fill (120, 120, 128 at 16 %) over white.
    static let offTrackColor = UIColor(red: 233 / 255, green: 233 / 255, blue: 235 / 255, alpha: 1)

    private let track = UIView()
    private let thumb = UIView()
    private var trackingStartX: CGFloat = 0
    private var thumbStartX: CGFloat = 0
    private var isDragging = false

    /// Whether the switch is on (setting it moves the thumb at once and sends nothing).
    open var isOn: Bool {
        get { onStorage }
        set { setOn(newValue, animated: false) }
    }
    private var onStorage = false

    /// The track's colour when on (nil: the system green).
    open var onTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }
    /// An image for the on state (ignored on iOS 7 and later, as here).
    open var onImage: UIImage?
    /// An image for the off state (ignored on iOS 7 and later, as here).
    open var offImage: UIImage?
    /// The switch's title (shown only on Mac Catalyst; kept here).
    open var title: String?

    /// Creates a switch at `frame`'s origin, 51 × 31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        setUp()
    }

    /// Creates a switch from an archive (a zero origin here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.switchSize)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        for v in [track, thumb] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        track.frame = CGRect(origin: .zero, size: Self.switchSize)
        track.layer.cornerRadius = Self.switchSize.height / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.frame = thumbFrame(on: false)
        updateColors()
    }

    /// Sets the value, sliding the thumb over `slideDuration` when `animated`; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        onStorage = on
        isDragging = false
        let apply = { [self] in
            thumb.frame = thumbFrame(on: on)
            updateColors()
        }
        if animated {
            UIView.animate(withDuration: Self.slideDuration, delay: 0,
                           options: [.beginFromCurrentState, .allowUserInteraction], animations: apply)
        } else {
            UIView.performWithoutAnimation(apply)
        }
    }

    /// The thumb's frame at one end.
    func thumbFrame(on: Bool) -> CGRect {
        let d = Self.thumbDiameter
        let x = on ? Self.switchSize.width - Self.thumbInset - d : Self.thumbInset
        return CGRect(x: x, y: Self.thumbInset, width: d, height: d)
    }

    private func updateColors() {
        track.backgroundColor = onStorage ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// A disabled switch is drawn at half opacity, as on iOS.
    open override func stateDidChange() {
        super.stateDidChange()
        track.alpha = isEnabled ? 1 : 0.5
        thumb.alpha = isEnabled ? 1 : 0.5
    }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Self.switchSize }
    /// 51 × 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.switchSize) }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartX = touch.location(in: self).x
        thumbStartX = thumb.frame.minX
        isDragging = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - trackingStartX
        if !isDragging, abs(dx) < 3 { return true }
        isDragging = true
        let lo = thumbFrame(on: false).minX, hi = thumbFrame(on: true).minX
        UIView.performWithoutAnimation {
            thumb.layer.removeAllAnimations()
            thumb.frame.origin.x = min(max(thumbStartX + dx, lo), hi)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue: Bool
        if isDragging {
            newValue = thumb.frame.midX > Self.switchSize.width / 2
        } else if isTouchInside {
            newValue = !onStorage
        } else {
            newValue = onStorage
        }
        let changed = newValue != onStorage
        setOn(newValue, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        setOn(onStorage, animated: true)
    }
}
