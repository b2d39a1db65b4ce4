import Foundation

extension CALayer {
    /// The value at a key path, as key-value coding gives it on iOS: an animatable property and
    /// its parts (`position.x`, `bounds.size.width`, `transform.rotation.y`,
    /// `transform.scale`, `transform.translation.x` …, the transform's read from its
    /// decomposition), or a value stored with `setValue(_:forKey:)` for a plain key.
    public func value(forKeyPath keyPath: String) -> Any? {
        let base = LayerProperties.baseKey(keyPath)
        guard LayerProperties.animatableKeys.contains(base) else { return keyPath == base ? value(forKey: keyPath) : nil }
        return model.value(forKeyPath: keyPath)?.toAny()
    }

    /// Sets the value at a key path (see ``value(forKeyPath:)``): writing `transform.rotation.y`
    /// keeps the transform's other parts (scale, translation, perspective). Like setting the
    /// property, it runs the property's action (an implicit animation where there is one). A
    /// value of the wrong kind is ignored with a warning.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let base = LayerProperties.baseKey(keyPath)
        guard LayerProperties.animatableKeys.contains(base) else {
            if keyPath == base { setValue(value, forKey: keyPath) }
            else { warnOnce("CALayer.setValue(_:forKeyPath:): '\(keyPath)' is not a key path of a layer property; ignored") }
            return
        }
        var updated = model
        guard let v = AnimatableValue(value), let whole = updated.value(forKey: base) else {
            warnOnce("CALayer.setValue(_:forKeyPath:): \(String(describing: value)) is not a value for '\(keyPath)'; ignored")
            return
        }
        updated.setValue(v, forKeyPath: keyPath)
        guard let new = updated.value(forKey: base), new != whole else { return }
        switch (base, new) {
        case ("transform", .transform(let t)): transform = t
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("position", .point(let p)): position = p
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("bounds", .rect(let r)): bounds = r
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("zPosition", .scalar(let s)): zPosition = CGFloat(s)
        case ("cornerRadius", .scalar(let s)): cornerRadius = CGFloat(s)
        case ("borderWidth", .scalar(let s)): borderWidth = CGFloat(s)
        case ("opacity", .scalar(let s)): opacity = Float(s)
        case ("shadowOpacity", .scalar(let s)): shadowOpacity = Float(s)
        case ("shadowRadius", .scalar(let s)): shadowRadius = CGFloat(s)
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        default: warnOnce("CALayer.setValue(_:forKeyPath:): '\(keyPath)' cannot be set this way; ignored")
        }
    }
}
