import Foundation
import Testing
import TestExpectations
@testable import QuartzCore
import CoreGraphics

/// 3D layers drawn with perspective, checked against a projection worked out here on its own.
///
/// The card: a 200×200 layer at the centre (200, 150) of a 400×300 canvas whose root has the
/// usual perspective `sublayerTransform.m34 = −1/500`, checkered in 50-pt cells (red where
/// column + row is even, blue where odd). Turned by θ about y, a point (x, y) of the card,
/// taken from its centre, lands (Core Animation's order: anchor, transform, position, then the
/// superlayer's sublayer transform about its centre) at
///
///     X = x·cos θ,  Y = y,  Z = −x·sin θ,  w = 1 − Z/500,  screen = (200 + X/w, 150 + Y/w).
///
/// Samples are cell centres (at least ~15 px from any edge of a cell at 45° and 135°) and points
/// 4 px inside or outside the projected outline; colours are exact inside cells (tolerance 2)
/// because the projection samples a uniform area there.
@MainActor
@Suite struct ProjectionTests {
    static let d: CGFloat = 500

    /// The screen position of card point (x, y), measured from the card's top-left corner.
    static func project(_ x: CGFloat, _ y: CGFloat, angle: CGFloat) -> CGPoint {
        let xc = x - 100, yc = y - 100
        let X = xc * cos(angle), Y = yc, Z = -xc * sin(angle)
        let w = 1 - Z / d
        return CGPoint(x: 200 + X / w, y: 150 + Y / w)
    }

    static func cellColor(_ column: Int, _ row: Int) -> (Int, Int, Int) { (column + row) % 2 == 0 ? (255, 0, 0) : (0, 0, 255) }

    /// A card of `columns`×`rows` cells centred at (200, 150), red where column + row is even
    /// (its background) and blue where odd, turned by `angle` about y.
    static func checkerCard(columns: Int, rows: Int, cell: Int, height: Int? = nil, angle: CGFloat,
                            doubleSided: Bool) -> CALayer {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: columns * cell, height: height ?? rows * cell)
        card.position = CGPoint(x: 200, y: 150)
        card.backgroundColor = .red
        for column in 0..<columns { for row in 0..<rows where (column + row) % 2 == 1 {
            card.addSublayer(solidLayer(CGRect(x: column * cell, y: row * cell, width: cell, height: cell), .blue))
        } }
        card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        card.isDoubleSided = doubleSided
        return card
    }

    func checkerCanvas(angle: CGFloat, doubleSided: Bool = true) -> (LayerCanvas, CALayer) {
        let c = LayerCanvas(width: 400, height: 300)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.d
        c.root.sublayerTransform = perspective
        let card = Self.checkerCard(columns: 4, rows: 4, cell: 50, angle: angle, doubleSided: doubleSided)
        c.root.addSublayer(card)
        return (c, card)
    }

    func expectCells(_ c: LayerCanvas, angle: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        for column in 0..<4 { for row in 0..<4 {
            let p = Self.project(CGFloat(column) * 50 + 25, CGFloat(row) * 50 + 25, angle: angle)
            expectPixel(c, Int(p.x), Int(p.y), Self.cellColor(column, row), tolerance: 2, "cell \(column), \(row)",
                        sourceLocation: sourceLocation)
        } }
    }

    @Test(arguments: [45.0, 135.0, -45.0])
    func aTurnedCheckerboardLandsWhereThePerspectiveProjectionPutsIt(degrees: Double) {
        let angle = CGFloat(degrees) * .pi / 180
        let (c, _) = checkerCanvas(angle: angle)
        c.render()
        expectCells(c, angle: angle)
        // The outline: 4 px inside each corner is card, 4 px outside (vertically) is background.
        // The near edge stands taller than the far one: an affine drawing fails these.
        for (x, y) in [(0.0, 0.0), (200.0, 0.0), (0.0, 200.0), (200.0, 200.0)] {
            let corner = Self.project(x, y, angle: angle)
            let inwardX: CGFloat = corner.x < 200 ? 4 : -4, inwardY: CGFloat = corner.y < 150 ? 4 : -4
            let inside = c.pixel(Int(corner.x + inwardX), Int(corner.y + inwardY))
            #expect(inside.r + inside.b >= 250 && inside.g <= 2, "inside corner (\(x), \(y)): \(inside)")
            expectPixel(c, Int(corner.x + inwardX), Int(corner.y - inwardY), (255, 255, 255), tolerance: 2, "outside corner (\(x), \(y))")
        }
    }

    @Test func aCardTurnedByNinetyDegreesIsEdgeOn() {
        let (c, _) = checkerCanvas(angle: .pi / 2)
        c.render()
        // Seen edge-on the card covers (at most) a line through x = 200.
        for x in [150, 190, 196, 204, 210, 250] { for y in [60, 150, 240] {
            expectPixel(c, x, y, (255, 255, 255), tolerance: 2)
        } }
    }

    @Test func theBackOfALayerThatIsNotDoubleSidedIsNotDrawn() {
        let angle = CGFloat.pi * 3 / 4
        let (c, card) = checkerCanvas(angle: angle, doubleSided: false)
        c.render()
        for x in stride(from: 120, through: 280, by: 20) { expectPixel(c, x, 150, (255, 255, 255)) }
        // Turned back to 45° its front shows again.
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        c.render()
        expectCells(c, angle: .pi / 4)
    }

    @Test func theBackOfADoubleSidedLayerShowsMirrored() {
        let c = LayerCanvas(width: 400, height: 300)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.d
        c.root.sublayerTransform = perspective
        let card = solidLayer(CGRect(x: 100, y: 50, width: 200, height: 200), .red)
        card.addSublayer(solidLayer(CGRect(x: 100, y: 0, width: 100, height: 200), .blue))   // right half blue
        card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        c.root.addSublayer(card)
        c.render()
        // Turned over, the blue half shows on the left.
        expectPixel(c, 150, 150, (0, 0, 255))
        expectPixel(c, 250, 150, (255, 0, 0))
    }

    /// A phone-sized page (390×844) turned by −45° under m34 = −1/780, with a red band across it
    /// at y 700…760: the band's point 95 pt left of the centre line, 308 pt below the centre
    /// (x = −95·cos 45° = −67.2, z = −67.2, w = 1 + 67.2/780 = 1.086) lands at
    /// (200 − 61.9, 450 + 308/1.086) = (138.1, 733.6). Tall images are where a badly scaled
    /// fixed-point matrix shows: whole bands came out stretched from one row.
    @Test func aTallPageKeepsItsLowerPartInPlace() {
        let c = LayerCanvas(width: 400, height: 900)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 780
        c.root.sublayerTransform = perspective
        let page = solidLayer(CGRect(x: 5, y: 28, width: 390, height: 844), .blue)
        page.addSublayer(solidLayer(CGRect(x: 0, y: 700, width: 390, height: 60), .red))
        page.transform = CATransform3DMakeRotation(-.pi / 4, 0, 1, 0)
        c.root.addSublayer(page)
        c.render()
        expectPixel(c, 138, 733, (255, 0, 0))
        expectPixel(c, 138, 690, (0, 0, 255))
        expectPixel(c, 138, 780, (0, 0, 255))
    }

    @Test func theFlatPathIsUnchangedForAffineTransforms() {
        let c = LayerCanvas(width: 100, height: 100)
        let l = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), .red)
        c.root.addSublayer(l)
        c.render()
        #expect(c.renderer.projectedImages.isEmpty)
        expectPixel(c, 10, 10, (255, 0, 0))
        expectPixel(c, 50, 50, (255, 255, 255))
    }

    @Test func damageIsTheProjectedBoundingBox() {
        let (c, card) = checkerCanvas(angle: .pi / 4)
        c.render()
        card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let damage = c.render()
        let bounds = damage.reduce(CGRect.null) { $0.union(CGRect(x: $1.x, y: $1.y, width: $1.width, height: $1.height)) }
        // Both the 45° and the 60° quads, and nothing far beyond them.
        for angle in [CGFloat.pi / 4, .pi / 3] { for (x, y) in [(0.0, 0.0), (200.0, 200.0)] {
            let p = Self.project(x, y, angle: angle)
            #expect(bounds.insetBy(dx: -1, dy: -1).contains(p), "\(p) in \(bounds)")
        } }
        #expect(bounds.width < 260 && bounds.height < 260, "\(bounds)")
        expectCells(c, angle: .pi / 3)
    }

    /// The card's flat extent is kept from frame to frame while only its turn changes, and
    /// found again whenever its subtree changes: a sublayer added beyond the card's right edge
    /// (the card does not mask), then moved further out, shows where the projection puts it each
    /// time, and the cells stay in place.
    @Test func aSublayerBeyondTheCardsEdgeGrowsItsFlatImage() {
        let angle = CGFloat.pi / 5
        let (c, card) = checkerCanvas(angle: .pi / 4)
        c.render()
        card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        c.render()
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let tab = solidLayer(CGRect(x: 200, y: 80, width: 40, height: 40), green)
        card.addSublayer(tab)
        c.render()
        let first = Self.project(220, 100, angle: angle)
        expectPixel(c, Int(first.x), Int(first.y), (0, 255, 0), "the added sublayer")
        expectCells(c, angle: angle)
        tab.position = CGPoint(x: 280, y: 100)
        c.render()
        let moved = Self.project(280, 100, angle: angle)
        expectPixel(c, Int(moved.x), Int(moved.y), (0, 255, 0), "the moved sublayer")
        expectPixel(c, Int(first.x), Int(first.y), (255, 255, 255), "where it was")
        expectCells(c, angle: angle)
    }

    /// An opaque card whose background fills its flat image's inside is drawn into an image
    /// that is cleared only along its one-pixel frame; it must project to exactly the pixels of
    /// the same picture drawn into a cleared image (here: the card's red made by a sublayer over
    /// a card without a background, which cannot skip the clear), edges included.
    @Test func anOpaqueCardsUnclearedFlatImageProjectsLikeAClearedOne() {
        let angle = CGFloat.pi / 5
        func canvas(ownBackground: Bool) -> LayerCanvas {
            let (c, card) = checkerCanvas(angle: angle)
            if !ownBackground {
                card.backgroundColor = nil
                card.insertSublayer(solidLayer(CGRect(x: 0, y: 0, width: 200, height: 200), .red), at: 0)
            }
            c.render()
            return c
        }
        let framed = canvas(ownBackground: true), cleared = canvas(ownBackground: false)
        var differing = 0
        for y in 0..<300 { for x in 0..<400 where framed.pixel(x, y) != cleared.pixel(x, y) { differing += 1 } }
        #expect(differing == 0)
        expectCells(framed, angle: angle)
    }

    // MARK: What an opaque card hides

    /// A checkered 320×260 card turned by `angle` about y in front of a green layer that fills
    /// the canvas, with a small magenta layer under the middle of the card: what the card hides
    /// need not be drawn. The perspective (`m34 = −1/500`) is a stage layer's, holding only the
    /// card, so that the green layer is an ordinary flat one; the card is big enough that the
    /// green one is drawn only around it (a cover of over 65,536 pixels) at small angles.
    func coveredCanvas(angle: CGFloat, doubleSided: Bool = true) -> (LayerCanvas, CALayer) {
        let c = LayerCanvas(width: 400, height: 300)
        let ground = solidLayer(CGRect(x: 0, y: 0, width: 400, height: 300), .green)
        ground.addSublayer(solidLayer(CGRect(x: 185, y: 135, width: 30, height: 30), CGColor(red: 1, green: 0, blue: 1, alpha: 1)))
        c.root.addSublayer(ground)
        let stage = CALayer()
        stage.frame = c.root.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.d
        stage.sublayerTransform = perspective
        c.root.addSublayer(stage)
        let card = Self.checkerCard(columns: 8, rows: 7, cell: 40, height: 260, angle: angle, doubleSided: doubleSided)
        stage.addSublayer(card)
        return (c, card)
    }

    /// Every pixel of the renderer's frame against `render(in:)` of the same tree (drawn
    /// straight, with no occlusion culling).
    func differingPixels(_ c: LayerCanvas) -> Int {
        let reference = CairoSurface(width: 400, height: 300)
        c.root.render(in: CGContext(surface: reference))
        reference.flush()
        var differing = 0
        for y in 0..<300 { for x in 0..<400 {
            let a = c.surface.pixel(x: x, y: y)!, b = reference.pixel(x: x, y: y)!
            if a.r != b.r || a.g != b.g || a.b != b.b || a.a != b.a { differing += 1 }
        } }
        return differing
    }

    /// A card turned in perspective at full opacity, with an opaque square-cornered background,
    /// hides what lies under the inside of its projected quad: the magenta layer under it is
    /// not drawn, the green one is drawn only around the card — and the picture is the same,
    /// pixel for pixel, as drawing everything (edges included, where the card's feathered
    /// edge shows the green through).
    @Test(arguments: [0.0, 0.3, -0.45, 1.2, 3.0])
    func anOpaqueTurnedCardHidesWhatLiesUnderIt(angle: Double) {
        let (c, _) = coveredCanvas(angle: CGFloat(angle))
        c.render()
        let drawn = c.renderer.lastFrameLayersDrawn
        #expect(differingPixels(c) == 0)
        // The same card at 99 % opacity hides nothing: one layer more is drawn.
        let (translucent, card) = coveredCanvas(angle: CGFloat(angle))
        card.opacity = 0.99
        translucent.render()
        #expect(translucent.renderer.lastFrameLayersDrawn == drawn + 1)
    }

    /// A card that shows nothing whole hides nothing: seen from behind with `isDoubleSided =
    /// false` (the magenta layer shows where the card would be), with rounded corners, or
    /// without a background of its own (its flat image may be transparent anywhere).
    @Test func aCardThatMayShowThroughHidesNothing() {
        let (back, _) = coveredCanvas(angle: 3.0, doubleSided: false)
        back.render()
        expectPixel(back, 200, 150, (255, 0, 255))
        #expect(differingPixels(back) == 0)
        let (plain, _) = coveredCanvas(angle: 0.3)
        plain.render()
        for change in [{ (card: CALayer) in card.cornerRadius = 8 }, { $0.backgroundColor = nil }] {
            let (c, card) = coveredCanvas(angle: 0.3)
            change(card)
            c.render()
            #expect(c.renderer.lastFrameLayersDrawn == plain.renderer.lastFrameLayersDrawn + 1)
            #expect(differingPixels(c) == 0)
        }
    }

    /// The rectangle inside a projected quadrilateral: for a trapezoid with vertical sides,
    /// the whole width between the shorter side's ends; for a long thin rectangle turned by
    /// 45° (where the middle coordinates' box would leave it), none; none for a rectangle that
    /// reaches the eye's plane.
    @Test func aRectangleInsideAProjectedQuad() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turned = PlaneProjection(CATransform3DRotate(perspective, 0.6, 0, 1, 0))
        let rect = CGRect(x: -100, y: -100, width: 200, height: 200)
        // Corners in order: top-left, top-right, bottom-right, bottom-left; each side stays
        // vertical (w depends on x alone), the farther one shorter.
        let quad = rect.corners.compactMap { turned.project($0) }
        let left = [quad[0], quad[3]], right = [quad[1], quad[2]]
        let shorter = abs(left[0].y) < abs(right[0].y) ? left : right
        let inner = turned.inscribedRect(of: rect)
        #expect(inner != nil)
        if let inner {
            expectNear(inner.minX, min(left[0].x, right[0].x), tolerance: 1e-6)
            expectNear(inner.maxX, max(left[0].x, right[0].x), tolerance: 1e-6)
            expectNear(inner.minY, shorter[0].y, tolerance: 1e-6)
            expectNear(inner.maxY, shorter[1].y, tolerance: 1e-6)
            #expect(inner.height < 200 && inner.height > 150)
        }
        let diagonal = PlaneProjection(CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
        #expect(diagonal.inscribedRect(of: CGRect(x: 0, y: 0, width: 100, height: 4)) == nil)
        var near = CATransform3DIdentity
        near.m34 = -1 / 50
        #expect(PlaneProjection(CATransform3DRotate(near, 1.2, 0, 1, 0)).inscribedRect(of: rect) == nil)
    }

    @Test(arguments: [(1, 1), (2, 3), (5, 4), (37, 9)])
    func aFramedFlatImageHasATransparentFrame(width: Int, height: Int) {
        let surface = LayerRenderer.framedSurface(width: width, height: height)
        #expect(surface.width == width && surface.height == height)
        for y in 0..<height { for x in 0..<width where x == 0 || y == 0 || x == width - 1 || y == height - 1 {
            #expect(surface.pixel(x: x, y: y)?.a == 0, "(\(x), \(y))")
        } }
    }

    @Test func aLayerPartlyBehindTheEyeIsClippedNotCrashed() {
        let c = LayerCanvas(width: 400, height: 300)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.d
        c.root.sublayerTransform = perspective
        // 1200 pt wide, turned 60°: its right end comes nearer than the eye (w ≤ 0 there).
        let wide = solidLayer(CGRect(x: -400, y: 100, width: 1200, height: 100), .blue)
        wide.transform = CATransform3DMakeRotation(-.pi / 3, 0, 1, 0)
        c.root.addSublayer(wide)
        c.render()
        // The visible part: the point 100 pt left of the centre, x = −100·cos 60° = −50,
        // Z = −100·sin 60° ≈ −86.6 (farther), w ≈ 1.173: screen x ≈ 157.4.
        expectPixel(c, 157, 150, (0, 0, 255))
        expectPixel(c, 157, 90, (255, 255, 255))
    }

    /// Two overlapping squares in a `CATransformLayer`, 50 pt apart in depth, in either order of
    /// insertion: the nearer one (z = +40) is drawn over the farther one (z = −40) where they
    /// overlap, and is larger by the perspective (w = 1 − 40/500 = 0.92).
    @Test(arguments: [false, true])
    func aTransformLayerDrawsItsSublayersByDepth(nearFirst: Bool) {
        let c = LayerCanvas(width: 400, height: 300)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.d
        c.root.sublayerTransform = perspective
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let near = solidLayer(CGRect(x: 150, y: 100, width: 100, height: 100), .red)
        near.transform = CATransform3DMakeTranslation(0, 0, 40)
        let far = solidLayer(CGRect(x: 200, y: 100, width: 100, height: 100), .blue)
        far.transform = CATransform3DMakeTranslation(0, 0, -40)
        if nearFirst { group.addSublayer(near); group.addSublayer(far) } else { group.addSublayer(far); group.addSublayer(near) }
        c.root.addSublayer(group)
        c.render()
        // The overlap (x 200…250 on the plane) is red.
        expectPixel(c, 225, 150, (255, 0, 0))
        // The near square's right edge: centre 200 + 50/0.92 ≈ 254.3; the far square shows beyond.
        expectPixel(c, 251, 150, (255, 0, 0))
        expectPixel(c, 258, 150, (0, 0, 255))
        // Its left edge: 200 − 50/0.92 ≈ 145.7.
        expectPixel(c, 148, 150, (255, 0, 0))
        expectPixel(c, 143, 150, (255, 255, 255))
    }

    @Test func hitTestingFollowsTheProjection() {
        let (c, card) = checkerCanvas(angle: .pi / 4)
        c.render()
        // Inside the projected quad near its near (left) edge, outside the flat one's.
        let nearEdge = Self.project(4, 100, angle: .pi / 4)
        #expect(c.root.hitTest(nearEdge) != nil && c.root.hitTest(nearEdge) !== c.root)
        let hit = c.root.hitTest(Self.project(30, 30, angle: .pi / 4))
        #expect(hit === card.sublayers?.first { $0.frame.contains(CGPoint(x: 30, y: 30)) } ?? card)
        // Just beyond the far edge: the background.
        let farEdge = Self.project(200, 100, angle: .pi / 4)
        #expect(c.root.hitTest(CGPoint(x: farEdge.x + 4, y: farEdge.y)) === c.root)
        // Edge-on it is not hit.
        card.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(c.root.hitTest(CGPoint(x: 200, y: 150)) === c.root)
        // Turned over with isDoubleSided = false it is not hit.
        card.transform = CATransform3DMakeRotation(.pi * 3 / 4, 0, 1, 0)
        card.isDoubleSided = false
        #expect(c.root.hitTest(CGPoint(x: 200, y: 150)) === c.root)
    }

    @Test func convertingAPointFollowsTheProjection() {
        let (canvas, card) = checkerCanvas(angle: .pi / 4)
        #expect(card.superlayer === canvas.root)
        let screen = Self.project(30, 170, angle: .pi / 4)
        let local = card.convert(screen, from: card.superlayer)
        expectNear([local.x, local.y], [30, 170], tolerance: 0.01)
        let back = card.convert(CGPoint(x: 30, y: 170), to: card.superlayer)
        expectNear([back.x, back.y], [screen.x, screen.y], tolerance: 0.01)
    }
}
