import UIKit
import Foundation
import Testing
import UIKitTesting

/// How an image is shown: rendering modes and tints, resizable images, orientation and
/// right-to-left mirroring, blend modes — checked in pixels of drawn images and of image views
/// on a screen.
@MainActor
@Suite struct ImageLookTests {
    private let white = RGBA(red: 255, green: 255, blue: 255)
    private let red = RGBA(red: 255, green: 0, blue: 0)
    private let green = RGBA(red: 0, green: 255, blue: 0)
    private let blue = RGBA(red: 0, green: 0, blue: 255)
    private let yellow = RGBA(red: 255, green: 255, blue: 0)

    /// The pixel (r, g, b, a) of an image's bitmap as stored.
    private func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image.cgImage?.surface.pixel(x: x, y: y) else { return [] }
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// An image of `size` points drawn by `fills` (colour, rectangle), transparent elsewhere.
    private func picture(_ size: CGSize, _ fills: [(UIColor, CGRect)]) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            for (colour, rect) in fills {
                colour.setFill()
                context.fill(rect)
            }
        }
    }

    /// 12 × 12: a red left cap (columns 0–3), a blue right cap (8–11) and an interior of two
    /// green columns then two yellow ones (4–5, 6–7).
    private var capped: UIImage {
        picture(CGSize(width: 12, height: 12), [
            (.red, CGRect(x: 0, y: 0, width: 4, height: 12)), (.green, CGRect(x: 4, y: 0, width: 2, height: 12)),
            (.yellow, CGRect(x: 6, y: 0, width: 2, height: 12)), (.blue, CGRect(x: 8, y: 0, width: 4, height: 12)),
        ])
    }

    /// 2 × 1: red on the left, blue on the right.
    private var redBlue: UIImage {
        picture(CGSize(width: 2, height: 1), [(.red, CGRect(x: 0, y: 0, width: 1, height: 1)),
                                               (.blue, CGRect(x: 1, y: 0, width: 1, height: 1))])
    }

    /// 10 × 10: an opaque red left half, transparent right half.
    private var halfRed: UIImage {
        picture(CGSize(width: 10, height: 10), [(.red, CGRect(x: 0, y: 0, width: 5, height: 10))])
    }

    private func show(_ view: UIView, size: CGSize = CGSize(width: 60, height: 40)) -> HeadlessScreen {
        let screen = HeadlessScreen(size: size)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(view)
        screen.renderFrame()
        return screen
    }

    // MARK: Rendering modes and tints

    @Test func renderingModeIsAutomaticUntilChangedAndChangingItKeepsThePixels() {
        let image = halfRed
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(image.renderingMode == .automatic)   // the original is untouched
        #expect(template.cgImage === image.cgImage && template.size == image.size)
        #expect(template.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(!image.isSymbolImage)
    }

    @Test func anImageViewShowsATemplateInItsTintAndFollowsTheTint() {
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.image = halfRed.withRenderingMode(.alwaysTemplate)
        view.tintColor = .green
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 15, y: 20)) == green)   // the image's opaque half, in the tint
        #expect(screen.pixel(at: CGPoint(x: 25, y: 20)) == white)   // its transparent half
        view.tintColor = .blue
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 15, y: 20)) == blue)
        // Dimmed by an ancestor (an alert or a sheet in front): a grey, no longer blue.
        view.superview?.tintAdjustmentMode = .dimmed
        screen.renderFrame()
        let dimmed = screen.pixel(at: CGPoint(x: 15, y: 20)) ?? blue
        #expect(dimmed != blue && dimmed.red == dimmed.green && dimmed.green == dimmed.blue, "\(dimmed)")
    }

    @Test func anImageViewShowsAnAutomaticOrOriginalBitmapInItsOwnColours() {
        let automatic = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        automatic.image = halfRed
        automatic.tintColor = .green
        let original = UIImageView(frame: CGRect(x: 30, y: 0, width: 20, height: 20))
        original.image = halfRed.withRenderingMode(.alwaysOriginal)
        original.tintColor = .green
        let screen = show(automatic)
        automatic.superview?.addSubview(original)
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 5, y: 10)) == red)
        #expect(screen.pixel(at: CGPoint(x: 35, y: 10)) == red)
        #expect((automatic.layer.contents as? CGImage) === automatic.image?.cgImage)   // shown as it is, no copy
    }

    @Test func anImageWithATintColourOfItsOwnShowsAndDrawsInIt() {
        let tinted = halfRed.withTintColor(.blue)
        #expect(tinted.renderingMode == .automatic)   // the mode stays
        #expect(halfRed.withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.image = tinted
        view.tintColor = .green   // not a template: the image's own colour wins
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 15, y: 20)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 25, y: 20)) == white)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            tinted.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(rgba(drawn, 2, 5) == [0, 0, 255, 255])
        #expect(rgba(drawn, 7, 5)[3] == 0)
    }

    @Test func buttonsTintTemplatesAsTheirTypeSays() {
        func shownColour(_ type: UIButton.ButtonType, _ image: UIImage) -> RGBA? {
            let button = UIButton(type: type)
            button.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            button.tintColor = .green
            button.setImage(image, for: .normal)
            let screen = show(button)
            let left = button.imageView.map { $0.convert(CGPoint(x: 2, y: $0.bounds.midY), to: nil) } ?? .zero
            return screen.pixel(at: left)
        }
        // A system button shows images as templates unless they are made originals.
        #expect(shownColour(.system, halfRed) == green)
        #expect(shownColour(.system, halfRed.withRenderingMode(.alwaysOriginal)) == red)
        // A custom one shows them as they are unless they are made templates.
        #expect(shownColour(.custom, halfRed) == red)
        #expect(shownColour(.custom, halfRed.withRenderingMode(.alwaysTemplate)) == green)
        #expect(shownColour(.custom, halfRed.withTintColor(.blue)) == blue)
    }

    // MARK: Resizable images

    @Test func capInsetsAndResizingModeAreKeptAndTileIsTheDefault() {
        let insets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        let tiled = capped.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets && tiled.resizingMode == .tile)
        let stretched = capped.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch && stretched.size == capped.size)
        #expect(capped.capInsets == .zero)
    }

    @Test func aStretchedResizableImageKeepsItsCapsInAnImageView() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        view.image = capped.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4), resizingMode: .stretch)
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 3.5, y: 6)) == red)      // the left cap at its 4 points
        #expect(screen.pixel(at: CGPoint(x: 36.5, y: 6)) == blue)    // the right cap at its 4 points
        // The interior (4 points of the image) stretched over 32: green then yellow halves.
        #expect(screen.pixel(at: CGPoint(x: 10, y: 6)) == green)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 6)) == yellow)
        // Without caps the same image scales whole: its red quarter covers 10 points.
        view.image = capped
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 8, y: 6)) == red)
    }

    @Test func aTiledResizableImageRepeatsItsInteriorAndFollowsTheViewsSize() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        view.image = capped.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        let screen = show(view)
        // The interior repeats every 4 points from x = 4: green 4–5, yellow 6–7, green 8–9 …
        for (x, colour) in [(4.5, green), (6.5, yellow), (8.5, green), (10.5, yellow), (34.5, yellow)] {
            #expect(screen.pixel(at: CGPoint(x: x, y: 6)) == colour, "x = \(x)")
        }
        #expect(screen.pixel(at: CGPoint(x: 1, y: 6)) == red)
        #expect(screen.pixel(at: CGPoint(x: 38, y: 6)) == blue)
        view.frame.size.width = 50
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 48, y: 6)) == blue)    // the right cap moved with the edge
        #expect(screen.pixel(at: CGPoint(x: 44.5, y: 6)) == green)  // and the tiles went on
        #expect(screen.pixel(at: CGPoint(x: 38, y: 6)) == yellow)
    }

    @Test func drawingAResizableImageDrawsItsNineParts() {
        // Caps on all four sides: a 12 × 12 red frame 4 wide around a green 4 × 4 centre.
        let framed = picture(CGSize(width: 12, height: 12), [(.red, CGRect(x: 0, y: 0, width: 12, height: 12)),
                                                             (.green, CGRect(x: 4, y: 4, width: 4, height: 4))])
            .resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in
            framed.draw(in: CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        #expect(rgba(drawn, 2, 2) == [255, 0, 0, 255])
        #expect(rgba(drawn, 15, 10) == [0, 255, 0, 255])
        #expect(rgba(drawn, 5, 5) == [0, 255, 0, 255])     // the centre starts right after the 4-point cap
        #expect(rgba(drawn, 27, 17) == [255, 0, 0, 255])
        #expect(rgba(drawn, 15, 2) == [255, 0, 0, 255])    // the top edge stretched, still 4 points tall
        #expect(rgba(drawn, 15, 4) == [0, 255, 0, 255])
    }

    @available(*, deprecated, message: "checks the deprecated API")
    @Test func theOlderStretchableImageSetsItsCaps() {
        let image = capped.stretchableImage(withLeftCapWidth: 4, topCapHeight: 0)
        #expect(image.capInsets == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 7))
        #expect(image.resizingMode == .stretch)
        #expect(image.leftCapWidth == 4 && image.topCapHeight == 0)
    }

    // MARK: Orientation and mirroring

    @Test func anOrientationTurnsTheImageWhereverItIsShown() {
        let stored = redBlue.cgImage!
        let right = UIImage(cgImage: stored, scale: 1, orientation: .right)   // shown a quarter turn clockwise
        #expect(right.size == CGSize(width: 1, height: 2))
        #expect(right.cgImage === stored)   // the bitmap as stored
        let drawnRight = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2)).image { _ in right.draw(at: .zero) }
        #expect(rgba(drawnRight, 0, 0) == [255, 0, 0, 255] && rgba(drawnRight, 0, 1) == [0, 0, 255, 255])
        let left = UIImage(cgImage: stored, scale: 1, orientation: .left)
        let drawnLeft = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2)).image { _ in left.draw(at: .zero) }
        #expect(rgba(drawnLeft, 0, 0) == [0, 0, 255, 255] && rgba(drawnLeft, 0, 1) == [255, 0, 0, 255])
        // An image view shows the turned image too.
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        view.image = right
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 2)) == red && screen.pixel(at: CGPoint(x: 5, y: 18)) == blue)
    }

    @Test func aHorizontallyFlippedOrientationMirrorsWhatIsShown() {
        let mirrored = redBlue.withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { _ in mirrored.draw(at: .zero) }
        #expect(rgba(drawn, 0, 0) == [0, 0, 255, 255] && rgba(drawn, 1, 0) == [255, 0, 0, 255])
        // Every orientation flipped twice is itself, and a turned one flips to its mirror image.
        let all: [UIImage.Orientation] = [.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored]
        for o in all {
            let image = UIImage(cgImage: redBlue.cgImage!, scale: 1, orientation: o)
            #expect(image.withHorizontallyFlippedOrientation().withHorizontallyFlippedOrientation().imageOrientation == o)
        }
        let turned = UIImage(cgImage: redBlue.cgImage!, scale: 1, orientation: .right).withHorizontallyFlippedOrientation()
        #expect(turned.imageOrientation == .leftMirrored)
    }

    @Test func anImageFlippedForRightToLeftShowsMirroredOnlyInARightToLeftView() {
        let flipping = redBlue.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipping.flipsForRightToLeftLayoutDirection && !redBlue.flipsForRightToLeftLayoutDirection)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.image = flipping
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 3, y: 5)) == red)
        view.semanticContentAttribute = .forceRightToLeft
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 3, y: 5)) == blue && screen.pixel(at: CGPoint(x: 17, y: 5)) == red)
        // An image that does not ask to flip stays as it is.
        view.image = redBlue
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 3, y: 5)) == red)
    }

    // MARK: Blend modes

    @Test func uiRectFillReplacesWhatIsUnderItAsUIKitDoes() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.red.withAlphaComponent(0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))   // .copy: half-transparent red, no blue left
            UIRectFillUsingBlendMode(CGRect(x: 1, y: 0, width: 1, height: 1), .normal)   // mixed with the blue
        }
        let copied = rgba(image, 0, 0), mixed = rgba(image, 1, 0)
        #expect(abs(copied[3] - 128) <= 1 && copied[2] == 0, "\(copied)")
        #expect(mixed[3] == 255 && abs(mixed[0] - 128) <= 1 && abs(mixed[2] - 127) <= 1, "\(mixed)")
    }

    @Test func theDestinationInTintIdiomFillsTheImagesShape() {
        // The common extension: fill with the colour, then draw the image with .destinationIn.
        let source = halfRed
        let tinted = UIGraphicsImageRenderer(size: source.size).image { context in
            UIColor.green.setFill()
            UIRectFill(CGRect(origin: .zero, size: source.size))
            source.draw(in: CGRect(origin: .zero, size: source.size), blendMode: .destinationIn, alpha: 1)
        }
        #expect(rgba(tinted, 2, 5) == [0, 255, 0, 255])
        #expect(rgba(tinted, 8, 5)[3] == 0)
    }

    @Test func separableBlendModesMixAsTheirFormulasSay() {
        func blended(_ mode: CGBlendMode, _ top: UIColor, over bottom: UIColor) -> [Int] {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
                bottom.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                top.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1), blendMode: mode)
            }
            return rgba(image, 0, 0)
        }
        #expect(blended(.multiply, .yellow, over: .cyan) == [0, 255, 0, 255])      // (1,1,0)·(0,1,1)
        #expect(blended(.screen, .red, over: .blue) == [255, 0, 255, 255])        // 1 − (1 − a)(1 − b)
        #expect(blended(.darken, .yellow, over: .cyan) == [0, 255, 0, 255])
        #expect(blended(.lighten, .red, over: .blue) == [255, 0, 255, 255])
        #expect(blended(.difference, .white, over: .red) == [0, 255, 255, 255])
        #expect(blended(.normal, .red, over: .blue) == [255, 0, 0, 255])
        #expect(blended(.clear, .red, over: .blue)[3] == 0)
    }

    @Test func drawingAtAnAlphaAndTheContextsAlphaDoesNotLeak() {
        let image = picture(CGSize(width: 1, height: 1), [(.red, CGRect(x: 0, y: 0, width: 1, height: 1))])
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            image.draw(at: .zero, blendMode: .normal, alpha: 0.5)
            context.cgContext.setAlpha(0.25)
            image.draw(at: CGPoint(x: 1, y: 0))   // draw(at:) is at full opacity whatever the context's alpha
        }
        #expect(abs(rgba(drawn, 0, 0)[3] - 128) <= 1)
        #expect(rgba(drawn, 1, 0) == [255, 0, 0, 255])
    }

    // MARK: Insets and baseline

    @Test func alignmentInsetsAndBaselineAreKept() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let image = halfRed.withAlignmentRectInsets(insets)
        #expect(image.alignmentRectInsets == insets && halfRed.alignmentRectInsets == .zero)
        #expect(!image.hasBaseline && image.baselineOffsetFromBottom == 0)
        let based = image.withBaselineOffset(fromBottom: 2)
        #expect(based.hasBaseline && based.baselineOffsetFromBottom == 2 && based.alignmentRectInsets == insets)
        #expect(!based.imageWithoutBaseline().hasBaseline)
    }
}
