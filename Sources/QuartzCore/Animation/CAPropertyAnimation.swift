import Foundation

/// An animation of one layer property, named by its key path (`"position"`, `"opacity"`,
/// `"transform.rotation.z"` …).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the animated value is added to the layer's current value.
    open var isAdditive = false
    /// Whether each repeat starts where the previous one ended.
    open var isCumulative = false

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        guard let o = other as? CAPropertyAnimation else { return }
        keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative
    }

    /// Called when the animation is added to `layer`: settles what it animates from and to.
    /// Returns false (and warns) when the key path cannot be animated.
    package func prepare(for layer: CALayer) -> Bool {
        // A custom key (`setValue(_:forKey:)`) animates even before the layer holds a value for it.
        guard let keyPath, layer.displayed.value(forKeyPath: keyPath) != nil
                || LayerProperties.isCustomKey(LayerProperties.baseKey(keyPath)) else {
            warnOnce("CALayer.add(_:forKey:): cannot animate key path '\(keyPath ?? "nil")'; the animation is ignored")
            return false
        }
        return true
    }

    /// Writes `value` for the key path, adding it to what is there for additive animations.
    package func write(_ value: AnimatableValue, to properties: inout LayerProperties) {
        guard let keyPath else { return }
        var v = value
        if isAdditive, let current = properties.value(forKeyPath: keyPath), let sum = AnimatableValue.add(current, value) {
            v = sum
        }
        properties.setValue(v, forKeyPath: keyPath)
    }
}

/// An animation from one value to another.
///
/// Which values it uses follows Core Animation: `fromValue` and `toValue`; `fromValue` and
/// `fromValue + byValue`; `toValue − byValue` and `toValue`; with only one of them, the
/// layer's value on screen (when added) or its model value fills in the other; with none,
/// from the value on screen to the model value (what implicit animations use).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start.
    open var fromValue: Any?
    /// The value at the end.
    open var toValue: Any?
    /// The change from the start to the end.
    open var byValue: Any?

    open override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
        resolvedFrom = o.resolvedFrom; resolvedTo = o.resolvedTo
    }

    /// The start, or nil for "the model value at each frame".
    package var resolvedFrom: AnimatableValue?
    /// The end, or nil for "the model value at each frame".
    package var resolvedTo: AnimatableValue?

    package override func prepare(for layer: CALayer) -> Bool {
        guard super.prepare(for: layer), let keyPath else { return false }
        let onScreen = layer.displayed.value(forKeyPath: keyPath)
        let from = convert(fromValue, "fromValue"), to = convert(toValue, "toValue"), by = convert(byValue, "byValue")
        switch (from, to, by) {
        case let (f?, t?, _): (resolvedFrom, resolvedTo) = (f, t)
        case let (f?, nil, b?): (resolvedFrom, resolvedTo) = (f, AnimatableValue.add(f, b))
        case let (nil, t?, b?): (resolvedFrom, resolvedTo) = (AnimatableValue.subtract(t, b), t)
        case let (f?, nil, nil): (resolvedFrom, resolvedTo) = (f, nil)
        case let (nil, t?, nil): (resolvedFrom, resolvedTo) = (isAdditive ? nil : onScreen, t)
        case let (nil, nil, b?): (resolvedFrom, resolvedTo) = (onScreen, onScreen.flatMap { AnimatableValue.add($0, b) })
        case (nil, nil, nil): (resolvedFrom, resolvedTo) = (onScreen, nil)
        }
        if let f = resolvedFrom, let t = resolvedTo ?? layer.model.value(forKeyPath: keyPath), !f.hasSameShape(as: t) {
            warnOnce("CABasicAnimation of '\(keyPath)': the start and end differ in shape (paths need the same elements, lists the same length); the end value is shown")
        }
        return true
    }

    private func convert(_ value: Any?, _ name: String) -> AnimatableValue? {
        guard let value else { return nil }
        guard let v = AnimatableValue(value) else {
            warnOnce("CABasicAnimation.\(name) for '\(keyPath ?? "nil")' is not an animatable value (\(type(of: value))); it is ignored")
            return nil
        }
        return v
    }

    package override func apply(atParentTime t: CFTimeInterval, to properties: inout LayerProperties,
                                 of layer: CALayer) -> TimingSample {
        let s = sample(atParentTime: t)
        guard s.applies, let keyPath else { return s }
        let model = layer.model.value(forKeyPath: keyPath)
        guard let from = resolvedFrom ?? model, let to = resolvedTo ?? model else { return s }
        var progress = progress(for: s)
        if isCumulative { progress += Double(s.iteration) }
        if let v = AnimatableValue.interpolate(from, to, progress) { write(v, to: &properties) }
        else if !from.hasSameShape(as: to) { write(to, to: &properties) }
        return s
    }

    /// How far from `from` to `to` the value is (1 at the end; springs and curves may overshoot).
    package func progress(for s: TimingSample) -> Double { easedProgress(s) }
}
