import Foundation

/// An object that manages the content of a rectangular area on screen: the node of UIKit's
/// view tree, backed by a `CALayer`.
///
/// Geometry (`frame`, `bounds`, `center`, `transform`) and appearance (`alpha`, `isHidden`,
/// `backgroundColor`, `clipsToBounds`) are stored in the layer, as on iOS. Subclasses draw by
/// overriding `draw(_:)`; views that do not override it get no backing image at all.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer every instance creates (override to use another layer class).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer; the view is its delegate.
    public let layer: CALayer

    var subviewStorage: [UIView] = []
    /// The interactions added (`addInteraction(_:)`), in order.
    var interactionStorage: [any UIInteraction] = []
    /// The view this view is a subview of.
    public internal(set) weak var superview: UIView?

    /// Creates a view with the given frame rectangle.
    public init(frame: CGRect) {
        layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        super.init()
        layer.delegate = self
        layer.contentsGravity = contentMode.contentsGravity
        self.frame = frame
        layer.setNeedsDisplay()
    }

    /// Creates a view from an archive. Interface Builder archives do not exist here: the view is
    /// created with a zero frame, so subclasses that call `super.init(coder:)` still work.
    public required init?(coder: NSCoder) {
        layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        super.init()
        layer.delegate = self
        layer.setNeedsDisplay()
    }

    /// Creates a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            if autoLayout.isParticipant { LayoutEngine.frameChangedByClient(self) }
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            if autoLayout.isParticipant { LayoutEngine.frameChangedByClient(self) }
        }
    }

    /// The centre of the view in its superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if autoLayout.isParticipant { LayoutEngine.frameChangedByClient(self) }
        }
    }

    /// The view's transform, applied about its centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The view's 3D transform (its affine part is drawn).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The shape the view collides as in a dynamic animator (default `.rectangle`); override to
    /// make a round view collide as an ellipse, or as the polygon of `collisionBoundingPath`.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The convex polygon the view collides as when `collisionBoundsType` is `.path`, with
    /// (0, 0) at the view's centre (default an empty path).
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

    /// A secondary click at `point` (in the view): shows the view's context menu — its
    /// `UIContextMenuInteraction`'s — and returns whether the view took the click (an
    /// interaction whose delegate offers no menu takes it too). Buttons with a menu, table rows
    /// and collection items add theirs.
    func presentContextMenu(at point: CGPoint) -> Bool {
        guard let interaction = interactionStorage.lazy.compactMap({ $0 as? UIContextMenuInteraction }).first else { return false }
        interaction.presentMenu(at: point)
        return true
    }

    /// How subviews follow this view's size when its superview resizes it.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are resized by their `autoresizingMask` when this view's bounds change (default true).
    open var autoresizesSubviews = true

    // MARK: Appearance

    /// The background colour; nil is transparent. A dynamic colour is resolved with the view's
    /// traits, again whenever they change.
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = layerColor(backgroundColor) }
    }

    /// The view's opacity (0…1).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue.isNaN ? 1 : min(max(newValue, 0), 1)) }
    }

    /// Whether the view (and its subviews) is hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this view's content (its layer becomes the layer's `mask`).
    /// The view is held, as UIKit holds it, and leaves any superview it had.
    open var mask: UIView? {
        didSet {
            guard mask !== oldValue else { return }
            if let m = mask, m.superview != nil { m.removeFromSuperview() }
            layer.mask = mask?.layer
        }
    }

    /// A hint that the view is fully opaque.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// How the view's content follows its size; `.redraw` redraws on every size change.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// An integer that identifies the view (see `viewWithTag(_:)`).
    open var tag = 0

    /// Whether touches and clicks reach this view (and its subviews).
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches exclusively.
    open var isExclusiveTouch = false

    /// The tint colour: the nearest one set on this view or an ancestor, else the system blue;
    /// a desaturated grey of it while the effective `tintAdjustmentMode` is `.dimmed`.
    /// Setting it calls `tintColorDidChange()` on this view and on the descendants that inherit it.
    open var tintColor: UIColor! {
        get {
            let base = inheritedTintColor
            return tintAdjustmentMode == .dimmed ? base.dimmedTint : base
        }
        set {
            tintColorStorage = newValue
            propagateTintColorChange(modeChanged: false)
        }
    }
    private var tintColorStorage: UIColor?
    /// The tint before dimming: the nearest one set here or above, else the system blue.
    var inheritedTintColor: UIColor { tintColorStorage ?? superview?.inheritedTintColor ?? .systemBlue }

    /// The first mode other than `.automatic` on this view or an ancestor, or `.normal` when
    /// there is none (Apple's getter answers the effective mode). Setting it calls
    /// `tintColorDidChange()` on this view and on the descendants that inherit the mode.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if tintAdjustmentModeStorage != .automatic { return tintAdjustmentModeStorage }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            let before = tintAdjustmentMode
            tintAdjustmentModeStorage = newValue
            if tintAdjustmentMode != before { propagateTintColorChange(modeChanged: true) }
        }
    }
    private var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic
    /// The mode set on this view itself (`.automatic` when it inherits).
    var ownTintAdjustmentMode: TintAdjustmentMode { tintAdjustmentModeStorage }

    /// Called when the effective tint colour (or its dimming) changes, on the view where it was
    /// set and on every descendant that inherits it. Override to redraw tinted content.
    open func tintColorDidChange() {}

    /// Calls `tintColorDidChange()` on this view and on the descendants that inherit what
    /// changed (the mode, or the colour).
    func propagateTintColorChange(modeChanged: Bool) {
        tintColorDidChange()
        for sub in subviewStorage
        where modeChanged ? sub.tintAdjustmentModeStorage == .automatic : sub.tintColorStorage == nil {
            sub.propagateTintColorChange(modeChanged: modeChanged)
        }
    }

    // MARK: Drawing

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`),
    /// in the view's bounds coordinates. The default draws nothing.
    open func draw(_ rect: CGRect) { layer.noteNothingDrawn() }

    /// Marks the view's content as needing to be redrawn.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks part of the view's content as needing to be redrawn.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Draws the view for its layer (the layer's delegate method), with the view's traits as
    /// `UITraitCollection.current`.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        traitCollection.performAsCurrent {
            UIGraphicsPushContext(ctx)
            draw(bounds)
            UIGraphicsPopContext()
        }
    }

    /// The layer's action for a property change: inside an animation block, an animation with
    /// the block's timing (a `CABasicAnimation`, as on iOS, so a layer subclass may copy it for
    /// a property of its own); outside one, none (`NSNull`), so views never animate implicitly.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer, UIViewAnimationContext.animationsEnabled,
              let context = UIViewAnimationContext.current,
              LayerProperties.animatableKeys.contains(event) else { return NSNull() }
        // (Inside `animateKeyframes` the change is recorded as a keyframe instead.)
        if context.keyframes != nil { return UIViewAnimationAction(context: context) }
        return context.action(forKey: event)
    }

    /// Lays out subviews for the layer (the layer's delegate method), with the view's traits as
    /// `UITraitCollection.current`.
    open func layoutSublayers(of layer: CALayer) {
        traitCollection.performAsCurrent {
            let controller = viewDelegate as? UIViewController
            controller?.viewWillLayoutSubviews()
            // Auto Layout: the tree's constraints are solved and frames set before layoutSubviews.
            LayoutEngine.updateIfNeeded(from: self)
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
    }

    // MARK: Layout

    /// Lays out subviews; override to position them. The default does nothing (autoresizing has
    /// already been applied when the bounds changed).
    open func layoutSubviews() {}
    /// Marks the view as needing layout before the next frame.
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out the view and its subviews now if they are marked as needing it.
    open func layoutIfNeeded() {
        LayoutEngine.updateIfNeeded(from: self)
        layer.layoutIfNeeded()
    }

    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: s)
    }
    /// The view's natural size; `noIntrinsicMetric` in both dimensions by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells Auto Layout that the intrinsic size changed: the constraints it makes are made again
    /// at the next layout.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        if !translatesAutoresizingMaskIntoConstraints { LayoutEngine.placementChanged(self) }
    }
    /// The value meaning "no intrinsic size in this dimension".
    public static let noIntrinsicMetric: CGFloat = -1

    /// Set while the view's transform is an effect of a presentation over it (a presenter pushed
    /// back behind a sheet), not of its own layout: the safe areas in it are those of its
    /// untransformed place, so its content keeps its layout while it recedes.
    var transformIsPresentationEffect = false
    /// Set while the view is shown away from where it is laid out (in a zoom transition's card):
    /// its rectangle in the window as laid out, which its safe area is measured from.
    var windowFrameAsLaidOut: CGRect?

    // MARK: Auto Layout (the rest is in UIView+AutoLayout.swift)

    /// Constraints, guides, margins and priorities of the view.
    var autoLayout = ViewAutoLayout()
    /// Override to update the view's constraints before layout; call super last.
    open func updateConstraints() {}
    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}
    /// Called when the safe-area insets change (layout notices it).
    open func safeAreaInsetsDidChange() {}
    /// Whether the view needs constraints to lay out (default false).
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Hierarchy callbacks

    /// Called after a subview is added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil: it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window.
    open func didMoveToWindow() {}

    /// The superview, as the next responder (a view controller's view answers its controller).
    open override var next: UIResponder? { viewDelegate ?? superview }

    /// The view controller whose view this is; set by `UIViewController`.
    package weak var viewDelegate: UIResponder?

    // MARK: Traits (the rest is in UIView+Traits.swift)

    /// The view's traits, overrides and trait-change registrations.
    final var traitState = TraitState()

    /// Called when the view's traits changed, with the previous ones (see `UITraitEnvironment`).
    @available(iOS, deprecated: 17.0, message: "Use the trait change registration APIs")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style of this view and its subviews (`.unspecified`: the superview's); the
    /// same override as `traitOverrides.userInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrides.userInterfaceStyle }
        set { traitState.overrides.userInterfaceStyle = newValue; updateTraits() }
    }

    // MARK: Layout direction (the rest is in UIView+LayoutDirection.swift)

    /// Whether the view's content flips between left-to-right and right-to-left layouts
    /// (default `.unspecified`: it follows the interface's direction).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }

    /// Called after `effectiveUserInterfaceLayoutDirection` may have changed, for views that
    /// keep content laid out by it (text placed by its natural alignment).
    func directionDidChange() {}

    // MARK: Motion effects (the rest is in MotionEffects/UIView+MotionEffects.swift)

    /// The view's motion effects and the layer animations that show them.
    var motionEffectState = ViewMotionEffects()

    // MARK: Gesture recognizers

    var gestureRecognizerStorage: [UIGestureRecognizer] = []

    /// Asks whether a recognizer (attached to this view or another) may begin with a touch in
    /// this view (default true).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hit testing

    /// The farthest descendant of this view that contains `point` (in this view's coordinates)
    /// and takes touches: hidden views, views with alpha below 0.01 and views with user
    /// interaction disabled are skipped, as are points outside a `clipsToBounds` view.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        let inside = self.point(inside: point, with: event)
        if clipsToBounds && !inside { return nil }
        for sub in subviewStorage.reversed() {
            let p = sub.convert(point, from: self)
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return inside ? self : nil
    }

    /// Whether `point` (in this view's coordinates) is inside the view's bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
}

/// A view's observable values (geometry, appearance) live in its layer.
extension UIView: KeyValueObservationHost {
    package var observationLayer: CALayer { layer }
}
