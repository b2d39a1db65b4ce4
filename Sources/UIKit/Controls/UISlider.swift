import Foundation

/// A control for picking a value from a continuous range by dragging a thumb along a track.
///
///     let volume = UISlider()
///     volume.value = 0.4
///     volume.addTarget(self, action: Self.volumeChanged, for: .valueChanged)
///
/// Geometry (iOS 17's look): a 4-point track centred vertically in `trackRect(forBounds:)` — the
/// bounds less the value images and an 8-point gap beside each — and a 28-point white thumb
/// whose edges meet the track's ends at the minimum and maximum, so its centre is at
/// `track.minX + 14 + f · (track.width − 28)` for the fraction `f` of the range.
///
/// Tracking follows UIKit: only a touch on the thumb (grown by 10 points) is tracked — a touch
/// elsewhere on the track does not make the thumb jump; the thumb keeps the offset it was
/// grabbed at and follows the finger. With `isContinuous` (the default) `.valueChanged` is sent
/// for each move that changes the value, otherwise once when the touch lifts (if it changed).
/// Values outside the range are clamped; NaN is refused with a message and changes nothing.
@preconcurrency @MainActor
open class UISlider: UIControl {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let imageGap: CGFloat = 8
    /// How long `setValue(_:animated:)` takes to move the thumb.
    static let animationDuration: TimeInterval = 0.25

    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    /// The value, within `minimumValue…maximumValue` (default 0).
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }
    private var valueStorage: Float = 0

    /// The lower end of the range (default 0); a value above `maximumValue` raises it too.
    open var minimumValue: Float = 0 {
        didSet {
            guard !minimumValue.isNaN else { minimumValue = oldValue; return warnOnce("UISlider.minimumValue: NaN is refused") }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(valueStorage, animated: false)
        }
    }
    /// The upper end of the range (default 1); a value below `minimumValue` lowers it too.
    open var maximumValue: Float = 1 {
        didSet {
            guard !maximumValue.isNaN else { maximumValue = oldValue; return warnOnce("UISlider.maximumValue: NaN is refused") }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(valueStorage, animated: false)
        }
    }
    /// Whether `.valueChanged` is sent during a drag (true) or only at its end (false).
    open var isContinuous = true

    /// The track left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The track right of the thumb (nil: the system's light grey).
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }
    /// An image at the left end, beside the track.
    open var minimumValueImage: UIImage? { didSet { minimumImageView.image = minimumValueImage; setNeedsLayout() } }
    /// An image at the right end, beside the track.
    open var maximumValueImage: UIImage? { didSet { maximumImageView.image = maximumValueImage; setNeedsLayout() } }

    /// Creates a slider.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a slider from an archive (a zero frame here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        for v in [minimumImageView, maximumImageView, maximumTrack, minimumTrack, thumb] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.borderColor = UIColor(white: 0, alpha: 0.12).cgColor
        updateColors()
    }

    /// Sets the value (clamped to the range), moving the thumb over a quarter second when
    /// `animated`; sends no event. NaN is refused with a message.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else {
            warnOnce("UISlider.setValue: NaN is refused; the value stays \(valueStorage)")
            return
        }
        valueStorage = min(max(value, minimumValue), maximumValue)
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutTrack()
            }
        } else {
            UIView.performWithoutAnimation { layoutTrack() }
        }
    }

    // MARK: Geometry

    /// The area of the minimum-value image (zero width without one).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The area of the maximum-value image (zero width without one).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: the bounds less the value images (and a gap beside each), 4 points high.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage.map { $0.size.width + Self.imageGap } ?? 0
        let right = maximumValueImage.map { $0.size.width + Self.imageGap } ?? 0
        return CGRect(x: bounds.minX + left, y: bounds.midY - Self.trackHeight / 2,
                      width: max(0, bounds.width - left - right), height: Self.trackHeight)
    }

    /// The thumb for `value` on `rect`: its edges meet the track's ends at the range's ends.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let size = thumbSize
        return CGRect(x: rect.minX + f * max(0, rect.width - size.width), y: rect.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// A slider is 31 points high; it has no width of its own.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    /// The offered width (at least the thumb's), 31 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, Self.thumbDiameter), height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTrack()
    }

    private func layoutTrack() {
        let track = trackRect(forBounds: bounds)
        let knob = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, knob.midX - track.minX), height: track.height)
        maximumTrack.frame = CGRect(x: knob.midX, y: track.minY, width: max(0, track.maxX - knob.midX), height: track.height)
        thumb.frame = knob
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
    }

    // MARK: Images

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// The thumb's size: its image's, else 28 × 28.
    var thumbSize: CGSize { currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter) }

    /// Sets an image drawn as the thumb in `state` (nil: the round white thumb).
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state.rawValue] = image
        updateColors()
        setNeedsLayout()
    }
    /// The thumb image for `state`, or `.normal`'s when the state has none.
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue] }
    /// The thumb image shown now.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// Sets an image for the track left of the thumb (kept; the track is drawn in its colour).
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { minimumTrackImages[state.rawValue] = image }
    /// The minimum track image for `state`, or `.normal`'s.
    open func minimumTrackImage(for state: State) -> UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[State.normal.rawValue]
    }
    /// Sets an image for the track right of the thumb (kept; the track is drawn in its colour).
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { maximumTrackImages[state.rawValue] = image }
    /// The maximum track image for `state`, or `.normal`'s.
    open func maximumTrackImage(for state: State) -> UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[State.normal.rawValue]
    }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? UIColor(red: 228 / 255, green: 228 / 255, blue: 230 / 255, alpha: 1)
        if let image = currentThumbImage {
            thumb.backgroundColor = nil
            thumb.layer.borderWidth = 0
            thumb.layer.cornerRadius = 0
            thumb.layer.contents = image.cgImage
            thumb.layer.contentsScale = image.scale
        } else {
            thumb.backgroundColor = thumbTintColor ?? .white
            thumb.layer.borderWidth = 0.5
            thumb.layer.cornerRadius = Self.thumbDiameter / 2
            thumb.layer.contents = nil
        }
    }

    /// A disabled slider is drawn at half opacity, as on iOS.
    open override func stateDidChange() {
        super.stateDidChange()
        for v in [minimumTrack, maximumTrack, thumb] { v.alpha = isEnabled ? 1 : 0.5 }
        if thumbImages.count > 1 { updateColors(); setNeedsLayout() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateColors()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let knob = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
        let p = touch.location(in: self)
        guard knob.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        grabOffset = p.x - knob.midX
        valueAtTouchDown = valueStorage
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - thumbSize.width
        guard travel > 0 else { return true }
        let centre = touch.location(in: self).x - grabOffset
        let f = Float((centre - track.minX - thumbSize.width / 2) / travel)
        let before = valueStorage
        setValue(minimumValue + f * (maximumValue - minimumValue), animated: false)
        if isContinuous, valueStorage != before { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, valueStorage != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}
