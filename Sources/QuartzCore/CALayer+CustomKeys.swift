import Foundation

// Custom keys: values a subclass keeps with `setValue(_:forKey:)` under a key that is no layer
// property. On iOS such a property is `@NSManaged` (Core Animation makes its accessors); here
// the subclass writes the accessors over `value(forKey:)`/`setValue(_:forKey:)`, and the key
// then behaves as Core Animation's do: its action runs when it is set, it animates under its
// key path, `needsDisplay(forKey:)` redraws for it, and presentation copies carry its value on
// screen.
//
// On iOS the layer drawn for an animation frame is a presentation copy made with
// `init(layer:)`. Swift cannot call a subclass's `init(layer:)` through a class object (it is
// not `required`), so here the model layer draws, and while its `display()` runs a custom key
// reads its value on screen: `draw(in:)` reading `self.progress` sees the in-between value,
// as it does on iOS, and the subclass's other stored properties are its own.

extension CALayer {
    /// The body of `value(forKey:)`.
    package func storedValue(forKey key: String) -> Any? {
        if isDisplayingPresentation, let presented, let v = presented.custom[key], presented.custom[key] != model.custom[key] {
            return v.toAny(like: values[key])
        }
        return values[key]
    }

    /// The body of `setValue(_:forKey:)`: stores the value and, for a custom key, records it for
    /// animation, redraws if the class asks for it and runs the key's action.
    package func storeValue(_ value: Any?, forKey key: String) {
        guard LayerProperties.isCustomKey(key) else { values[key] = value; return }
        let new = AnimatableValue(value)
        // A value that animates and did not change changes nothing (as `setModel` does); others
        // (strings, enums) cannot be compared.
        if let new, new == model.custom[key] { values[key] = value; return }
        let previous = displayed.custom[key]
        let action = implicitAction(forKey: key)   // before the change, as for the built-in properties
        values[key] = value
        model.custom[key] = new
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        runImplicitAction(action, forKey: key, previousValue: previous)
    }

    /// `values` with the custom keys' values on screen, for presentation copies.
    package var valuesAsDisplayed: [String: Any] {
        guard let presented, presented.custom != model.custom else { return values }
        var result = values
        for (key, v) in presented.custom where v != model.custom[key] { result[key] = v.toAny(like: values[key]) }
        return result
    }

    /// Whether a change of the values on screen from `old` to `new` touches a key the layer's
    /// class redraws for (`needsDisplay(forKey:)`).
    package func presentationChangeNeedsDisplay(from old: LayerProperties, to new: LayerProperties) -> Bool {
        if old.custom != new.custom {
            for key in Set(old.custom.keys).union(new.custom.keys) where old.custom[key] != new.custom[key] {
                if type(of: self).needsDisplay(forKey: key) { return true }
            }
        }
        return builtInKeysNeedingDisplay.contains { old.value(forKey: $0) != new.value(forKey: $0) }
    }
}

extension AnimatableValue {
    /// The value as the type of `original` (the value the client stored) where they are both
    /// numbers: `Double`, `Float`, `Int` or `NSNumber` stay what they were; otherwise `toAny()`.
    package func toAny(like original: Any?) -> Any {
        guard case .scalar(let v) = self else { return toAny() }
        switch original {
        case is Double: return v
        case is Float: return Float(v)
        case is Int: return Int(v.rounded())
        case is NSNumber: return NSNumber(value: v)
        default: return CGFloat(v)
        }
    }
}
