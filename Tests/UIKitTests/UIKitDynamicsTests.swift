import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// UIKit Dynamics: items moved by gravity, pushes, snaps and attachments, colliding with
/// boundaries and each other, on the frames of a headless screen at injected times.
///
/// Expected values come from the physics, by hand: under gravity `g` an item falls `g t² / 2`;
/// a push of magnitude 1 accelerates a 100 × 100 item of density 1 at 100 points per second²
/// (UIKit's newton), half that for twice the mass; a ball dropped with elasticity `e` rises again
/// to `e²` of its height; a pendulum of length `L` keeps its length and swings out as far on
/// the other side; a spring of `f` hertz is back after `1 / f` seconds.
@MainActor
@Suite struct UIKitDynamicsTests {
    /// A white 400 × 600 window with a reference view filling it.
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let view: UIView
        let animator: UIDynamicAnimator

        init() {
            screen = HeadlessScreen(size: CGSize(width: 400, height: 600))
            window = screen.makeWindow()
            window.backgroundColor = .white
            view = UIView(frame: window.bounds)
            window.addSubview(view)
            animator = UIDynamicAnimator(referenceView: view)
            screen.renderFrame()
        }

        /// A red square (or rectangle) centred at `center`.
        func box(_ center: CGPoint, size: CGSize = CGSize(width: 100, height: 100), color: UIColor = .red) -> UIView {
            let v = UIView(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
            v.backgroundColor = color
            view.addSubview(v)
            return v
        }
    }

    /// Records the animator's pauses and resumptions and the contacts of a collision behaviour.
    final class Recorder: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var log: [String] = []
        var points: [CGPoint] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
            log.append("began \((identifier as? NSString).map(String.init) ?? "bounds")")
            points.append(p)
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?) {
            log.append("ended \((identifier as? NSString).map(String.init) ?? "bounds")")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                               with item2: any UIDynamicItem, at p: CGPoint) {
            log.append("began items")
        }
    }

    // MARK: Gravity and pushes

    @Test func gravityDropsAnItemAsFreeFallDoesAndItIsDrawnThere() throws {
        let scene = Scene()
        let box = scene.box(CGPoint(x: 200, y: 100))
        scene.animator.addBehavior(UIGravityBehavior(items: [box]))
        #expect(scene.animator.isRunning)
        scene.screen.run(for: 0.5)
        // ½ · 1000 · 0.5² = 125 points (the fixed steps add about 2).
        expectNear(box.center.y, 225, tolerance: 3)
        #expect(box.center.x == 200)
        #expect(box.transform == .identity, "a fall straight down does not turn the item")
        let red = RGBA(red: 255, green: 0, blue: 0)
        #expect(scene.screen.pixel(at: CGPoint(x: 200, y: 260)) == red, "drawn where it fell to")
        #expect(scene.screen.pixel(at: CGPoint(x: 200, y: 70)) == RGBA(red: 255, green: 255, blue: 255), "gone from where it was")
    }

    @Test func gravityFollowsItsAngleAndMagnitude() {
        let scene = Scene()
        let box = scene.box(CGPoint(x: 100, y: 300))
        let gravity = UIGravityBehavior(items: [box])
        gravity.setAngle(0, magnitude: 0.5)   // to the right at 500 points per second²
        expectNear(gravity.gravityDirection.dx, 0.5, tolerance: 1e-9)
        expectNear(gravity.gravityDirection.dy, 0, tolerance: 1e-9)
        scene.animator.addBehavior(gravity)
        scene.screen.run(for: 0.4)
        // ½ · 500 · 0.4² = 40.
        expectNear(box.center.x, 140, tolerance: 1.5)
        expectNear(box.center.y, 300, tolerance: 1e-6)
    }

    @Test func anInstantaneousPushGivesAVelocityInverseToTheMass() {
        let scene = Scene()
        let square = scene.box(CGPoint(x: 60, y: 100))
        let wide = scene.box(CGPoint(x: 110, y: 300), size: CGSize(width: 200, height: 100))
        let push = UIPushBehavior(items: [square, wide], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        #expect(push.active)
        let properties = UIDynamicItemBehavior(items: [square, wide])
        scene.animator.addBehavior(properties)
        scene.animator.addBehavior(push)
        scene.screen.run(for: 1)
        #expect(!push.active, "an instantaneous push is spent once applied")
        // A newton on a mass of 1 (100 × 100, density 1) is 100 points per second; on 2, 50.
        expectNear(properties.linearVelocity(for: square).x, 100, tolerance: 0.01)
        expectNear(properties.linearVelocity(for: wide).x, 50, tolerance: 0.01)
        expectNear(square.center.x, 160, tolerance: 1)
        expectNear(wide.center.x, 160, tolerance: 1)

        push.active = true   // pushed again
        scene.screen.run(for: 0.5)
        expectNear(properties.linearVelocity(for: square).x, 200, tolerance: 0.01)
    }

    @Test func aContinuousPushAccelerates() {
        let scene = Scene()
        let square = scene.box(CGPoint(x: 60, y: 100))
        let push = UIPushBehavior(items: [square], mode: .continuous)
        push.setAngle(.pi / 2, magnitude: 2)   // down, 200 points per second² on a mass of 1
        scene.animator.addBehavior(push)
        scene.screen.run(for: 1)
        // ½ · 200 · 1² = 100.
        expectNear(square.center.y, 200, tolerance: 1.5)
        push.active = false
        let y = square.center.y
        scene.screen.run(for: 0.5)
        // It keeps its 200 points per second.
        expectNear(square.center.y - y, 100, tolerance: 1.5)
    }

    @Test func aPushOffTheCentreTurnsTheItemUnlessRotationIsNotAllowed() {
        let scene = Scene()
        let free = scene.box(CGPoint(x: 100, y: 200))
        let upright = scene.box(CGPoint(x: 300, y: 200))
        let push = UIPushBehavior(items: [free, upright], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: free)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: upright)
        let fixed = UIDynamicItemBehavior(items: [upright])
        fixed.allowsRotation = false
        scene.animator.addBehavior(fixed)
        scene.animator.addBehavior(push)
        scene.screen.run(for: 0.2)
        let angle = atan2(free.transform.b, free.transform.a)
        #expect(angle > 0.05, "pushed down at its right edge, it turns clockwise (angle \(angle))")
        #expect(upright.transform == .identity)
        expectNear(upright.center.y, 220, tolerance: 0.5)
    }

    @Test func anItemBehavioursPropertiesChangedWhileItActsTakeEffectAtOnce() {
        let scene = Scene()
        let box = scene.box(CGPoint(x: 60, y: 100))
        let properties = UIDynamicItemBehavior(items: [box])
        scene.animator.addBehavior(properties)
        scene.screen.run(for: 0.1)
        properties.density = 4   // four times the mass: a newton gives a quarter of the velocity
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        scene.animator.addBehavior(push)
        scene.screen.run(for: 0.1)
        expectNear(properties.linearVelocity(for: box).x, 25, tolerance: 0.01)
        properties.isAnchored = true
        #expect(properties.linearVelocity(for: box) == .zero, "anchored, it stops")
    }

    // MARK: Collisions

    @Test func anItemComesToRestOnTheFloorAndTheAnimatorPauses() {
        let scene = Scene()
        let recorder = Recorder()
        scene.animator.delegate = recorder
        let box = scene.box(CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        scene.animator.addBehavior(UIGravityBehavior(items: [box]))
        scene.animator.addBehavior(collision)
        #expect(recorder.log == ["resume"])
        scene.screen.run(for: 3)
        expectNear(box.frame.maxY, 600, tolerance: 0.6)
        expectNear(box.center.x, 200, tolerance: 0.01)
        #expect(box.transform == .identity)
        #expect(!scene.animator.isRunning)
        #expect(recorder.log == ["resume", "pause"])
        #expect(!scene.screen.isAnimating, "a paused animator asks for no frames")
        let elapsed = scene.animator.elapsedTime
        #expect(elapsed > 0.9 && elapsed < 3, "it ran about a second: the fall and half a second at rest (\(elapsed))")

        // A change resumes it.
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -5)
        scene.animator.addBehavior(push)
        #expect(recorder.log == ["resume", "pause", "resume"])
        scene.screen.run(for: 0.1)
        #expect(box.frame.maxY < 560, "pushed up off the floor")
    }

    @Test func elasticityDecidesHowHighABallBouncesBack() {
        for elasticity in [0.5, 0.8] {
            let scene = Scene()
            let ball = scene.box(CGPoint(x: 200, y: 125), size: CGSize(width: 50, height: 50))
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: [ball])
            properties.elasticity = CGFloat(elasticity)
            scene.animator.addBehavior(UIGravityBehavior(items: [ball]))
            scene.animator.addBehavior(collision)
            scene.animator.addBehavior(properties)
            // Dropped 450 points (bottom from 150 to the floor at 600); the highest point after
            // the first bounce is e² · 450 above the floor.
            var bounced = false, highest = CGFloat.infinity
            for _ in 0..<150 {
                scene.screen.run(for: 1.0 / 60)
                if ball.frame.maxY > 599 { bounced = true }
                if bounced { highest = min(highest, ball.frame.maxY) }
                if bounced && properties.linearVelocity(for: ball).y > 0 && ball.frame.maxY < 590 { break }
            }
            let rise = 600 - highest, expected = CGFloat(elasticity * elasticity * 450)
            #expect(bounced)
            #expect(abs(rise - expected) < expected * 0.1, "elasticity \(elasticity): rose \(rise), expected about \(expected)")
        }
    }

    @Test func theDelegateHearsContactsWithNamedBoundaries() {
        let scene = Scene()
        let recorder = Recorder()
        let box = scene.box(CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
        collision.collisionDelegate = recorder
        #expect((collision.boundaryIdentifiers?.first as? NSString) == "shelf")
        #expect(collision.boundary(withIdentifier: "shelf" as NSString) != nil)
        let properties = UIDynamicItemBehavior(items: [box])
        properties.elasticity = 0.6
        scene.animator.addBehavior(UIGravityBehavior(items: [box]))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        scene.screen.run(for: 0.8)
        #expect(recorder.log.prefix(2) == ["began shelf", "ended shelf"], "\(recorder.log)")
        if let p = recorder.points.first {
            expectNear(p.y, 400, tolerance: 1)
            #expect(p.x >= 149 && p.x <= 251, "the contact is under the box (\(p))")
        }
        #expect(box.frame.maxY <= 400.5, "the shelf holds the box")

        collision.removeBoundary(withIdentifier: "shelf" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
        scene.screen.run(for: 1)
        #expect(box.frame.minY > 400, "without the shelf it falls on")
    }

    @Test func aMovingItemHandsItsVelocityToAnEqualOneItHits() {
        let scene = Scene()
        let recorder = Recorder()
        let moving = scene.box(CGPoint(x: 60, y: 300), size: CGSize(width: 50, height: 50), color: .red)
        let resting = scene.box(CGPoint(x: 250, y: 300), size: CGSize(width: 50, height: 50), color: .blue)
        let collision = UICollisionBehavior(items: [moving, resting])
        collision.collisionMode = .items
        collision.collisionDelegate = recorder
        let properties = UIDynamicItemBehavior(items: [moving, resting])
        properties.elasticity = 1
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: moving)
        scene.screen.run(for: 1)
        // Equal masses, fully elastic, head on: the first stops and the second goes on at 300.
        expectNear(properties.linearVelocity(for: moving).x, 0, tolerance: 15)
        expectNear(properties.linearVelocity(for: resting).x, 300, tolerance: 15)
        #expect(recorder.log.first == "began items")
        #expect(moving.frame.maxX <= resting.frame.minX + 0.6, "they do not overlap")
    }

    @Test func anAnchoredItemIsAnObstacleThatDoesNotMove() {
        let scene = Scene()
        let post = scene.box(CGPoint(x: 200, y: 400), size: CGSize(width: 300, height: 20), color: .blue)
        let box = scene.box(CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [post, box])
        let fixed = UIDynamicItemBehavior(items: [post])
        fixed.isAnchored = true
        scene.animator.addBehavior(fixed)
        scene.animator.addBehavior(UIGravityBehavior(items: [post, box]))
        scene.animator.addBehavior(collision)
        scene.screen.run(for: 2)
        #expect(post.center == CGPoint(x: 200, y: 400))
        expectNear(box.frame.maxY, 390, tolerance: 0.6)
        #expect(!scene.animator.isRunning)
    }

    @Test func collisionModesAndSeparateBehavioursLetItemsPass() {
        let scene = Scene()
        let a = scene.box(CGPoint(x: 60, y: 300), size: CGSize(width: 50, height: 50))
        let b = scene.box(CGPoint(x: 250, y: 300), size: CGSize(width: 50, height: 50))
        // Each item collides only with the bounds, in its own behaviour: they pass each other.
        let ca = UICollisionBehavior(items: [a]), cb = UICollisionBehavior(items: [b])
        ca.translatesReferenceBoundsIntoBoundary = true
        cb.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [a, b])
        scene.animator.addBehavior(ca)
        scene.animator.addBehavior(cb)
        scene.animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: a)
        properties.addLinearVelocity(CGPoint(x: -200, y: 0), for: b)
        scene.screen.run(for: 0.75)
        #expect(a.center.x > b.center.x, "they passed each other")
        scene.screen.run(for: 2)
        #expect(a.frame.maxX <= 400.6 && b.frame.minX >= -0.6, "the bounds hold both")
    }

    // MARK: Snap and attachments

    @Test func aSnapBringsTheItemToThePointAndDampingDecidesTheOvershoot() {
        var overshoots: [CGFloat] = []
        for damping in [0.1, 1.0] {
            let scene = Scene()
            let box = scene.box(CGPoint(x: 100, y: 100))
            box.transform = CGAffineTransform(rotationAngle: 0.4)
            let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 300, y: 100))
            #expect(snap.damping == 0.5, "the default damping")
            snap.damping = CGFloat(damping)
            scene.animator.addBehavior(snap)
            var farthest: CGFloat = 0
            for _ in 0..<120 {
                scene.screen.run(for: 1.0 / 60)
                farthest = max(farthest, box.center.x)
            }
            overshoots.append(farthest - 300)
            scene.screen.run(for: 3)
            expectNear(box.center, CGPoint(x: 300, y: 100), tolerance: 0.5)
            #expect(abs(atan2(box.transform.b, box.transform.a)) < 0.01, "it settles upright")
            #expect(!scene.animator.isRunning)
        }
        #expect(overshoots[0] > 50, "little damping swings well past the point (\(overshoots[0]))")
        #expect(overshoots[1] < 2, "full damping does not overshoot (\(overshoots[1]))")
    }

    @Test func aPendulumKeepsItsLengthAndSwingsOutAsFarOnTheOtherSide() {
        let scene = Scene()
        let bob = scene.box(CGPoint(x: 350, y: 100), size: CGSize(width: 10, height: 10))
        let anchor = CGPoint(x: 200, y: 100)
        let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: anchor)
        #expect(rod.attachedBehaviorType == .anchor)
        expectNear(rod.length, 150, tolerance: 1e-9)
        scene.animator.addBehavior(rod)
        scene.animator.addBehavior(UIGravityBehavior(items: [bob]))
        var leftmost: CGFloat = .infinity, worst: CGFloat = 0
        for _ in 0..<120 {
            scene.screen.run(for: 1.0 / 60)
            leftmost = min(leftmost, bob.center.x)
            worst = max(worst, abs(hypot(bob.center.x - anchor.x, bob.center.y - anchor.y) - 150))
        }
        #expect(worst < 1.5, "the rod keeps its length (off by at most \(worst))")
        // Released level with the anchor on the right, it swings up level on the left (a little
        // less: the steps lose some energy).
        #expect(leftmost < 200 - 140, "swung out to x \(leftmost)")
    }

    @Test func aSpringAttachmentOscillatesAtItsFrequency() {
        let scene = Scene()
        let box = scene.box(CGPoint(x: 250, y: 300), size: CGSize(width: 20, height: 20))
        let spring = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 200, y: 300))
        spring.length = 0
        spring.frequency = 2
        spring.damping = 0
        scene.animator.addBehavior(spring)
        // Half a period later (0.25 s) it is about as far on the other side; a period later
        // (0.5 s) back about where it started.
        scene.screen.run(for: 0.25)
        #expect(box.center.x < 165, "half a period: \(box.center.x)")
        scene.screen.run(for: 0.25)
        #expect(box.center.x > 235, "a period: \(box.center.x)")
    }

    @Test func anItemHeldOffItsCentreFollowsTheAnchorAndTilts() {
        let scene = Scene()
        let photo = scene.box(CGPoint(x: 200, y: 300), size: CGSize(width: 200, height: 150))
        // Grabbed near its top-left corner, dragged to the right.
        let grab = CGPoint(x: 130, y: 250)
        let attachment = UIAttachmentBehavior(item: photo, offsetFromCenter: UIOffset(horizontal: -70, vertical: -50),
                                              attachedToAnchor: grab)
        expectNear(attachment.length, 0, tolerance: 1e-9)
        scene.animator.addBehavior(attachment)
        for i in 1...30 {
            attachment.anchorPoint = CGPoint(x: grab.x + CGFloat(i) * 5, y: grab.y)
            scene.screen.run(for: 1.0 / 60)
        }
        scene.screen.run(for: 1)
        let angle = atan2(photo.transform.b, photo.transform.a)
        #expect(abs(angle) > 0.1, "pulled by its corner it turns (angle \(angle))")
        let held = UIAttachmentBehavior.worldPoint(of: photo, offset: UIOffset(horizontal: -70, vertical: -50))
        expectNear(held.point, CGPoint(x: 280, y: 250), tolerance: 1, "the point held is under the finger")
    }

    // MARK: The animator

    @Test func anItemNoBehaviourNamesIsForgottenWithItsVelocity() {
        let scene = Scene()
        let box = scene.box(CGPoint(x: 100, y: 300))
        let first = UIDynamicItemBehavior(items: [box])
        scene.animator.addBehavior(first)
        first.addLinearVelocity(CGPoint(x: 300, y: 0), for: box)
        scene.screen.run(for: 0.1)
        // The toss after a drag: every behaviour removed, new ones added in the same turn.
        scene.animator.removeAllBehaviors()
        let toss = UIDynamicItemBehavior(items: [box])
        scene.animator.addBehavior(toss)
        toss.addLinearVelocity(CGPoint(x: 0, y: 100), for: box)
        #expect(toss.linearVelocity(for: box) == CGPoint(x: 0, y: 100), "it starts from rest, with the velocity given")
        // An item that stays in some behaviour keeps its velocity.
        let keep = UIDynamicItemBehavior(items: [box])
        scene.animator.addBehavior(keep)
        scene.animator.removeBehavior(toss)
        #expect(keep.linearVelocity(for: box) == CGPoint(x: 0, y: 100))
    }


    @Test func actionsRunEveryFrameParentsFirstAndChildBehavioursAct() {
        let scene = Scene()
        let box = scene.box(CGPoint(x: 200, y: 100))
        var log: [String] = []
        final class Fall: UIDynamicBehavior {
            init(items: [any UIDynamicItem]) {
                super.init()
                let gravity = UIGravityBehavior(items: items)
                let collision = UICollisionBehavior(items: items)
                collision.translatesReferenceBoundsIntoBoundary = true
                addChildBehavior(gravity)
                addChildBehavior(collision)
            }
        }
        let fall = Fall(items: [box])
        fall.action = { log.append("fall") }
        fall.childBehaviors[0].action = { log.append("gravity") }
        scene.animator.addBehavior(fall)
        #expect(fall.childBehaviors[1].dynamicAnimator === scene.animator, "children join with their parent")
        scene.screen.run(for: 3)
        expectNear(box.frame.maxY, 600, tolerance: 0.6)
        #expect(log.count >= 60 && log.count % 2 == 0)
        #expect(log.prefix(4) == ["fall", "gravity", "fall", "gravity"])
        scene.animator.removeBehavior(fall)
        #expect(fall.childBehaviors[0].dynamicAnimator == nil && scene.animator.behaviors.isEmpty)
    }

    @Test func anItemMovedByHandIsReadAgainOnlyWhenTheAnimatorIsTold() {
        let scene = Scene()
        let box = scene.box(CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        scene.animator.addBehavior(UIGravityBehavior(items: [box]))
        scene.animator.addBehavior(collision)
        scene.screen.run(for: 3)
        #expect(!scene.animator.isRunning)

        box.center = CGPoint(x: 100, y: 100)
        scene.animator.updateItem(usingCurrentState: box)
        #expect(scene.animator.isRunning)
        scene.screen.run(for: 0.2)
        expectNear(box.center.x, 100, tolerance: 0.01)
        #expect(box.center.y > 100 && box.frame.maxY < 600, "it falls again from where it was put")
    }

    @Test func itemsInARectAreThoseWhoseFramesMeetIt() {
        let scene = Scene()
        let a = scene.box(CGPoint(x: 100, y: 100)), b = scene.box(CGPoint(x: 300, y: 400))
        scene.animator.addBehavior(UIDynamicItemBehavior(items: [a, b]))
        let found = scene.animator.items(in: CGRect(x: 0, y: 0, width: 160, height: 160))
        #expect(found.count == 1 && found.first === a)
        #expect(scene.animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 600)).count == 2)
    }

    @Test func aCustomItemIsAnimatedThroughItsCentre() {
        // A value animated with physics, as transition code does with a plain object.
        final class Value: NSObject, UIDynamicItem {
            var center: CGPoint = .zero
            var bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
            var transform: CGAffineTransform = .identity
        }
        let scene = Scene()
        let value = Value()
        let snap = UISnapBehavior(item: value, snapTo: CGPoint(x: 100, y: 0))
        snap.damping = 1
        scene.animator.addBehavior(snap)
        scene.screen.run(for: 2)
        expectNear(value.center, CGPoint(x: 100, y: 0), tolerance: 0.5)
    }

    @Test func anEllipseCollidesAsARoundShape() {
        final class Ball: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
        }
        let scene = Scene()
        let ball = Ball(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        scene.view.addSubview(ball)
        // A wall at 45°: a square would rest on a corner and turn over, a ball rolls down it.
        let collision = UICollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "ramp" as NSString, from: CGPoint(x: 0, y: 200), to: CGPoint(x: 400, y: 600))
        scene.animator.addBehavior(UIGravityBehavior(items: [ball]))
        scene.animator.addBehavior(collision)
        scene.screen.run(for: 1)
        // The ball's centre stays 50 points (its radius) above the line y = x + 200.
        let distance = (ball.center.x - ball.center.y + 200) / 2.squareRoot()
        expectNear(distance, 50, tolerance: 1)
        #expect(ball.center.x > 200, "it moved down the ramp")
    }

    // MARK: Bad input

    @Test func valuesThatAreNotNumbersStopTheItemWhereItIs() {
        let scene = Scene()
        let box = scene.box(CGPoint(x: 200, y: 100))
        let other = scene.box(CGPoint(x: 100, y: 300), size: CGSize(width: 50, height: 50))
        let gravity = UIGravityBehavior(items: [box])
        gravity.gravityDirection = CGVector(dx: 0, dy: CGFloat.nan)
        let snap = UISnapBehavior(item: other, snapTo: CGPoint(x: CGFloat.infinity, y: 0))
        scene.animator.addBehavior(gravity)
        scene.animator.addBehavior(snap)
        scene.screen.run(for: 1)
        #expect(box.center == CGPoint(x: 200, y: 100))
        #expect(other.center == CGPoint(x: 100, y: 300))
        #expect(box.transform == .identity && other.transform == .identity)
        #expect(!scene.animator.isRunning, "nothing moves: the animator pauses")

        // Given a number again, the item moves from where it was.
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        scene.screen.run(for: 0.2)
        #expect(box.center.y > 110)
    }

    @Test func misusedBehavioursAreRefusedWithoutHarm() {
        let scene = Scene()
        let box = scene.box(CGPoint(x: 200, y: 100))
        let gravity = UIGravityBehavior(items: [box, box])
        #expect(gravity.items.count == 1, "an item is listed once")
        scene.animator.addBehavior(gravity)
        scene.animator.addBehavior(gravity)
        #expect(scene.animator.behaviors.count == 1, "added once")
        let other = UIDynamicAnimator(referenceView: scene.view)
        other.addBehavior(gravity)
        #expect(other.behaviors.isEmpty && gravity.dynamicAnimator === scene.animator, "one animator at a time")
        let properties = UIDynamicItemBehavior(items: [])
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: box)   // not its item: a warning
        scene.animator.addBehavior(properties)
        scene.screen.run(for: 0.2)
        #expect(box.center.x == 200, "no velocity was added")
        // A zero-sized item falls like any other.
        let dot = scene.box(CGPoint(x: 50, y: 50), size: .zero)
        gravity.addItem(dot)
        scene.screen.run(for: 0.2)
        #expect(dot.center.y > 60 && dot.center.y.isFinite)
    }
}
