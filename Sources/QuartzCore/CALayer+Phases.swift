import Foundation

extension CALayer {
    /// The scheduler of the screen this layer's tree belongs to: the one hosting the tree's root
    /// (nil for a tree no screen holds yet).
    package var scheduler: FrameScheduler? { rootLayer.hostScheduler }
}
