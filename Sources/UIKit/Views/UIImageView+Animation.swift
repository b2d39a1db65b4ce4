import Foundation

// Frame animations of an image view: `animationImages` (or the frames of an animated `image`)
// shown in turn. The frame shown is a pure function of the time since the first frame after
// `startAnimating()`, read from the display link's timestamp, never from the wall clock.

/// Which image of a frame animation shows at a time, and when the animation ends.
///
/// With `n` frames and one pass taking `cycle` seconds, frame `floor(t · n / cycle) mod n` shows
/// `t` seconds after the start; with a repeat count `r` > 0 the animation ends at `t = r · cycle`.
struct ImageFrameTimeline: Equatable {
    /// The number of frames (at least 1).
    var frameCount: Int
    /// The time for one pass through the frames, in seconds (positive).
    var cycle: TimeInterval
    /// The passes before the end; 0 repeats forever.
    var repeatCount: Int

    /// A timeline of `frameCount` frames; a `duration` that is not positive (UIKit's default 0)
    /// gives 1/30 s a frame.
    init(frameCount: Int, duration: TimeInterval, repeatCount: Int) {
        self.frameCount = max(frameCount, 1)
        cycle = duration > 0 && duration.isFinite ? duration : Double(self.frameCount) / 30
        self.repeatCount = max(repeatCount, 0)
    }

    /// The frame shown `elapsed` seconds after the start, or nil once the animation has ended.
    func frame(at elapsed: TimeInterval) -> Int? {
        guard elapsed.isFinite, elapsed > 0 else { return 0 }
        if repeatCount > 0, elapsed >= cycle * Double(repeatCount) - 1e-9 { return nil }
        let inCycle = elapsed.truncatingRemainder(dividingBy: cycle)
        let step = Int((inCycle / cycle * Double(frameCount) + 1e-9).rounded(.down))
        return min(max(step, 0), frameCount) % frameCount
    }
}

/// A running frame animation of an image view.
struct ImageViewPlayback {
    /// The link that steps it (nil while the view is in no window).
    var link: CADisplayLink?
    /// The timestamp of the first frame it was stepped in (nil until then).
    var start: CFTimeInterval?
    /// The index of the frame shown.
    var frame = 0
}

extension UIImageView {
    /// The frames played now and their timeline: `highlightedAnimationImages` while highlighted
    /// (when set), else `animationImages`, else the frames of the animated image shown, looping.
    var animationSource: (frames: [UIImage], timeline: ImageFrameTimeline)? {
        let explicit = isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
        if let explicit, !explicit.isEmpty {
            return (explicit, ImageFrameTimeline(frameCount: explicit.count, duration: animationDuration,
                                                 repeatCount: animationRepeatCount))
        }
        if let animated = stillImage, let frames = animated.images, !frames.isEmpty {
            return (frames, ImageFrameTimeline(frameCount: frames.count, duration: animated.duration, repeatCount: 0))
        }
        return nil
    }

    /// The frame shown now, while animating.
    var animationFrameShown: UIImage? {
        guard let playback, let frames = animationSource?.frames else { return nil }
        return frames[playback.frame % frames.count]
    }

    /// Whether the view plays an animated image by itself: it has no animation images of its own
    /// and the image shown is animated.
    private var playsAnimatedImage: Bool {
        animationImages == nil && highlightedAnimationImages == nil && stillImage?.images?.isEmpty == false
    }

    /// Follows a change of what would be played: an animated image newly shown starts playing
    /// (`stillImageChanged`); a running animation shows the new frames, or stops when none is left.
    func animationSourceDidChange(stillImageChanged: Bool = false) {
        if stillImageChanged, playsAnimatedImage {
            beginPlayback(restart: true)
            return
        }
        guard playback != nil else { return }
        if animationSource == nil { endPlayback() } else { updateContents() }
    }

    /// Starts the animation from its first frame (again, when `restart`), shown at once.
    func beginPlayback(restart: Bool) {
        guard animationSource != nil else {
            warnOnce("UIImageView.startAnimating(): the view has no animationImages and no animated image; nothing animates (set animationImages first)")
            return
        }
        if playback != nil {
            guard restart else { return }
            playback?.link?.invalidate()
        }
        playback = ImageViewPlayback()
        updateContents()
        attachPlaybackLink()
    }

    /// Stops the animation and shows the still image.
    func endPlayback() {
        guard let running = playback else { return }
        running.link?.invalidate()
        playback = nil
        updateContents()
    }

    /// Drops the link of the window left and, in a window, starts again from the first frame on
    /// the new screen's frames.
    func playbackWindowDidChange() {
        guard playback != nil else { return }
        playback?.link?.invalidate()
        playback = ImageViewPlayback()
        attachPlaybackLink()
    }

    /// Steps the animation on each frame of the view's screen (not while it is in no window). The
    /// link holds the view weakly, so a view that goes away without leaving its window ends it.
    private func attachPlaybackLink() {
        guard playback?.link == nil, window != nil, let scheduler = layer.scheduler else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.stepPlayback(at: link.timestamp)
        }
        link.add(to: scheduler)
        playback?.link = link
    }

    /// Shows the frame for `timestamp` (the frame's time); the first step fixes the start. A
    /// finished animation stops and shows the still image.
    private func stepPlayback(at timestamp: CFTimeInterval) {
        guard var running = playback, let source = animationSource else { return endPlayback() }
        let start = running.start ?? timestamp
        running.start = start
        guard let frame = source.timeline.frame(at: timestamp - start) else { return endPlayback() }
        let changed = frame != running.frame
        running.frame = frame
        playback = running
        if changed { updateContents() }
    }
}
