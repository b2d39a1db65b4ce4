import Foundation

/// Runs physics for the items of its behaviours, in the coordinates of its reference view:
/// add behaviours and the items move, frame by frame, until they come to rest; then the
/// animator pauses (its delegate hears `dynamicAnimatorDidPause`) and resumes when a behaviour
/// is added, removed or changed.
///
/// It steps on the frames of the reference view's screen, at each frame's timestamp, and calls
/// every behaviour's `action` after each frame's steps, parents before their children, in the
/// order they were added. The items' `center` and `transform` are written by the animator; a
/// change made to them from outside is read only through `updateItem(usingCurrentState:)`.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the behaviours use, and whose bounds a collision behaviour
    /// can make a boundary.
    open private(set) weak var referenceView: UIView?
    /// The behaviours added (not their children), in the order they were added.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// Whether the animator is moving items (false once they have come to rest).
    open private(set) var isRunning = false
    /// The time the animator has been running, in seconds (its pauses not counted).
    open private(set) var elapsedTime: TimeInterval = 0

    let world = DynamicsWorld()
    private var link: CADisplayLink?
    /// The time of the last frame the world advanced to.
    private var lastTime: CFTimeInterval?
    /// How long every item has been nearly still.
    private var stillTime = 0.0
    /// The behaviours and their children, parents first (what the world steps), made again when
    /// the behaviours change.
    private var flattenedBehaviors: [UIDynamicBehavior] = []

    /// Items slower than this (points per second, and radians per second) count as still; the
    /// animator pauses once every item has been still for `pauseDelay` seconds.
    static let stillSpeed = 2.0, stillAngularSpeed = 0.02
    static let pauseDelay = 0.5

    /// An animator whose behaviours work in `view`'s coordinates.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// Adds a behaviour (and its children); the animator resumes.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        if behavior.dynamicAnimator === self && behaviors.contains(where: { $0 === behavior }) { return }
        if let other = behavior.dynamicAnimator {
            return UIDynamicBehavior.warn("addBehavior(_:): \(type(of: behavior)) is already in \(other === self ? "this animator as a child" : "another animator"); it is not added again")
        }
        if behavior.parentBehavior != nil {
            return UIDynamicBehavior.warn("addBehavior(_:): \(type(of: behavior)) is a child of another behaviour; add its parent instead")
        }
        behaviors.append(behavior)
        behavior.attach(to: self)
        behaviorsChanged()
    }

    /// Removes a behaviour (and its children).
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        behavior.attach(to: nil)
        behaviorsChanged()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        let removed = behaviors
        behaviors.removeAll()
        for behavior in removed { behavior.attach(to: nil) }
        behaviorsChanged()
    }

    /// The items of the behaviours whose frames meet `rect` (in the reference view's coordinates).
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        world.bodies.compactMap { body in
            let item = body.item
            let size = item.bounds.size
            let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(item.transform)
                .offsetBy(dx: item.center.x, dy: item.center.y)
            return box.intersects(rect) ? item : nil
        }
    }

    /// Reads the item's `center`, `transform` and size again, replacing what the animator
    /// knew of it (its velocity is kept), and resumes.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        world.forget(item)
        resumeForChange()
    }

    // MARK: Running

    /// The behaviours or their items changed. The world follows at once: an item no behaviour
    /// names any more is forgotten with its velocity (removing every behaviour and adding new
    /// ones in the same turn — the usual toss after a drag — starts the item from rest, and the
    /// velocity given by `addLinearVelocity` is all it has).
    func behaviorsChanged() {
        flattenedBehaviors = []
        for behavior in behaviors { behavior.appendFlattened(to: &flattenedBehaviors) }
        world.sync(flattenedBehaviors)
        resumeForChange()
    }

    /// Something changed that may move the items: a paused animator with behaviours resumes.
    func resumeForChange() {
        stillTime = 0
        guard !isRunning, !behaviors.isEmpty, let view = referenceView else { return }
        isRunning = true
        lastTime = view.layer.scheduler?.now ?? CACurrentMediaTime()
        delegate?.dynamicAnimatorWillResume(self)
        guard isRunning, link == nil else { return }
        // Weak: an animator nobody keeps stops instead of keeping the screen awake.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.frame(at: link.timestamp)
        }
        if let scheduler = view.layer.scheduler { link.add(to: scheduler) } else { link.add(to: .main, forMode: .common) }
        self.link = link
    }

    private func pause() {
        isRunning = false
        link?.invalidate()
        link = nil
        lastTime = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One frame: the world advances to the frame's timestamp, the items are written, the
    /// actions run, the collision delegates hear the contacts; then the animator pauses when
    /// everything has been still long enough.
    private func frame(at timestamp: CFTimeInterval) {
        guard isRunning, let view = referenceView else {
            if referenceView == nil { isRunning = false; link?.invalidate(); link = nil }
            return
        }
        if behaviors.isEmpty { return pause() }
        let time = max(timestamp - (lastTime ?? timestamp), 0)
        lastTime = timestamp
        let list = flattenedBehaviors
        let events = world.advance(by: time, behaviors: list, referenceBounds: view.bounds)
        elapsedTime += time
        for body in world.bodies { body.writeBack() }
        for behavior in list { behavior.action?() }
        for event in events { deliver(event) }
        guard isRunning else { return }
        let still = world.bodies.allSatisfy { body in
            body.inverseMass == 0 || (body.velocity.length < Self.stillSpeed && abs(body.angularVelocity) < Self.stillAngularSpeed)
        }
        stillTime = still ? stillTime + time : 0
        if stillTime >= Self.pauseDelay || world.bodies.isEmpty { pause() }
    }

    private func deliver(_ event: DynamicsWorld.ContactEvent) {
        switch event {
        case .began(let r):
            guard let delegate = r.behavior.collisionDelegate else { return }
            if let second = r.second {
                delegate.collisionBehavior(r.behavior, beganContactFor: r.first, with: second, at: r.point)
            } else {
                delegate.collisionBehavior(r.behavior, beganContactFor: r.first, withBoundaryIdentifier: r.identifier, at: r.point)
            }
        case .ended(let r):
            guard let delegate = r.behavior.collisionDelegate else { return }
            if let second = r.second {
                delegate.collisionBehavior(r.behavior, endedContactFor: r.first, with: second)
            } else {
                delegate.collisionBehavior(r.behavior, endedContactFor: r.first, withBoundaryIdentifier: r.identifier)
            }
        }
    }

    // MARK: Velocities

    func addVelocity(_ linear: DynamicsVector, angular: Double, to item: any UIDynamicItem) {
        if let body = world.body(for: item), !body.isAnchored {
            body.velocity += linear
            body.angularVelocity += body.allowsRotation ? angular : 0
        }
        resumeForChange()
    }

    func velocity(of item: any UIDynamicItem) -> (linear: DynamicsVector, angular: Double)? {
        world.body(for: item).map { ($0.velocity, $0.angularVelocity) }
    }
}

/// What a dynamic animator tells of its pauses. Both methods are optional (defaults that do
/// nothing).
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to move items again.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item has come to rest; the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
