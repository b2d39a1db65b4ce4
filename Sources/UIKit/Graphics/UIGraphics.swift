import Foundation

// UIKit's stack of current graphics contexts.
//
// On iOS the stack is per-thread state of UIKit. Here drawing into views happens on the main
// actor, and the application object keeps the stack with the rest of UIKit's per-thread state
// (`UIApplication.graphicsContextStack`); it never outlives a drawing pass in correct code
// (every push is paired with a pop). Functions that touch it are therefore `@MainActor`.

/// One entry of the context stack; image contexts remember their scale.
struct GraphicsContextEntry {
    let context: CGContext
    let imageScale: CGFloat?
}

@MainActor private var contextStack: [GraphicsContextEntry] {
    get { UIApplication.shared.graphicsContextStack }
    set { UIApplication.shared.graphicsContextStack = newValue }
}

/// The graphics context drawing currently goes to, or nil outside a drawing pass.
///
/// Inside `UIView.draw(_:)` and `UIGraphicsImageRenderer.image(actions:)` this is the context
/// to draw into; `UIColor.setFill()`, `UIBezierPath.fill()` and `UIImage.draw(in:)` use it.
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
    contextStack.last?.context
}

/// Makes `context` the current graphics context until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) {
    contextStack.append(GraphicsContextEntry(context: context, imageScale: nil))
}

/// Restores the graphics context that was current before the last `UIGraphicsPushContext(_:)`;
/// does nothing when the stack is empty.
@preconcurrency @MainActor public func UIGraphicsPopContext() {
    _ = contextStack.popLast()
}

/// Pushes a new bitmap context of `size` points.
///
/// The older form of `UIGraphicsImageRenderer`; end it with `UIGraphicsEndImageContext()`.
/// - Parameters:
///   - opaque: ignored (the bitmap always has alpha and starts transparent).
///   - scale: pixels per point; 0 means the screen's scale, which is 1 here.
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? scale : 1
    contextStack.append(GraphicsContextEntry(context: makeBitmapContext(size: size, scale: s), imageScale: s))
}

/// Pushes a new bitmap context of `size` points at scale 1.
@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what was drawn into the current bitmap context, or nil when the current
/// context was not made by `UIGraphicsBeginImageContextWithOptions`.
@preconcurrency @MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = contextStack.last, let scale = top.imageScale,
          let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Pops the current bitmap context (pushed by `UIGraphicsBeginImageContextWithOptions`);
/// does nothing when the current context is not a bitmap context.
@preconcurrency @MainActor public func UIGraphicsEndImageContext() {
    guard contextStack.last?.imageScale != nil else { return }
    contextStack.removeLast()
}

/// Fills `rect` in the current context with its fill colour, replacing what is there (the
/// `.copy` blend mode, as UIKit's `UIRectFill` does: a translucent colour leaves translucent
/// pixels, not a mix with what was under).
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` in the current context with its fill colour in `blendMode`; does nothing without
/// a current context.
@preconcurrency @MainActor public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` in the current context's fill colour.
@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .normal)
}

/// Draws a one-point frame just inside `rect` in the current context's fill colour, in
/// `blendMode`; does nothing without a current context.
@preconcurrency @MainActor public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let inner = r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2))
    context.saveGState()
    context.setBlendMode(blendMode)
    context.beginPath()
    context.addRect(r)
    if !inner.isEmpty { context.addRect(inner) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

/// A transparent bitmap context of `size` points at `scale` pixels per point, in UIKit's
/// y-down coordinates (one unit is one point).
func makeBitmapContext(size: CGSize, scale: CGFloat) -> CGContext {
    func pixels(_ v: CGFloat) -> Int {
        let p = (v * scale).rounded(.up)
        return p.isFinite ? Int(min(max(p, 1), 16_384)) : 1
    }
    let context = CGContext(surface: CairoSurface(width: pixels(size.width), height: pixels(size.height)))
    if scale != 1 { context.scaleBy(x: scale, y: scale) }
    return context
}
