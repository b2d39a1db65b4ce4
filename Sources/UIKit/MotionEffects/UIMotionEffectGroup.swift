import Foundation

/// Motion effects applied to a view together, as one effect.
///
///     let group = UIMotionEffectGroup()
///     group.motionEffects = [horizontal, vertical]
///     view.addMotionEffect(group)
///
/// Its relative values are those of its effects, merged: when two effects name the same key
/// path, their values are added (numbers and geometry component by component, transforms
/// concatenated, as Core Animation adds them).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group, applied in order (nil: none).
    open var motionEffects: [UIMotionEffect]?

    /// Creates an empty group.
    public override init() { super.init() }

    /// Creates a group from an archive made by `encode(with:)`, with the effects it holds.
    public required init?(coder: NSCoder) {
        motionEffects = coder.decodeObject(forKey: ArchiveKey.motionEffects) as? [UIMotionEffect]
        super.init(coder: coder)
    }

    /// Archives the group's effects.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        if let motionEffects { coder.encode(motionEffects, forKey: ArchiveKey.motionEffects) }
    }

    /// A copy holding copies of the group's effects, so changing an effect of one group does
    /// not change the other.
    open override func copy(with zone: NSZone? = nil) -> Any {
        warnIfCopyNotOverridden(below: UIMotionEffectGroup.self)
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects?.map { ($0.copy(with: zone) as? UIMotionEffect) ?? $0 }
        return copy
    }

    /// The key paths and values of the group's effects at `viewerOffset`, merged (a key path
    /// more than one effect names gets the sum of their values; when two values cannot be
    /// added, the later effect's is kept). Nil when no effect has anything to change.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let results = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
        let merged = RelativeValue.merged(results)
        return merged.isEmpty ? nil : merged
    }

    /// The keys of the archive.
    private enum ArchiveKey {
        static let motionEffects = "motionEffects"
    }
}
