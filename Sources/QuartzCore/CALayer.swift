import Foundation

/// An object that manages image-based content and lets you animate it: the node of the layer tree.
///
/// Geometry follows Core Animation: `position` is where `anchorPoint` (unit coordinates of
/// `bounds`) sits in the superlayer; `transform` applies about the anchor point; `frame` is
/// derived. Coordinates are y-down, as for a view's layer on iOS.
///
/// Layers here are main-actor isolated (Apple's are nominally thread-safe but used from the main
/// thread by UIKit code); rendering happens once per frame from the app's run loop.
@preconcurrency @MainActor
open class CALayer: NSObject {
    // MARK: Animatable properties (stored in `model`; see LayerProperties)
    /// The layer's own coordinate space: its origin and size.
    open var bounds: CGRect {
        get { model.bounds }
        set { setModel(\.bounds, newValue, key: "bounds", change: .bounds) }
    }
    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { model.position }
        set { setModel(\.position, newValue, key: "position", change: .composite) }
    }
    /// The point of `bounds` (in unit coordinates) that `position` and `transform` refer to.
    open var anchorPoint: CGPoint {
        get { model.anchorPoint }
        set { setModel(\.anchorPoint, newValue, key: "anchorPoint", change: .composite) }
    }
    /// The layer's stacking position along z: higher values draw above their siblings.
    open var zPosition: CGFloat {
        get { model.zPosition }
        set { setModel(\.zPosition, newValue, key: "zPosition", change: .zpos) }
    }
    /// The transform applied to the layer about its anchor point (its affine part is drawn).
    open var transform: CATransform3D {
        get { model.transform }
        set { setModel(\.transform, newValue, key: "transform", change: .composite) }
    }
    /// The transform applied to the sublayers, about the anchor point.
    open var sublayerTransform: CATransform3D {
        get { model.sublayerTransform }
        set { setModel(\.sublayerTransform, newValue, key: "sublayerTransform", change: .composite) }
    }
    /// The fill colour behind the content; nil draws nothing.
    open var backgroundColor: CGColor? {
        get { model.backgroundColor }
        set { setModel(\.backgroundColor, newValue, key: "backgroundColor", change: .appearance) }
    }
    /// The radius of the rounded corners of the background and border (and of the clip with `masksToBounds`).
    open var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { setModel(\.cornerRadius, newValue, key: "cornerRadius", change: .appearance) }
    }
    /// The width of the border, drawn inside the bounds above content and sublayers.
    open var borderWidth: CGFloat {
        get { model.borderWidth }
        set { setModel(\.borderWidth, newValue, key: "borderWidth", change: .appearance) }
    }
    /// The border colour (opaque black by default).
    open var borderColor: CGColor? {
        get { model.borderColor }
        set { setModel(\.borderColor, newValue, key: "borderColor", change: .appearance) }
    }
    /// The opacity of the layer and its sublayers, composited as a group (0…1).
    open var opacity: Float {
        get { model.opacity }
        set { setModel(\.opacity, newValue, key: "opacity", change: .composite) }
    }
    /// The shadow colour (opaque black by default).
    open var shadowColor: CGColor? {
        get { model.shadowColor }
        set { setModel(\.shadowColor, newValue, key: "shadowColor", change: .appearance) }
    }
    /// The shadow's opacity; 0 (the default) draws no shadow.
    open var shadowOpacity: Float {
        get { model.shadowOpacity }
        set { setModel(\.shadowOpacity, newValue, key: "shadowOpacity", change: .shadow) }
    }
    /// The shadow's offset (Core Animation's default is (0, −3)).
    open var shadowOffset: CGSize {
        get { model.shadowOffset }
        set { setModel(\.shadowOffset, newValue, key: "shadowOffset", change: .shadow) }
    }
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat {
        get { model.shadowRadius }
        set { setModel(\.shadowRadius, newValue, key: "shadowRadius", change: .shadow) }
    }
    /// The anchor point on the z axis, in points, about which the transform applies (Apple:
    /// "the anchor point on the z axis around which geometric manipulations occur"); it moves
    /// the layer along z under a perspective (`CATransform3D+Projection.swift`).
    open var anchorPointZ: CGFloat = 0 { didSet { if anchorPointZ != oldValue { setNeedsComposite() } } }

    // MARK: Appearance

    /// Whether sublayers and content are clipped to the (rounded) bounds.
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { appearanceChanged() } } }
    /// Whether the layer and its sublayers are drawn.
    open var isHidden = false { didSet { if isHidden != oldValue { setNeedsComposite() } } }
    /// Whether the sublayers of a layer with opacity < 1 are composited as one group (default true, as on iOS 7+).
    open var allowsGroupOpacity = true { didSet { if allowsGroupOpacity != oldValue { setNeedsComposite() } } }
    /// A hint that the layer fills its bounds with opaque content.
    open var isOpaque = false
    /// Whether the layer is drawn when its back faces the viewer (a layer turned over by a 3D
    /// transform); false hides it then, as Core Animation does.
    open var isDoubleSided = true { didSet { if isDoubleSided != oldValue { setNeedsComposite() } } }

    /// A layer whose alpha masks this layer's content and sublayers (nil: no mask). It lies in
    /// this layer's coordinates and has no superlayer; its own properties animate. A layer that
    /// is some layer's sublayer leaves it (Core Animation calls that undefined).
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if let old = oldValue, old.maskHost === self { old.maskHost = nil }
            if let m = mask { attachMask(m) }
            maskDidChange()
        }
    }
    /// The corners `cornerRadius` rounds (all four by default). On iOS `MinY` is the top.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { renderState.invalidateCaches(); appearanceChanged() } }
    }
    /// The curve of the rounded corners: `.circular` (the default) or `.continuous`.
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { if cornerCurve != oldValue { renderState.invalidateCaches(); appearanceChanged() } }
    }
    /// Kept for source compatibility: layers keep their drawn content cached anyway, and a
    /// subtree that moves unchanged is composited from one image.
    open var shouldRasterize = false
    /// Kept with `shouldRasterize`.
    open var rasterizationScale: CGFloat = 1
    /// Kept for source compatibility; the layer is composited normally (source over).
    open var compositingFilter: Any?
    /// Whether the renderer draws the layer's own background, border, shadow and content
    /// (a `CATransformLayer` draws only its sublayers).
    package var drawsOwnAppearance: Bool { true }
    /// The layer this one masks (set while it is some layer's `mask`).
    package weak var maskHost: CALayer?

    /// The shape of the shadow; nil uses the layer's rounded bounds (or its content's alpha).
    open var shadowPath: CGPath? { didSet { if shadowPath != oldValue { shadowChanged() } } }

    // MARK: Content

    /// The layer's image (a `CGImage`); drawn content from `display()` also lands here.
    open var contents: Any? {
        didSet {
            renderState.contentsAreDrawn = false
            renderState.invalidateCaches()
            appearanceChanged()
        }
    }
    /// How `contents` fits `bounds`.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { if contentsGravity != oldValue { appearanceChanged() } } }
    /// The part of `contents` shown, in the image's unit coordinates (default the whole image,
    /// `(0, 0, 1, 1)`): the gravity places that part as if it were the image, and parts outside
    /// the unit square repeat the image's edge pixels, as Core Animation documents. Animatable
    /// (a sprite sheet's frames, a fold transition's halves of one snapshot).
    open var contentsRect: CGRect {
        get { model.contentsRect }
        set { setContentsPart(\.contentsRect, newValue, key: "contentsRect") }
    }
    /// The part of the shown contents that stretches when the layer is larger or smaller than
    /// they are, in their unit coordinates (default the whole, `(0, 0, 1, 1)`: all of it
    /// stretches). With the `.resize` gravity the contents are drawn in nine parts: the corners
    /// outside this rectangle keep their size, the edges stretch along their length, the middle
    /// both ways — a resizable image's cap insets (corners that do not fit shrink in proportion).
    /// Animatable.
    open var contentsCenter: CGRect {
        get { model.contentsCenter }
        set { setContentsPart(\.contentsCenter, newValue, key: "contentsCenter") }
    }
    /// Sets `contentsRect` or `contentsCenter` (a rectangle in the contents' unit coordinates);
    /// a non-finite one is ignored with a warning.
    private func setContentsPart(_ keyPath: WritableKeyPath<LayerProperties, CGRect>, _ rect: CGRect, key: String) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            warnOnce("CALayer.\(key) set to a non-finite rectangle; ignored")
            return
        }
        setModel(keyPath, rect, key: key, change: .appearance)
    }
    /// The filter used when `contents` is drawn smaller than its pixels (default `.linear`).
    open var minificationFilter: CALayerContentsFilter = .linear { didSet { if minificationFilter != oldValue { appearanceChanged() } } }
    /// The filter used when `contents` is drawn larger than its pixels (default `.linear`;
    /// `.nearest` keeps pixel art's hard edges).
    open var magnificationFilter: CALayerContentsFilter = .linear { didSet { if magnificationFilter != oldValue { appearanceChanged() } } }
    /// The bias of the level of detail for `.trilinear` minification (default 0; there are no
    /// mipmaps here, so it changes nothing).
    open var minificationFilterBias: Float = 0
    /// Pixels per point of the layer's content (drawn content is made at this scale).
    open var contentsScale: CGFloat = 1 {
        didSet {
            guard contentsScale != oldValue else { return }
            if !(contentsScale > 0) || !contentsScale.isFinite { contentsScale = 1 }
            setNeedsDisplay()
        }
    }
    /// Whether the layer redraws its content when its bounds change size.
    open var needsDisplayOnBoundsChange = false
    /// Actions by property name, consulted after the delegate (`NSNull()` disables one).
    open var actions: [String: any CAAction]?
    /// A name for debugging and lookup.
    open var name: String?
    /// The object that draws or lays out the layer (a view for a view's layer). Held weakly.
    open weak var delegate: (any CALayerDelegate)?
    /// Arbitrary values attached by key (Core Animation's key-value extension), as the client
    /// gave them; those of custom keys are also in `model.custom`, to animate.
    package var values: [String: Any] = [:]

    // MARK: Tree

    /// The parent layer.
    public internal(set) weak var superlayer: CALayer?
    package var sublayerStorage: [CALayer] = []

    /// Stores a new model value, invalidates what it affects and runs the implicit action for it.
    package func setModel<Value: Equatable>(_ keyPath: WritableKeyPath<LayerProperties, Value>, _ newValue: Value,
                                            key: String, change: ModelChange) {
        guard model[keyPath: keyPath] != newValue else { return }
        let previous = displayedValue(forKey: key)
        let action = implicitAction(forKey: key)
        model[keyPath: keyPath] = newValue
        modelDidChange(change)
        if builtInKeysNeedingDisplay.contains(key) { setNeedsDisplay() }
        runImplicitAction(action, forKey: key, previousValue: previous)
        notifyKeyValueObservers()
    }

    /// What a model change affects.
    package enum ModelChange { case bounds, composite, zpos, appearance, shadow, content }

    /// Invalidates what a change of the model (or presentation) values affects.
    package func modelDidChange(_ change: ModelChange) {
        switch change {
        case .bounds:
            renderState.invalidateCaches()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            setNeedsLayout()
            setNeedsComposite()
        case .composite: setNeedsComposite()
        case .zpos: superlayer?.setNeedsComposite(); setNeedsComposite()
        case .appearance: appearanceChanged()
        case .shadow: shadowChanged()
        case .content: renderState.shadowMask = nil; appearanceChanged()   // the shadow follows the content
        }
    }

    // MARK: Timing (CAMediaTiming): a layer's time is its superlayer's, shifted and scaled

    /// When the layer's time starts, in its superlayer's time.
    open var beginTime: CFTimeInterval = 0 {
        didSet { if !beginTime.isFinite { warnOnce("CALayer.beginTime set to \(beginTime); 0 is used"); beginTime = 0 }; timingDidChange() }
    }
    /// Kept for `CAMediaTiming`; a layer's own duration does not limit its sublayers here.
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time runs relative to its superlayer's: 0 freezes every animation below it.
    open var speed: Float = 1 {
        didSet { if !speed.isFinite { warnOnce("CALayer.speed set to \(speed); 1 is used"); speed = 1 }; timingDidChange() }
    }
    /// An offset added to the layer's local time.
    open var timeOffset: CFTimeInterval = 0 {
        didSet { if !timeOffset.isFinite { warnOnce("CALayer.timeOffset set to \(timeOffset); 0 is used"); timeOffset = 0 }; timingDidChange() }
    }
    /// Kept for `CAMediaTiming`.
    open var repeatCount: Float = 0
    /// Kept for `CAMediaTiming`.
    open var repeatDuration: CFTimeInterval = 0
    /// Kept for `CAMediaTiming`.
    open var autoreverses = false
    /// Kept for `CAMediaTiming`.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The layer's animations, in the order they were added.
    package var animationEntries: [(key: String, animation: CAAnimation)] = []
    /// Whether this layer or a sublayer has animations (the engine walks only such subtrees).
    package var subtreeHasAnimations = false
    /// Whether this layer is the root of a tree whose animations are evaluated each frame (a
    /// screen's root layer). Animations of layers in other trees end at the next frame.
    package var drivesAnimations = false
    /// Whether the layer waits in a scheduler's list of layers to look at next frame.
    package var offScreenCheckPending = false
    /// The scheduler of the screen this layer's tree belongs to, set on a tree's root (a
    /// screen's root layer, a window's layer); read it through `scheduler`.
    package weak var hostScheduler: FrameScheduler?
    /// Whether a layer below this one needs layout or display (the layout and display phases
    /// walk only such paths).
    package var descendantNeedsUpdate = false

    /// The model values of the animatable properties.
    package var model = LayerProperties()
    /// What is on screen while animations run (nil: the model values).
    package var presented: LayerProperties?
    /// The values the renderer draws: the presentation while animating, else the model.
    package var displayed: LayerProperties { presented ?? model }

    /// Renderer bookkeeping (last drawn area, caches); not part of the model.
    package var renderState = LayerRenderState()
    package var needsLayoutFlag = false
    /// Key-value observations of this layer (or of its view), see `observe(_:options:changeHandler:)`.
    package var keyValueObservers: [WeakObservation] = []
    package var needsDisplayFlag = false

    /// Creates a layer.
    ///
    /// `required` (Apple's is a plain `override init()`): `UIView` makes its layer from
    /// `layerClass` and `presentation()` makes a copy of the layer's own class, and Swift can
    /// call an initializer through a class object only when it is required (there is no
    /// Objective-C runtime to send `-init` to any class). A subclass writes
    /// `required init() { super.init() }` where iOS code writes `override init()` (the
    /// `uikit-port` tool rewrites it); one that declares no initializer inherits it.
    public required override init() { super.init() }

    /// Creates a layer from an archive. Layer archives do not exist here: the layer gets the
    /// default property values, so subclasses that call `super.init(coder:)` still work.
    public required init?(coder: NSCoder) { super.init() }

    /// Creates a copy of another layer's properties (Core Animation uses it for presentation copies).
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyState(from: other) }
    }

    /// Copies the properties of another layer (not its sublayers, delegate or animations).
    package func copyState(from other: CALayer) {
        model = other.displayed
        model.transition = nil   // a transition belongs to the layer it was added to
        masksToBounds = other.masksToBounds; isHidden = other.isHidden; allowsGroupOpacity = other.allowsGroupOpacity
        shadowPath = other.shadowPath; contents = other.contents; contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale; name = other.name; isOpaque = other.isOpaque
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode; actions = other.actions
        maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
        shouldRasterize = other.shouldRasterize; rasterizationScale = other.rasterizationScale
        compositingFilter = other.compositingFilter
        minificationFilter = other.minificationFilter; magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        values = other.valuesAsDisplayed
    }

    /// The default action for a key: a basic animation for animatable properties, nil otherwise.
    /// (In the class body so that layer classes with more animatable properties override it.)
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        LayerProperties.animatableKeys.contains(event) ? CABasicAnimation() : nil
    }

    /// The value stored for `key` with `setValue(_:forKey:)`. While the layer draws
    /// (`display()`, `draw(in:)`) during an animation of a custom key, the value on screen.
    open func value(forKey key: String) -> Any? { storedValue(forKey: key) }

    /// Stores an arbitrary value for `key`, as Core Animation's key-value coding extension
    /// does: a subclass can keep a property there and make it animatable.
    ///
    /// A key that is no layer property (a custom key) is treated like one: if
    /// ``needsDisplay(forKey:)`` says so the layer redraws, and the layer's action for the key
    /// runs (`action(forKey:)`, so a subclass can return an animation). A number, point, size,
    /// rect, transform or colour animates under that key path, and the layer redraws at each
    /// frame while `needsDisplay(forKey:)` is true for it:
    ///
    ///     final class ProgressLayer: CALayer {
    ///         var progress: CGFloat {
    ///             get { value(forKey: "progress") as? CGFloat ?? 0 }
    ///             set { setValue(newValue, forKey: "progress") }
    ///         }
    ///         override class func needsDisplay(forKey key: String) -> Bool {
    ///             key == "progress" || super.needsDisplay(forKey: key)
    ///         }
    ///         override func draw(in ctx: CGContext) { /* reads progress */ }
    ///     }
    open func setValue(_ value: Any?, forKey key: String) { storeValue(value, forKey: key) }

    // MARK: Overridable geometry, actions and display keys (declared here so subclasses can override them)

    /// The layer's rectangle in its superlayer's coordinates. Setting it sets `position` and
    /// `bounds.size`; with a non-identity transform the getter returns the bounding box.
    /// A view's frame is its layer's: setting the view's goes through this property.
    open var frame: CGRect {
        get { bounds.applying(transformToSuperlayer) }
        set { setFrameGeometry(newValue) }
    }

    /// The action for a property change: the delegate's, then `actions`, then the class default
    /// (`defaultAction(forKey:)`). Nil means no action; `NSNull` from any of them stops the
    /// search with nil. Every implicit animation is looked up here, so an override decides.
    open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }

    /// Whether a change of the property `key` makes the layer redraw its content (`display()`),
    /// both when it is set and at each frame an animation changes it. False for every key by
    /// default; a subclass returns true for the keys its `draw(in:)` or `display()` reads.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The built-in keys this layer's class redraws for (`needsDisplay(forKey:)`), asked once.
    package lazy var builtInKeysNeedingDisplay: [String] = LayerProperties.builtInKeys.filter {
        type(of: self).needsDisplay(forKey: $0)
    }
    /// Set while `display()` runs: custom keys then read their values on screen.
    package var isDisplayingPresentation = false

    // MARK: Invalidation

    /// Marks the layer's drawn area as changed, so the next frame recomposites it.
    package func setNeedsComposite() {
        renderState.needsComposite = true
        markDescendantWork()
    }

    /// Tells the ancestors that this subtree has work for the next frame.
    package func markDescendantWork() {
        var layer = superlayer
        while let l = layer, !l.renderState.descendantNeedsWork {
            l.renderState.descendantNeedsWork = true
            layer = l.superlayer
        }
        frameRequestHandler()?()
    }

    private func appearanceChanged() {
        renderState.invalidateOwnImage()
        setNeedsComposite()
    }

    private func shadowChanged() {
        renderState.shadowMask = nil
        renderState.contentRevision &+= 1
        setNeedsComposite()
    }

    /// The root of this layer's tree.
    package var rootLayer: CALayer {
        var l = self
        while let s = l.superlayer ?? l.maskHost { l = s }
        return l
    }

    /// A callback installed on the root layer of a screen: asks the run loop for a frame.
    /// (`final`: Swift 6.3 mangles a member of a `@MainActor` closure type differently in
    /// subclasses' vtables, and the link fails; see `CAAnimation.completion`.)
    package final var onNeedsFrame: (@MainActor () -> Void)?

    private final func frameRequestHandler() -> (@MainActor () -> Void)? {
        var l = self
        while let s = l.superlayer { l = s }
        // A change inside a mask changes what its host shows.
        if let host = l.maskHost { host.maskDidChange(); return nil }
        return l.onNeedsFrame
    }

    // MARK: Overridable behaviour (display, layout, hit testing)

    /// Marks the content as needing to be redrawn before the next frame.
    open func setNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        renderState.needsComposite = true
        markDescendantUpdate()
        markDescendantWork()
    }

    /// Marks part of the content as needing to be redrawn (the whole content is redrawn).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Updates `contents`: asks the delegate's `display(_:)`, whose default draws through `draw(in:)`.
    open func display() {
        if let d = delegate { d.display(self) } else { drawContents() }
    }

    /// Draws the layer's content into `ctx`; the default asks the delegate, and draws nothing without one.
    open func draw(in ctx: CGContext) {
        if let d = delegate { d.draw(self, in: ctx) } else { noteNothingDrawn() }
    }

    /// Marks the sublayers as needing layout before the next frame.
    /// A layer marked again while it is being laid out (a `layoutSubviews` that changes what it
    /// lays out) keeps its mark and marks its ancestors again, so the next frame lays it out.
    open func setNeedsLayout() {
        guard !needsLayoutFlag || !(superlayer?.descendantNeedsUpdate ?? true) else { return }
        needsLayoutFlag = true
        markDescendantUpdate()
        markDescendantWork()
    }

    /// Whether layout is pending.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer (if marked) and then its sublayers, top-down.
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for l in sublayerStorage { l.layoutIfNeeded() }
    }

    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Whether `p` (in this layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's coordinates;
    /// hidden layers are skipped and `masksToBounds` layers hide what lies outside them.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        // Through a perspective the point is unprojected; an edge-on or turned-away layer is not hit.
        guard let local = pointFromSuperlayer(p) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for l in sublayersInDrawingOrder.reversed() {
            if let hit = l.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
