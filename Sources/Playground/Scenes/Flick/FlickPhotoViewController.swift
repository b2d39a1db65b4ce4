import UIKit

/// A photo full screen on black, dismissed by throwing it away. The drag, the throw and the
/// spring back are UIKit Dynamics in the viewer's view: a `UIAttachmentBehavior` holds the
/// photo by the point the finger grabbed (so it tilts as it is pulled), a
/// `UIDynamicItemBehavior` carries it off with the finger's velocity, a `UISnapBehavior`
/// brings it back. The dismissal is percent-driven, and its progress is the photo's distance
/// from its place, written on every step of the dynamic animator — so the backdrop fades as
/// the photo flies, and the dismissal finishes when the photo has left the screen, or is
/// cancelled when it has sprung back.
final class FlickPhotoViewController: UIViewController, UIDynamicAnimatorDelegate {
    let photo: Photo
    let context: PlaygroundContext
    private let transition: FlickTransition
    /// The black behind the photo (its alpha is what the transition animates).
    let backdrop = UIView()
    let photoView = UIImageView()
    private let captionLabel = UILabel()
    private let doneButton = PillButton(title: "Done", style: .light, fontSize: 14)
    /// The views that fade with the backdrop.
    var chrome: [UIView] { [captionLabel, doneButton] }

    private var dynamics: UIDynamicAnimator!
    /// Where the photo rests.
    private(set) var restCenter: CGPoint = .zero
    /// The dismissal the drag drives, from the drag's start until the photo is gone or back.
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// Whether the photo has been thrown (it leaves; the dismissal finishes when it is off screen).
    private(set) var isThrown = false

    /// The distance from its place at which the dismissal is complete (a share of the height).
    var progressDistance: CGFloat { max(view.bounds.height / 2, 1) }
    /// The speed a thrown photo leaves at, at least (points per second).
    static let leavingSpeed: CGFloat = 1200

    init(photo: Photo, context: PlaygroundContext, transition: FlickTransition) {
        self.photo = photo
        self.context = context
        self.transition = transition
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        backdrop.backgroundColor = .black
        backdrop.frame = view.bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(backdrop)
        photoView.image = context.assets.image(of: photo)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 6
        photoView.isUserInteractionEnabled = true
        photoView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
        view.addSubview(photoView)
        captionLabel.text = "\(photo.title) — \(photo.place)"
        captionLabel.textColor = .white
        captionLabel.font = .systemFont(ofSize: 15, weight: .medium)
        captionLabel.textAlignment = .center
        view.addSubview(captionLabel)
        doneButton.onTap = { [weak self] in self?.close() }
        view.addSubview(doneButton)
        dynamics = UIDynamicAnimator(referenceView: view)
        dynamics.delegate = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let width = min(b.width - 24, 720), height = (width / Photo.aspectRatio).rounded()
        restCenter = CGPoint(x: b.midX, y: b.midY)
        if dynamics.behaviors.isEmpty && interaction == nil {
            photoView.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            photoView.center = restCenter
        }
        for case let snap as UISnapBehavior in dynamics.behaviors { snap.snapPoint = restCenter }
        captionLabel.frame = CGRect(x: 20, y: b.height - 90, width: b.width - 40, height: 24)
        doneButton.frame = CGRect(x: 16, y: 48, width: doneButton.fittingWidth, height: 34)
    }

    /// Dismisses without a drag: the photo shrinks and fades with the backdrop.
    func close() {
        guard interaction == nil, presentingViewController != nil, !isBeingDismissed else { return }
        context.timeline.beginTransition("close \(photo.title)")
        dismiss(animated: true)
    }

    // MARK: The drag

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: view)
        switch pan.state {
        case .began:
            guard !isThrown else { return }
            if interaction == nil {
                guard presentingViewController != nil, !isBeingDismissed else { return }
                let interaction = UIPercentDrivenInteractiveTransition()
                self.interaction = interaction
                transition.interaction = interaction
                context.timeline.beginTransition("throw \(photo.title) (drag)")
                dismiss(animated: true)
            }
            // Hold the photo by the point grabbed, in its own (unturned) coordinates.
            let grabbed = photoView.convert(location, from: view)
            let offset = UIOffset(horizontal: grabbed.x - photoView.bounds.midX, vertical: grabbed.y - photoView.bounds.midY)
            dynamics.removeAllBehaviors()
            let hold = UIAttachmentBehavior(item: photoView, offsetFromCenter: offset, attachedToAnchor: location)
            hold.action = { [weak self] in self?.followPhoto() }
            dynamics.addBehavior(hold)
        case .changed:
            for case let hold as UIAttachmentBehavior in dynamics.behaviors { hold.anchorPoint = location }
        case .ended, .cancelled:
            guard interaction != nil, !isThrown else { return }
            release(velocity: pan.state == .ended ? pan.velocity(in: view) : .zero, cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    /// The finger let go: the finish rule decides between a throw and a spring back.
    private func release(velocity: CGPoint, cancelled: Bool) {
        let away = CGVector(dx: photoView.center.x - restCenter.x, dy: photoView.center.y - restCenter.y)
        let distance = hypot(away.dx, away.dy)
        // The speed away from the photo's place (the component of the velocity along the way it went).
        let outward = distance > 1 ? (velocity.x * away.dx + velocity.y * away.dy) / distance : hypot(velocity.x, velocity.y)
        let decision = cancelled
            ? FinishDecision(finishes: false, reason: "the drag was cancelled")
            : context.settings.rule.decide(progress: distance / progressDistance, velocity: outward, distance: progressDistance)
        context.timeline.recordRelease(velocity: outward, decision: decision)
        dynamics.removeAllBehaviors()
        if decision.finishes { throwAway(velocity: velocity, away: away) } else { springBack() }
    }

    /// Sends the photo off with the finger's velocity (at least `leavingSpeed`, away from its place).
    private func throwAway(velocity: CGPoint, away: CGVector) {
        isThrown = true
        var v = velocity
        let speed = hypot(v.x, v.y)
        if speed < Self.leavingSpeed {
            let length = hypot(away.dx, away.dy)
            let direction = length > 1 ? CGPoint(x: away.dx / length, y: away.dy / length)
                : speed > 1 ? CGPoint(x: v.x / speed, y: v.y / speed) : CGPoint(x: 0, y: 1)
            v = CGPoint(x: direction.x * Self.leavingSpeed, y: direction.y * Self.leavingSpeed)
        }
        let flight = UIDynamicItemBehavior(items: [photoView])
        flight.angularResistance = 1
        flight.addLinearVelocity(v, for: photoView)
        flight.action = { [weak self] in self?.followPhoto() }
        dynamics.addBehavior(flight)
    }

    /// Springs the photo back to its place; the dismissal is cancelled once it rests.
    private func springBack() {
        let snap = UISnapBehavior(item: photoView, snapTo: restCenter)
        snap.damping = 0.65
        snap.action = { [weak self] in self?.followPhoto() }
        dynamics.addBehavior(snap)
    }

    /// On every step: the dismissal's progress follows the photo's distance from its place; a
    /// thrown photo that has left the screen finishes the dismissal.
    private func followPhoto() {
        guard let interaction else { return }
        let distance = hypot(photoView.center.x - restCenter.x, photoView.center.y - restCenter.y)
        interaction.update(min(distance / progressDistance, 1))
        if isThrown && !photoView.frame.intersects(view.bounds) {
            dynamics.removeAllBehaviors()
            endInteraction(finishing: true)
        }
    }

    /// The photo came to rest (back in place after a spring back): the dismissal is cancelled.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard interaction != nil, !isThrown, dynamics.behaviors.contains(where: { $0 is UISnapBehavior }) else { return }
        dynamics.removeAllBehaviors()
        photoView.center = restCenter
        photoView.transform = .identity
        endInteraction(finishing: false)
    }

    private func endInteraction(finishing: Bool) {
        guard let interaction else { return }
        self.interaction = nil
        transition.interaction = nil
        if finishing { interaction.finish() } else { interaction.cancel() }
        if !finishing { isThrown = false }
    }
}
