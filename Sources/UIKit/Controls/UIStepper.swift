import Foundation

/// A control with − and + halves that decrease and increase a value by `stepValue`, as iOS 13
/// and later draw it: a 94 × 32 light grey rounded rectangle with a divider.
///
///     let count = UIStepper()
///     count.maximumValue = 10
///     count.addTarget(self, action: Self.countChanged, for: .valueChanged)
///
/// Touching a half changes the value at once, as iOS does, and sends `.valueChanged` (when the
/// value changed); at a limit that half does nothing unless `wraps` is true. With `autorepeat`
/// (the default), holding a half repeats the step every 0.1 s after 0.5 s — counted from the
/// frame timestamps, never a timer (iOS also speeds up after a few seconds; this does not) —
/// sending `.valueChanged` for each step when `isContinuous`, else once when the touch lifts.
/// Setting `value` in code clamps it and sends nothing; NaN is refused with a message.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    static let size = CGSize(width: 94, height: 32)

    /// The value (default 0), within `minimumValue…maximumValue`.
    open var value: Double {
        get { valueStorage }
        set {
            guard !newValue.isNaN else { return warnOnce("UIStepper.value: NaN is refused; the value stays \(valueStorage)") }
            valueStorage = min(max(newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }
    private var valueStorage: Double = 0
    /// The lowest value (default 0); above `maximumValue` is refused.
    open var minimumValue: Double = 0 {
        didSet {
            if !(minimumValue <= maximumValue) {
                warnOnce("UIStepper.minimumValue: \(minimumValue) is not at most maximumValue \(maximumValue); refused")
                minimumValue = oldValue
            }
            value = valueStorage
        }
    }
    /// The highest value (default 100); below `minimumValue` is refused.
    open var maximumValue: Double = 100 {
        didSet {
            if !(maximumValue >= minimumValue) {
                warnOnce("UIStepper.maximumValue: \(maximumValue) is not at least minimumValue \(minimumValue); refused")
                maximumValue = oldValue
            }
            value = valueStorage
        }
    }
    /// How much a tap changes the value (default 1); zero, negative and NaN are refused.
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) {
                warnOnce("UIStepper.stepValue: \(stepValue) is not positive; refused")
                stepValue = oldValue
            }
        }
    }
    /// Whether stepping past a limit wraps to the other one (default false).
    open var wraps = false
    /// Whether holding a half repeats the step (default true).
    open var autorepeat = true
    /// Whether `.valueChanged` is sent for each step of a hold (true) or once at its end.
    open var isContinuous = true

    /// Creates a stepper at `frame`'s origin, 94 × 32 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        isOpaque = false
    }

    /// Creates a stepper from an archive (a zero origin here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.size)
        isOpaque = false
    }

    /// 94 × 32.
    open override var intrinsicContentSize: CGSize { Self.size }
    /// 94 × 32.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// The delay before a held half repeats, and the time between repeats.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    private var increasing = true
    private var pressTime: CFTimeInterval = 0
    private var repeatsDone = 0
    private var valueAtTouchDown: Double = 0
    private var repeatLink: CADisplayLink?

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        increasing = touch.location(in: self).x >= bounds.midX
        pressTime = CACurrentMediaTime()
        repeatsDone = 0
        valueAtTouchDown = valueStorage
        step(sending: isContinuous)
        if autorepeat, let scheduler = layer.scheduler {
            let link = CADisplayLink(target: self, selector: UIStepper.repeatIfDue)
            link.add(to: scheduler)
            repeatLink = link
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous, valueStorage != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
    }

    private func stopRepeating() {
        repeatLink?.invalidate()
        repeatLink = nil
    }

    /// Steps as many times as the hold has earned since the last frame.
    private func repeatIfDue(_ link: CADisplayLink) {
        guard isTracking else { return stopRepeating() }
        let held = link.timestamp - pressTime - Self.repeatDelay
        guard held >= -1e-9 else { return }
        let due = Int((held / Self.repeatInterval + 1e-9).rounded(.down)) + 1
        while repeatsDone < due {
            repeatsDone += 1
            if isTouchInside { step(sending: isContinuous) }
        }
    }

    /// Moves the value one step in the touched direction (wrapping or stopping at the limits).
    private func step(sending: Bool) {
        var next = valueStorage + (increasing ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != valueStorage else { return }
        value = next
        if sending { sendActions(for: .valueChanged) }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Draws the rounded background, the divider, and − and + (grey at a limit).
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        UIColor(red: 238 / 255, green: 238 / 255, blue: 239 / 255, alpha: 1).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 8).fill()
        UIColor.separator.setFill()
        ctx.fill(CGRect(x: bounds.midX - 0.5, y: 8, width: 1, height: bounds.height - 16))
        let atMin = !wraps && valueStorage <= minimumValue, atMax = !wraps && valueStorage >= maximumValue
        let left = CGPoint(x: bounds.width / 4, y: bounds.midY), right = CGPoint(x: bounds.width * 3 / 4, y: bounds.midY)
        (atMin || !isEnabled ? UIColor.tertiaryLabel : UIColor.label).setFill()
        ctx.fill(CGRect(x: left.x - 7, y: left.y - 1, width: 14, height: 2))
        (atMax || !isEnabled ? UIColor.tertiaryLabel : UIColor.label).setFill()
        ctx.fill(CGRect(x: right.x - 7, y: right.y - 1, width: 14, height: 2))
        ctx.fill(CGRect(x: right.x - 1, y: right.y - 7, width: 2, height: 14))
    }
}
