import Foundation

extension LayerProperties {
    /// The animatable properties by name, as animations and actions name them.
    package static let animatableKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "opacity",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "contentsRect", "contentsCenter",
    ]

    /// The value of a whole property.
    package func value(forKey key: String) -> AnimatableValue? {
        switch key {
        case "bounds": .rect(bounds)
        case "position": .point(position)
        case "anchorPoint": .point(anchorPoint)
        case "zPosition": .scalar(Double(zPosition))
        case "transform": .transform(transform)
        case "sublayerTransform": .transform(sublayerTransform)
        case "backgroundColor": Self.colorValue(backgroundColor)
        case "cornerRadius": .scalar(Double(cornerRadius))
        case "borderWidth": .scalar(Double(borderWidth))
        case "borderColor": Self.colorValue(borderColor)
        case "opacity": .scalar(Double(opacity))
        case "shadowColor": Self.colorValue(shadowColor)
        case "shadowOpacity": .scalar(Double(shadowOpacity))
        case "shadowOffset": .size(shadowOffset)
        case "shadowRadius": .scalar(Double(shadowRadius))
        case "contentsRect": .rect(contentsRect)
        case "contentsCenter": .rect(contentsCenter)
        default: contentValue(forKey: key) ?? custom[key]
        }
    }

    /// Sets a whole property; values of the wrong kind or non-finite numbers are ignored.
    package mutating func setValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("bounds", .rect(let r)): bounds = r
        case ("position", .point(let p)): position = p
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", .scalar(let v)): zPosition = CGFloat(v)
        case ("transform", .transform(let t)): transform = t
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("backgroundColor", .color): backgroundColor = Self.cgColor(value)
        case ("cornerRadius", .scalar(let v)): cornerRadius = CGFloat(v)
        case ("borderWidth", .scalar(let v)): borderWidth = CGFloat(v)
        case ("borderColor", .color): borderColor = Self.cgColor(value)
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("shadowColor", .color): shadowColor = Self.cgColor(value)
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowRadius", .scalar(let v)): shadowRadius = CGFloat(v)
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        case _ where Self.isCustomKey(key): custom[key] = value
        default: setContentValue(value, forKey: key)
        }
    }

    /// The value at a key path such as `position.x` or `transform.rotation.z`.
    package func value(forKeyPath path: String) -> AnimatableValue? {
        let base = Self.baseKey(path)
        guard let whole = value(forKey: base) else { return nil }
        return base == path ? whole : AnimatableValue.read(path, from: whole)
    }

    /// Sets the value at a key path.
    package mutating func setValue(_ value: AnimatableValue, forKeyPath path: String) {
        let base = Self.baseKey(path)
        if base == path { return setValue(value, forKey: base) }
        guard let whole = self.value(forKey: base),
              let updated = AnimatableValue.write(path, value: value, into: whole) else { return }
        setValue(updated, forKey: base)
    }

    /// Every key of a property that some layer class declares (the custom keys are the others).
    package static let builtInKeys: Set<String> = animatableKeys.union(shapeKeys).union(gradientKeys).union(backdropKeys)

    /// Whether `key` names a value a subclass added rather than a property of a layer class.
    package static func isCustomKey(_ key: String) -> Bool { !builtInKeys.contains(key) }

    package static func baseKey(_ path: String) -> String {
        path.firstIndex(of: ".").map { String(path[..<$0]) } ?? path
    }

    package static func colorValue(_ c: CGColor?) -> AnimatableValue {
        let v = c?.rgba ?? (0, 0, 0, 0)
        return .color(r: Double(v.0), g: Double(v.1), b: Double(v.2), a: Double(v.3))
    }

    private static func cgColor(_ v: AnimatableValue) -> CGColor? { v.toAny() as? CGColor }
}
