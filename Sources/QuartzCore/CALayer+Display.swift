internal import CCairo
import Foundation

extension CALayer {
    /// Whether the content is marked as needing to be redrawn.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws the content now if it is marked as needing it. During animations of custom keys
    /// (see `setValue(_:forKey:)`) the drawing reads their values on screen.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        isDisplayingPresentation = true
        defer { isDisplayingPresentation = false }
        display()
    }



    /// Renders `draw(in:)` into a new image of the bounds at `contentsScale` and makes it the contents.
    ///
    /// A class whose drawing turns out to be the default no-op is remembered, so that views that
    /// never draw (most of them) get no image and cost nothing after the first one.
    public func drawContents() {
        let key = DrawingProbe(layer: ObjectIdentifier(type(of: self)),
                                   delegate: delegate.map { ObjectIdentifier(type(of: $0)) })
        guard !FrameContext.main.classesDrawingNothing.contains(key) else { return dropDrawnContents() }
        let scale = contentsScale
        // Checked before the conversion: a layer of infinite or enormous bounds draws nothing.
        let wd = (bounds.width * scale).rounded(.up), hd = (bounds.height * scale).rounded(.up)
        guard wd > 0, hd > 0, wd < 32768, hd < 32768 else { return dropDrawnContents() }
        let w = Int(wd), h = Int(hd)
        let surface = CairoSurface(width: w, height: h)
        let ctx = CGContext(surface: surface)
        ctx.scaleBy(x: scale, y: scale)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        renderState.drewNothing = false
        draw(in: ctx)
        if renderState.drewNothing {
            FrameContext.main.classesDrawingNothing.insert(key)
            return dropDrawnContents()
        }
        cairo_surface_flush(surface.handle)
        contents = CGImage(surface: surface)
        renderState.contentsAreDrawn = true
    }

    /// Forgets content that earlier drawing made; content set by the client (an image) stays.
    private func dropDrawnContents() {
        guard renderState.contentsAreDrawn else { return }
        renderState.contentsAreDrawn = false
        contents = nil
    }

    /// Called by the default drawing methods: this layer's class draws nothing.
    public func noteNothingDrawn() { renderState.drewNothing = true }

    // MARK: Layout




}

/// A (layer class, delegate class) pair, for the memo of those found to draw nothing
/// (`FrameContext.classesDrawingNothing`).
package struct DrawingProbe: Hashable { let layer: ObjectIdentifier; let delegate: ObjectIdentifier? }
