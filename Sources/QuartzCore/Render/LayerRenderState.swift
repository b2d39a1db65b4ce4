import Foundation

/// What the renderer remembers about one layer between frames. Not part of the layer's model.
package struct LayerRenderState {
    /// The layer's own drawing or placement changed since the last frame.
    package var needsComposite = true
    /// Something below this layer needs layout, display or compositing.
    package var descendantNeedsWork = true
    /// The device-pixel area the layer's own drawing (background, content, border, shadow)
    /// covered in the last frame; nil when it drew nothing there.
    package var screenRect: CGRect?
    /// The device-pixel area the whole subtree covered in the last frame.
    package var subtreeRect: CGRect?
    /// Damage handed to a root layer by layers that left its tree.
    package var pendingDamage: [CGRect] = []
    /// The blurred shadow shape, in device pixels of the layer's own space, and where its origin lies.
    package var shadowMask: CairoSurface?
    package var shadowMaskOrigin: CGPoint = .zero
    package var shadowMaskScale: CGFloat = 0
    /// The cached background (and border, for a layer without sublayers) image.
    package var shapeImage: (key: ShapeImageKey, surface: CairoSurface)?
    /// The cached border image of a layer whose border goes above its sublayers.
    package var borderImage: (key: ShapeImageKey, surface: CairoSurface)?
    /// The cached drawing of a shape or gradient layer, and where its top-left pixel lies
    /// relative to the layer's origin on the device.
    package var ownContentImage: (key: OwnContentKey, surface: CairoSurface, origin: CGPoint)?
    /// The cached contents, resampled to the size they are shown at.
    package var contentsImage: (key: ContentsImageKey, surface: CairoSurface)?
    /// The blurred backdrop of a backdrop layer, with what it was made from (`LayerRenderer+Backdrop`).
    package var backdropImage: BackdropImage?
    /// Whether this layer or a descendant reads its backdrop (such a subtree never gets a subtree image).
    package var containsBackdrop = false
    /// Bumped whenever the layer's own appearance or content changes.
    package var contentRevision = 0
    /// The content revision the last update pass saw.
    package var seenContentRevision = -1
    /// A sublayer was added, removed or reordered since the last update pass.
    package var childrenChanged = false
    /// Bumped whenever anything in the subtree changes except the layer's own placement and
    /// opacity (what an image of the subtree in its own coordinates would show).
    package var subtreeRevision = 0
    /// How many update passes in a row saw the subtree unchanged.
    package var stableFrames = 0
    /// The number of layers in the subtree (this one included).
    package var subtreeCount = 1
    /// An image of the whole subtree in its own coordinates, for subtrees that move unchanged.
    package var subtreeImage: (key: SubtreeImageKey, surface: CairoSurface)? {
        didSet { if subtreeImage?.surface !== oldValue?.surface { subtreeImageRuns = nil } }
    }
    /// That image encoded as runs of one colour (made when a dimming is first folded into its
    /// copy; dropped when the image is dropped or replaced).
    var subtreeImageRuns: RowRuns?
    /// The world transform of the last frame the layer was visited in.
    package var lastWorld: CGAffineTransform?
    /// Whether the layer (or an ancestor) was hidden then.
    package var lastHidden = false
    /// The area the sublayers covered (clipped by `masksToBounds`), in device pixels.
    package var childrenRect: CGRect?
    /// A translation the descendants' stored areas have not received yet: the subtree moved
    /// rigidly, so they were not visited (see `LayerRenderer.flushShift`).
    package var pendingShift = CGPoint.zero
    /// The frame whose occlusion pass numbered this layer (its orders are valid only then).
    package var occlusionStamp = 0
    /// The layer's place in the last frame's drawing order, and that of its last descendant.
    package var drawOrder = 0
    package var lastDescendantOrder = 0
    /// The frame (`LayerRenderer.frameStamp`) after which the layer's whole area on screen showed
    /// its opaque subtree image with nothing drawn over it (`LayerRenderer+Shift`).
    package var wholeImageStamp = -1
    /// Whether the layer has been placed on a screen by the renderer (implicit animations need it).
    package var hasBeenShown = false
    /// Set by the default drawing methods during `drawContents()`.
    package var drewNothing = false
    /// Whether `contents` came from drawing (and may be dropped) rather than from the client.
    package var contentsAreDrawn = false
    /// Bumped whenever anything below the layer changes (not the layer's own appearance): what
    /// a resampled image of its sublayers shows (`LayerRenderer.drawResampledSubtree`).
    package var childrenRevision = 0
    /// How many update passes in a row saw the sublayers unchanged.
    package var childrenStableFrames = 0
    /// The image of the sublayers resampled while the layer's scale moves, and what it was made
    /// from; kept only while the subtree is drawn from it (set: the frame that ends the
    /// animation must draw the subtree again, layer by layer).
    package var resampledImage: (key: ResampledImageKey, surface: CairoSurface)?
    /// The frame (`LayerRenderer.frameStamp`) whose update found the layer's scale changed.
    package var scaleChangedStamp = -1
    /// Whether the last update pass placed the layer as under a transition (`LayerRenderer+Transition`).
    package var showsTransition = false

    package init() {}

    /// Drops every cached image derived from the layer's size or content.
    package mutating func invalidateCaches() {
        contentRevision &+= 1
        shadowMask = nil
        shapeImage = nil
        borderImage = nil
        contentsImage = nil
        ownContentImage = nil
    }

    /// Drops cached images of the layer's own appearance (they would also be remade when their
    /// key no longer matches; this frees the memory early).
    package mutating func invalidateOwnImage() {
        contentRevision &+= 1
        shapeImage = nil
        borderImage = nil
        ownContentImage = nil
    }

    /// The layer left the screen: it covers nothing, and must be placed again when it returns.
    package mutating func forgetScreenPlacement() {
        backdropImage = nil
        screenRect = nil
        subtreeRect = nil
        childrenRect = nil
        lastWorld = nil
        needsComposite = true
        descendantNeedsWork = true
    }
}
