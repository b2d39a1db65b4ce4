import Foundation

extension CALayer {
    /// Adds a copy of `anim` to the layer under `key` (replacing, and stopping, any animation
    /// with that key). Animations with a `beginTime` of 0 start when the transaction commits.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let p = copy as? CAPropertyAnimation, !p.prepare(for: self) { return }
        if let g = copy as? CAAnimationGroup { g.prepareChildren(for: self) }
        if copy.duration.isNaN || copy.duration < 0 {
            warnOnce("CAAnimation.duration \(copy.duration) is invalid; 0.25 s is used")
            copy.duration = 0
        }
        if copy.speed.isNaN { copy.speed = 1 }
        let storedKey = key ?? "anonymous-\(ObjectIdentifier(copy).hashValue)"
        if let i = animationEntries.firstIndex(where: { $0.key == storedKey }) {
            let old = animationEntries.remove(at: i).animation
            AnimationEngine.animationStopped(old, finished: false, on: self)
        }
        copy.startsAtCommit = copy.beginTime == 0
        animationEntries.append((storedKey, copy))
        CATransaction.register(copy, on: self)
        markAnimated()
        AnimationEngine.noteMayBeOffScreen(self, scheduler: scheduler)
    }

    /// The animation added under `key` (the layer's copy; changing it has no effect).
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// Whether one of the layer's animations animates its `transform` (or a part of it).
    package var animatesTransform: Bool {
        animationEntries.contains { ($0.animation as? CAPropertyAnimation)?.keyPath?.hasPrefix("transform") == true }
    }

    /// The keys of the layer's animations, in the order they were added (nil when there are none).
    public func animationKeys() -> [String]? {
        animationEntries.isEmpty ? nil : animationEntries.map(\.key)
    }

    /// Removes the animation under `key`; its delegate hears `finished == false`.
    public func removeAnimation(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let old = animationEntries.remove(at: i).animation
        AnimationEngine.animationStopped(old, finished: false, on: self)
        setNeedsComposite()
    }

    /// Removes every animation; their delegates hear `finished == false`.
    public func removeAllAnimations() {
        let old = animationEntries
        animationEntries.removeAll()
        for entry in old { AnimationEngine.animationStopped(entry.animation, finished: false, on: self) }
        if !old.isEmpty { setNeedsComposite() }
    }

    /// A copy of the layer showing what is on screen now: the model values with the running
    /// animations applied (as of the last frame). Values of custom keys (`setValue(_:forKey:)`)
    /// are copied as they are on screen; other properties that subclasses add are not copied
    /// (the copy is made with `init()`, not the subclass's `init(layer:)`).
    public func presentation() -> Self? {
        let copy = Self()
        copy.copyState(from: self)
        copy.model = displayed
        return copy
    }

    /// The model layer (a layer is its own model here; presentation copies are separate objects).
    public func modelLayer() -> Self { self }

    /// The value of a property as it is on screen (for implicit animations to start from).
    package func displayedValue(forKey key: String) -> AnimatableValue? {
        displayed.value(forKey: key)
    }

    /// Sets a model value by property name, without an implicit action (animators use it to put
    /// properties where an animation ended).
    package func setModelValue(_ value: AnimatableValue, forKey key: String) {
        var m = model
        m.setValue(value, forKey: key)
        guard m != model else { return }
        model = m
        let custom = LayerProperties.isCustomKey(key)
        if custom { values[key] = value.toAny(like: values[key]) }
        if custom ? type(of: self).needsDisplay(forKey: key) : builtInKeysNeedingDisplay.contains(key) { setNeedsDisplay() }
        switch key {
        case "bounds": modelDidChange(.bounds)
        case "zPosition": modelDidChange(.zpos)
        case "shadowOpacity", "shadowOffset", "shadowRadius": modelDidChange(.shadow)
        case "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "contentsRect", "contentsCenter":
            modelDidChange(.appearance)
        case _ where LayerProperties.shapeKeys.contains(key) || LayerProperties.gradientKeys.contains(key)
            || LayerProperties.backdropKeys.contains(key):
            modelDidChange(.content)
        default: modelDidChange(.composite)
        }
        notifyKeyValueObservers()
    }

    /// Marks the layer and its ancestors as having animations, and asks for a frame.
    private func markAnimated() {
        markSubtreeAnimated()
        setNeedsComposite()
    }

    /// Marks the layer and its ancestors as having animations below them (up to the first
    /// ancestor already marked), so the engine visits them.
    func markSubtreeAnimated() {
        var l: CALayer? = self
        while let c = l, !(c.subtreeHasAnimations && c !== self) {
            c.subtreeHasAnimations = true
            l = c.superlayer ?? c.maskHost
        }
    }

    // MARK: Actions

    /// The body of `action(forKey:)`: the delegate's action, then `actions`, then the class default.
    package func lookUpAction(forKey event: String) -> (any CAAction)? {
        if let d = delegate, let a = d.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        return type(of: self).defaultAction(forKey: event)
    }


    /// The implicit action for a property about to change, looked up (through
    /// `action(forKey:)`) before the change, as Core Animation does: an override that reads
    /// the layer, or its `presentation()`, sees the old value. A layer's own default actions
    /// need the layer to have been on screen (there is nothing to animate from before); a
    /// delegate's action (a view inside an animation block) always runs. A disabled transaction
    /// runs no actions.
    func implicitAction(forKey key: String) -> (any CAAction)? {
        guard !CATransaction.disableActions(), delegate != nil || renderState.hasBeenShown else { return nil }
        return action(forKey: key)
    }

    /// Runs `action` (from `implicitAction(forKey:)`) for a property that just changed.
    func runImplicitAction(_ action: (any CAAction)?, forKey key: String, previousValue: AnimatableValue?) {
        guard let action else { return }
        var arguments: [AnyHashable: Any] = [:]
        if let previousValue { arguments["previousValue"] = previousValue.toAny() }
        action.run(forKey: key, object: self, arguments: arguments)
    }
}
