import Foundation

// Animated images: a list of frames and the time for one pass through them. Image views play
// them (see `UIImageView+Animation.swift`); drawn anywhere else, an animated image is its first
// frame.

extension UIImage {
    /// Makes an animated image that shows `images` in turn, one pass taking `duration` seconds.
    ///
    ///     let blink = UIImage.animatedImage(with: [on, off], duration: 0.5)
    ///     imageView.image = blink          // plays, looping, while the view is in a window
    ///
    /// As on iOS, the frames should share one size and scale; the animated image's `size`,
    /// `scale` and bitmap are the first frame's. An image view shows each frame fitted by its
    /// `contentMode`. A `duration` of 0 plays at 1/30 s a frame (as `UIImageView` does).
    ///
    /// - Parameters:
    ///   - images: The frames, in order; the same image may appear more than once.
    ///   - duration: The time for one pass through the frames, in seconds.
    /// - Returns: The animated image, or nil (with a warning) when `images` is empty.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard !images.isEmpty else {
            warnOnceFromAnyThread("UIImage.animatedImage(with:duration:) was given no images; it returns nil (pass at least one frame)")
            return nil
        }
        return UIImage(animating: images, duration: duration)
    }

    /// Makes an animated image of the numbered files `name0`, `name1`, … (`UIImage(named:)`
    /// lookups, so `.png` and `@2x` are added as there), one pass taking `duration` seconds.
    ///
    /// iOS tries every number up to 1024; here the numbers start at 0 or 1 and run until the
    /// first one missing. A `name` starting with "/" is a path: the files are `name0.png`, ….
    /// Returns nil, with a warning, when no frame is found.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        guard let frames = numberedFrames(name, caller: "animatedImageNamed(_:duration:)") else { return nil }
        return UIImage(animating: frames, duration: duration)
    }

    /// Makes an animated image of the numbered files `name0`, `name1`, … (see
    /// `animatedImageNamed(_:duration:)`), each frame with `capInsets` and its interior tiled.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                  duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// Makes an animated image of the numbered files `name0`, `name1`, … (see
    /// `animatedImageNamed(_:duration:)`), each frame with `capInsets` and `resizingMode`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                  resizingMode: UIImage.ResizingMode,
                                                  duration: TimeInterval) -> UIImage? {
        guard let frames = numberedFrames(name, caller: "animatedResizableImageNamed(_:capInsets:…)") else { return nil }
        return UIImage(animating: frames, duration: duration).resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
    }

    /// The most numbered files looked for (0…1024, as iOS).
    static let maximumFrameNumber = 1024

    /// The images `name0`, `name1`, … (or from 1) up to the first number missing; nil, with a
    /// warning naming `caller`, when there is none.
    static func numberedFrames(_ name: String, caller: String) -> [UIImage]? {
        func frame(_ number: Int) -> UIImage? {
            name.hasPrefix("/") ? UIImage(contentsOfFile: "\(name)\(number).png") : UIImage(named: "\(name)\(number)")
        }
        var frames: [UIImage] = []
        var next = frame(0)
        var number = 0
        if next == nil { number = 1; next = frame(1) }
        while let image = next {
            frames.append(image)
            number += 1
            next = number <= maximumFrameNumber ? frame(number) : nil
        }
        guard !frames.isEmpty else {
            warnOnceFromAnyThread("UIImage.\(caller): no image named '\(name)0' or '\(name)1' was found; it returns nil (number the frames from 0 or 1)")
            return nil
        }
        return frames
    }
}
