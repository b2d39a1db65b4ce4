import Foundation

/// A physics behaviour of a dynamic animator: gravity, collisions, attachments, snapping,
/// pushes and item properties are its subclasses. A subclass of its own composes them with
/// `addChildBehavior(_:)` (a "fall and bounce" behaviour holding a gravity and a collision
/// behaviour), and `action` runs on every step of the animator.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviours this one is made of, in the order they were added.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// The behaviour this one is a child of.
    weak var parentBehavior: UIDynamicBehavior?
    /// A block the animator calls on every step, after it has moved the items (default nil).
    open var action: (() -> Void)?
    /// The animator this behaviour (or the behaviour it is a child of) is added to.
    open private(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() { super.init() }

    /// Adds a child behaviour; it acts while this one is in an animator.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        if let parent = behavior.parentBehavior {
            Self.warn("addChildBehavior(_:): \(behavior) is already a child of \(parent); it is moved")
            parent.removeChildBehavior(behavior)
        }
        childBehaviors.append(behavior)
        behavior.parentBehavior = self
        if let animator = dynamicAnimator { behavior.attach(to: animator) }
        dynamicAnimator?.behaviorsChanged()
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: i)
        behavior.parentBehavior = nil
        if dynamicAnimator != nil { behavior.attach(to: nil) }
        dynamicAnimator?.behaviorsChanged()
    }

    /// Called before the behaviour is added to an animator (`dynamicAnimator` is the new one
    /// afterwards) and before it is removed (`nil`). Subclasses call `super`.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Tells this behaviour and its children which animator they are in.
    func attach(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.attach(to: animator) }
    }

    /// This behaviour and its children, depth first, parents before their children.
    func appendFlattened(to list: inout [UIDynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendFlattened(to: &list) }
    }

    /// A property of the behaviour changed: a paused animator resumes.
    func behaviorDidChange() { dynamicAnimator?.resumeForChange() }

    /// The items of this behaviour (not of its children); subclasses with items override.
    var ownItems: [any UIDynamicItem] { [] }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}

/// The list of items a behaviour acts on, unique by identity, in the order they were added.
struct DynamicItemList {
    private(set) var items: [any UIDynamicItem] = []

    init(_ items: [any UIDynamicItem]) {
        for item in items { _ = add(item) }
    }

    /// Adds an item; false when it is already there.
    mutating func add(_ item: any UIDynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    /// Removes an item; false when it was not there.
    mutating func remove(_ item: any UIDynamicItem) -> Bool {
        guard let i = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: i)
        return true
    }

    func contains(_ item: any UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
