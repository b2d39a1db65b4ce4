import Foundation
import Testing
import TestExpectations
@testable import QuartzCore
import CoreGraphics
@testable import UIKitTesting

/// The renderer's optimisations (damage tracking, cached shape and contents images, occlusion
/// culling, subtree images) must not change a single pixel: every frame of the benchmark's kind
/// of scene, rendered the optimised way (`HeadlessScreen.renderFrame()`, several frames in a row
/// so that the caches are in use), is compared with the straightforward drawing of the same tree
/// (`window.layer.render(in:)`: no damage, no culling, no subtree images, and — see
/// `StraightforwardRender` — the cached shape, contents and shadow images of the layers set
/// aside, so they are made afresh from the model).
///
/// Tolerance: ±2 per channel on every pixel. Both ways place every layer on the same whole
/// device pixels (pure translations are snapped) and rasterise shapes the same way, so most
/// frames match exactly. What the tolerance covers is 8-bit rounding: a subtree image holds its
/// translucent pixels premultiplied in 8 bits, and where two translucent layers overlap inside it
/// (the badge's shadow over the top screen's shadow, beside the sliding edge), compositing them
/// first and then over the screen below rounds differently from compositing each in turn — by
/// 1. A larger difference is a real change in what is drawn (a stale cache, a missed damage
/// rectangle, a wrong occluder), never an artefact.
@MainActor
@Suite(.serialized) struct RendererEquivalenceTests {
    static let progresses: [CGFloat] = [0, 0.1, 0.37, 0.5, 0.9, 1]

    // MARK: The comparison itself

    /// The comparison is not blind: a change the screen has not rendered yet shows up, on the
    /// changed card and nowhere else; after the frame the two match again.
    @Test func theComparisonSeesAChangeNotYetRendered() {
        let scene = SlideScene(equivalenceConfigurations[0])
        scene.show(progress: 0.3)
        scene.show(progress: 0.5)
        let card = scene.top.cards[4]
        card.backgroundColor = UIColor(red: 0.85, green: 0.2, blue: 0.25, alpha: 1)
        let frameBuffer = scene.screen.backend.frameBuffer
        let reference = StraightforwardRender.render(scene.window, width: frameBuffer.width, height: frameBuffer.height,
                                                     scale: 1, sourceLocation: #_sourceLocation)
        let stale = PixelDifference(frameBuffer, reference, tolerance: 2)
        let x = Int(scene.top.view.frame.minX + card.frame.minX), y = Int(card.frame.minY)
        #expect(stale.count > Int(card.frame.width * card.frame.height) / 2, "\(stale)")
        #expect(stale.minX >= x && stale.maxX <= x + Int(card.frame.width) && stale.minY >= y
                    && stale.maxY <= y + Int(card.frame.height) + 1, "only the card differs: \(stale)")
        scene.frame()
        scene.expectEquivalent("once the change is rendered")
    }

    // MARK: The reference scene, moved only by p

    /// At every p, after a frame where the tree was built, then after frames where only p
    /// changed (to p′ and back), the pixels match; and the frames where only p changed really did
    /// reuse the top screen's subtree image (else this test would not test it).
    @Test(arguments: equivalenceConfigurations)
    func framesWhereOnlyProgressChanged(_ configuration: EquivalenceConfiguration) {
        let scene = SlideScene(configuration)
        scene.show(progress: 0)
        for p in Self.progresses {
            scene.show(progress: p)
            scene.expectEquivalent("at p = \(p)")
            let other = p <= 0.5 ? p + 0.13 : p - 0.13
            let imageBefore = scene.topImage
            scene.show(progress: other)
            scene.expectEquivalent("moved from p = \(p) to \(other)")
            scene.show(progress: p)
            scene.expectEquivalent("moved back to p = \(p)")
            if p > 0 {
                // The top screen is on the screen, and has been stable for at least a frame.
                #expect(imageBefore != nil && scene.topImage === imageBefore,
                        "precondition at p = \(p): the top screen's subtree image is reused while only p changes")
            }
        }
        // Many moves without looking in between, then one look (nothing the comparison does can
        // have helped the renderer along the way).
        for p in [0.9, 0.2, 0.6, 0.05, 0.75, 0.45] as [CGFloat] { scene.show(progress: p, frames: 1) }
        scene.expectEquivalent("after six moves in a row, at p = 0.45")
        for p in stride(from: 1.0 as CGFloat, through: 0, by: -0.125) { scene.show(progress: p, frames: 1) }
        scene.expectEquivalent("after sliding back to p = 0 in eighths")
    }

    // MARK: Changes in the middle of the transition

    /// A card's colour, a card removed, a label's text: each remakes what it must. Checked on the
    /// frame of the change, on the frame of a change made together with a move, and on the
    /// frames after it where only p moves (the remade image is reused).
    @Test(arguments: equivalenceConfigurations)
    func changesInTheMiddleOfTheTransition(_ configuration: EquivalenceConfiguration) {
        let scene = SlideScene(configuration)
        scene.show(progress: 0.3)
        scene.show(progress: 0.37)   // a move: the subtree image is made on a frame that draws
        scene.expectEquivalent("before any change, p = 0.37")
        let image = scene.topImage
        #expect(image != nil, "precondition: the top screen is drawn from a subtree image")

        // Every change below is to a card in the part of the screen that shows (the left columns).
        // A card's colour changes (on the top screen, which is drawn from its image).
        scene.top.cards[4].backgroundColor = UIColor(red: 0.85, green: 0.2, blue: 0.25, alpha: 1)
        scene.frame()
        scene.expectEquivalent("on the frame a top card's colour changed")
        #expect(scene.topImage == nil || scene.topImage !== image, "the subtree image is not reused after a change inside it")
        scene.show(progress: 0.5)
        scene.expectEquivalent("moved to p = 0.5 after the colour change")
        let remade = scene.topImage
        #expect(remade != nil && remade !== image, "precondition: a new subtree image after the colour change")
        scene.show(progress: 0.37)
        scene.expectEquivalent("moved back to p = 0.37 after the colour change")

        // A colour change and a move in the same frame.
        scene.top.cards[9].backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        scene.show(progress: 0.42, frames: 1)
        scene.expectEquivalent("a top card's colour changed and p moved in the same frame")

        // A card on the bottom screen, partly under the top one and under the dimming.
        let edge = (1 - 0.42) * configuration.width
        let bottomCard = scene.bottom.cards.first { $0.frame.minX < edge && $0.frame.maxX > edge }!
        bottomCard.backgroundColor = UIColor(red: 0.3, green: 0.3, blue: 0.9, alpha: 1)
        scene.frame()
        scene.expectEquivalent("a bottom card (under the sliding edge) changed colour")

        // A card removed.
        scene.top.cards[8].removeFromSuperview()
        scene.frame()
        scene.expectEquivalent("on the frame a top card was removed")
        scene.show(progress: 0.6)
        scene.expectEquivalent("moved to p = 0.6 after the removal")
        scene.bottom.cards[1].removeFromSuperview()
        scene.show(progress: 0.55, frames: 1)
        scene.expectEquivalent("a bottom card removed and p moved in the same frame")

        // A label's text changes.
        scene.top.labels[12].text = "Renamed: a longer title than before"
        scene.frame()
        scene.expectEquivalent("on the frame a top label's text changed")
        scene.show(progress: 0.9)
        scene.expectEquivalent("moved to p = 0.9 after the text change")
        scene.top.labels[12].text = "Card"
        scene.show(progress: 0.1, frames: 1)
        scene.expectEquivalent("the text shortened and p moved to 0.1 in the same frame")
        scene.show(progress: 1)
        scene.expectEquivalent("p = 1 after every change")
        scene.show(progress: 0)
        scene.expectEquivalent("p = 0 after every change")
    }

    // MARK: Shadows over the sliding edge

    /// The top screen casts a shadow onto the dimmed screen below (as the built-in slide does),
    /// and a badge with its own shadow straddles the sliding edge; both move with p.
    @Test(arguments: equivalenceConfigurations)
    func shadowsOverTheSlidingEdge(_ configuration: EquivalenceConfiguration) {
        let scene = SlideScene(configuration)
        scene.top.view.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        scene.top.view.layer.shadowOpacity = 0.35
        scene.top.view.layer.shadowRadius = 10
        scene.top.view.layer.shadowOffset = CGSize(width: -4, height: 0)
        let badge = UIView(frame: CGRect(x: -36, y: configuration.height / 2 - 40, width: 72, height: 80))
        badge.backgroundColor = UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
        badge.layer.cornerRadius = 12
        badge.layer.borderWidth = 1
        badge.layer.borderColor = CGColor(red: 0.5, green: 0.4, blue: 0.1, alpha: 1)
        badge.layer.shadowColor = CGColor(red: 0.1, green: 0.05, blue: 0, alpha: 1)
        badge.layer.shadowOpacity = 0.6
        badge.layer.shadowRadius = 6
        badge.layer.shadowOffset = CGSize(width: 0, height: 3)
        scene.top.view.addSubview(badge)
        scene.show(progress: 0.1)
        for p in Self.progresses where p > 0 {
            scene.show(progress: p)
            scene.expectEquivalent("shadows at p = \(p)")
            scene.show(progress: p - 0.07)
            scene.expectEquivalent("shadows, moved from p = \(p) to \(p - 0.07)")
        }
        badge.layer.shadowRadius = 3   // the shadow's shape changes mid-transition
        scene.show(progress: 0.5, frames: 1)
        scene.expectEquivalent("the badge's shadow radius changed and p moved to 0.5 in the same frame")
        scene.show(progress: 0.45)
        scene.expectEquivalent("shadows at p = 0.45 after the change")
    }

    // MARK: A big rounded panel above both screens

    /// A large, opaque, rounded panel (a sheet or a toolbar) above both screens occludes what is
    /// under it — but not under its rounded corners, where the screens must still show.
    @Test(arguments: equivalenceConfigurations)
    func aRoundedPanelAboveTheTransition(_ configuration: EquivalenceConfiguration) {
        let scene = SlideScene(configuration)
        let panel = UIView(frame: CGRect(x: configuration.width * 0.1, y: configuration.height * 0.62,
                                         width: configuration.width * 0.8, height: configuration.height * 0.3))
        panel.backgroundColor = UIColor(red: 0.99, green: 0.99, blue: 1, alpha: 1)
        panel.layer.cornerRadius = 28
        panel.layer.borderWidth = 1
        panel.layer.borderColor = CGColor(red: 0.6, green: 0.62, blue: 0.7, alpha: 1)
        scene.window.addSubview(panel)
        scene.show(progress: 0.2)
        for p in Self.progresses {
            scene.show(progress: p)
            scene.expectEquivalent("under a rounded panel at p = \(p)")
        }
        scene.top.cards[16].backgroundColor = UIColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 1)   // under the panel's corner
        scene.show(progress: 0.8, frames: 1)
        scene.expectEquivalent("under a rounded panel, a top card changed and p moved in the same frame")
    }

    // MARK: The built-in navigation slide, scrubbed

    /// A pop with the built-in slide (parallax, dimming, the top view's shadow) driven by the
    /// edge swipe, a frozen percent-driven transition, scrubbed 0.3 → 0.8 → 0.2: compared on the
    /// last frame of every drag, after a pause (frames where nothing changed), and at the end.
    @Test(arguments: equivalenceConfigurations)
    func navigationSlideScrubbedBackAndForth(_ configuration: EquivalenceConfiguration) {
        let screen = HeadlessScreen(size: configuration.size, scale: configuration.scale)
        let window = screen.makeWindow()
        let image = SlideScene.makeImage()
        let a = CardsViewController(which: 0, size: configuration.size, image: image)
        let b = CardsViewController(which: 1, size: configuration.size, image: image)
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        screen.run(for: 0.1)
        let check = { (what: String) in expectMatchesStraightforwardRender(screen: screen, window: window, configuration, what) }
        check("before the swipe")

        let width = configuration.width, y = configuration.height / 2
        screen.press(at: CGPoint(x: 4, y: y))
        var seen: [CGFloat] = []
        for p in [0.3, 0.8, 0.2] as [CGFloat] {
            screen.drag(to: CGPoint(x: 4 + p * width, y: y), duration: 0.25)
            seen.append(shownTranslation(b.view) / width)
            check("scrubbed to p ≈ \(p)")
            screen.hold(for: 0.1)
            check("held at p ≈ \(p)")
        }
        expectNear(seen, [0.3, 0.8, 0.2], tolerance: 0.08,
                   "precondition: the popped view followed the finger to 0.3, 0.8, 0.2 of the width: \(seen)")
        #expect(nav.viewControllers.count == 1, "precondition: the pop is under way (the stack shows the outcome)")
        screen.release()
        screen.run(for: 1)
        check("after the swipe ended")
    }
}

// MARK: - Configurations

/// The yardstick's size at scale 1, and a smaller screen at scale 2.
let equivalenceConfigurations = [EquivalenceConfiguration(width: 1024, height: 768, scale: 1),
                                 EquivalenceConfiguration(width: 400, height: 300, scale: 2)]

/// A screen size (points) and scale.
struct EquivalenceConfiguration: Sendable, CustomTestStringConvertible {
    let width: CGFloat, height: CGFloat, scale: CGFloat
    var size: CGSize { CGSize(width: width, height: height) }
    var testDescription: String { "\(Int(width))×\(Int(height)) at scale \(Int(scale))" }
}

/// The horizontal translation a view shows on screen.
@MainActor
private func shownTranslation(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).transform.m41 }

// MARK: - The scene, built directly from views

/// The benchmark's reference scene, built with views on a headless screen and moved by setting
/// the geometry directly: two full-window screens of 20 rounded, bordered cards with a label
/// each and a 256×256 image shown at 192×192; a black dimming view at 0.4·p over the bottom
/// screen; the top screen slid right by (1 − p)·W.
@MainActor
final class SlideScene {
    let configuration: EquivalenceConfiguration
    let screen: HeadlessScreen
    let window: UIWindow
    let bottom: CardScreen
    let dim: UIView
    let top: CardScreen

    init(_ configuration: EquivalenceConfiguration) {
        self.configuration = configuration
        screen = HeadlessScreen(size: configuration.size, scale: configuration.scale)
        window = screen.makeWindow()
        let image = Self.makeImage()
        bottom = CardScreen(which: 0, size: configuration.size, image: image)
        top = CardScreen(which: 1, size: configuration.size, image: image)
        dim = UIView(frame: CGRect(origin: .zero, size: configuration.size))
        dim.backgroundColor = .black
        window.addSubview(bottom.view)
        window.addSubview(dim)
        window.addSubview(top.view)
    }

    /// Sets p and renders `frames` frames (two: the second has the subtrees stable, so subtree
    /// images are made and used).
    func show(progress p: CGFloat, frames: Int = 2) {
        top.view.frame.origin.x = (1 - p) * configuration.width
        dim.alpha = 0.4 * p
        for _ in 0..<frames { frame() }
    }

    func frame() { screen.renderFrame() }

    /// The top screen's subtree image, if it has one (held on to by the caller, so that a new
    /// image can never be mistaken for the old one at a recycled address).
    var topImage: CairoSurface? { top.view.layer.renderState.subtreeImage?.surface }

    func expectEquivalent(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectMatchesStraightforwardRender(screen: screen, window: window, configuration, what, sourceLocation: sourceLocation)
    }

    /// A 256×256 picture with detail at every scale (1 px lines, a gradient, translucent
    /// circles), so resampling it to 192×192 in a different way would show.
    static func makeImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 256, height: 256)).image { context in
            let c = context.cgContext
            for x in 0..<256 {
                let t = CGFloat(x) / 255
                c.setFillColor(CGColor(red: 0.9 - 0.7 * t, green: 0.4 + 0.2 * t, blue: 0.15 + 0.75 * t, alpha: 1))
                c.fill(CGRect(x: CGFloat(x), y: 0, width: 1, height: 256))
            }
            c.setFillColor(CGColor(red: 0.05, green: 0.05, blue: 0.1, alpha: 1))
            for y in stride(from: 0, to: 256, by: 7) { c.fill(CGRect(x: 0, y: CGFloat(y), width: 256, height: 1)) }
            for i in 0..<10 {
                c.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.3 + 0.06 * CGFloat(i % 5)))
                let r = CGFloat(10 + 3 * i)
                c.fillEllipse(in: CGRect(x: CGFloat(20 + (i * 61) % 210) - r, y: CGFloat(30 + (i * 89) % 190) - r,
                                         width: 2 * r, height: 2 * r))
            }
        }
    }
}

/// Expects the bytes of two scenes' frame buffers to be the same (renderers with and without an
/// optimisation drawing the same frames), naming the first pixel that differs and its two values.
@MainActor
func expectSameBytes(_ a: SlideScene, _ b: SlideScene, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let x = a.screen.backend.frameBuffer, y = b.screen.backend.frameBuffer
    x.flush(); y.flush()
    guard x.width == y.width, x.height == y.height, x.stride == y.stride, let p = x.data, let q = y.data else {
        Issue.record("\(what): the frame buffers differ in size", sourceLocation: sourceLocation); return
    }
    var differing = 0, first: (Int, Int, UInt32, UInt32)?
    for row in 0..<x.height where memcmp(p + row * x.stride, q + row * y.stride, x.width * 4) != 0 {
        for column in 0..<x.width {
            let u = UnsafeRawPointer(p + row * x.stride + column * 4).loadUnaligned(as: UInt32.self)
            let v = UnsafeRawPointer(q + row * y.stride + column * 4).loadUnaligned(as: UInt32.self)
            if u != v { differing += 1; if first == nil { first = (column, row, u, v) } }
        }
    }
    #expect(differing == 0, "\(what): \(differing) pixels differ, the first at \(first.map { "(\($0.0), \($0.1)): \(String($0.2, radix: 16)) against \(String($0.3, radix: 16))" } ?? "-")",
            sourceLocation: sourceLocation)
}

/// One screen of the scene: a background, 20 cards (rounded, 1 pt border, a label each) and
/// the image view in the middle.
@MainActor
struct CardScreen {
    let view: UIView
    let cards: [UIView]
    let labels: [UILabel]

    init(which: Int, size: CGSize, image: UIImage) {
        view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = which == 0 ? UIColor(red: 0.94, green: 0.95, blue: 0.97, alpha: 1)
                                          : UIColor(red: 0.98, green: 0.96, blue: 0.90, alpha: 1)
        (cards, labels) = Self.addCards(to: view, which: which, size: size, image: image)
    }

    /// Adds the cards and the image view; the geometry of the yardstick (4 × 5 cards, 24 pt gaps).
    static func addCards(to view: UIView, which: Int, size: CGSize, image: UIImage) -> ([UIView], [UILabel]) {
        var cards: [UIView] = [], labels: [UILabel] = []
        let columns = 4, rows = 5, gap: CGFloat = 24
        let width = (size.width - gap * CGFloat(columns + 1)) / CGFloat(columns)
        let height = (size.height - gap * CGFloat(rows + 1)) / CGFloat(rows)
        for i in 0..<columns * rows {
            let card = UIView(frame: CGRect(x: gap + CGFloat(i % columns) * (width + gap),
                                            y: gap + CGFloat(i / columns) * (height + gap), width: width, height: height))
            card.backgroundColor = which == 0 ? .white : UIColor(red: 0.93, green: 0.97, blue: 1, alpha: 1)
            card.layer.cornerRadius = 10
            card.layer.borderWidth = 1
            card.layer.borderColor = CGColor(red: 0.78, green: 0.80, blue: 0.84, alpha: 1)
            let label = UILabel(frame: CGRect(x: 14, y: 10, width: width - 28, height: 18))
            label.text = "\(which == 0 ? "List" : "Detail") card \(i + 1)"
            label.font = .systemFont(ofSize: 14)
            label.textColor = UIColor(red: 0.13, green: 0.14, blue: 0.16, alpha: 1)
            card.addSubview(label)
            view.addSubview(card)
            cards.append(card)
            labels.append(label)
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: (size.width - 192) / 2, y: (size.height - 192) / 2, width: 192, height: 192)
        view.addSubview(imageView)
        return (cards, labels)
    }
}

/// A view controller whose view is one screen of cards (for the navigation test).
@MainActor
final class CardsViewController: UIViewController {
    let which: Int
    let size: CGSize
    let image: UIImage

    init(which: Int, size: CGSize, image: UIImage) {
        self.which = which
        self.size = size
        self.image = image
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = which == 0 ? UIColor(red: 0.94, green: 0.95, blue: 0.97, alpha: 1)
                                          : UIColor(red: 0.98, green: 0.96, blue: 0.90, alpha: 1)
        _ = CardScreen.addCards(to: view, which: which, size: size, image: image)
    }
}

// MARK: - The comparison

/// Compares the screen's last frame with the straightforward drawing of `window`'s layer tree,
/// pixel by pixel, within ±`tolerance` per channel; on a difference, records where and how big
/// it is and writes both images (and a map of the differences) as PNG files.
@MainActor
func expectMatchesStraightforwardRender(screen: HeadlessScreen, window: UIWindow, _ configuration: EquivalenceConfiguration,
                      _ what: String, tolerance: Int = 2, sourceLocation: SourceLocation = #_sourceLocation) {
    let optimised = screen.backend.frameBuffer
    let reference = StraightforwardRender.render(window, width: optimised.width, height: optimised.height,
                                                 scale: configuration.scale, sourceLocation: sourceLocation)
    let difference = PixelDifference(optimised, reference, tolerance: tolerance)
    guard difference.count > 0 else { return }
    let name = "\(configuration.testDescription) \(what)".map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let directory = NSTemporaryDirectory() + "renderer-equivalence"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let base = directory + "/" + String(name)
    try? optimised.writePNG(to: base + "-optimised.png")
    try? reference.writePNG(to: base + "-reference.png")
    try? difference.map(width: optimised.width, height: optimised.height).writePNG(to: base + "-difference.png")
    Issue.record(Comment(rawValue: "\(configuration.testDescription), \(what): \(difference); images: \(base)-{optimised,reference,difference}.png"),
                 sourceLocation: sourceLocation)
}

/// `window.layer.render(in:)` into a new image of the screen's pixel size, over opaque black
/// (what the screen's root layer shows under its windows).
///
/// The layers' cached images (shape, border, resampled contents, shadow mask) live in their
/// render state, which `render(in:)` would use as the renderer does; they are set aside for the
/// reference drawing so it makes them afresh from the model (a stale cache cannot show up in
/// both images), and the whole render state is put back afterwards, so the reference drawing
/// leaves no trace the next optimised frame could profit from.
@MainActor
enum StraightforwardRender {
    static func render(_ window: UIWindow, width: Int, height: Int, scale: CGFloat,
                       sourceLocation: SourceLocation) -> CairoSurface {
        var layers: [CALayer] = []
        window.layer.forEachInSubtree { layers.append($0) }
        let unsettled = layers.filter { $0.needsLayoutFlag || $0.needsDisplayFlag }
        if !unsettled.isEmpty {
            // The frame should have laid out and displayed every marked layer. render(in:) does it
            // for the reference; a pending layout is marked again afterwards so the optimised
            // frames get no help (a pending display cannot be undone: the contents change).
            let described = unsettled.prefix(4).map { (layer: CALayer) -> String in
                let kind = layer.delegate.map { String(describing: type(of: $0)) } ?? "CALayer"
                let flags = (layer.needsLayoutFlag ? " needs layout" : "") + (layer.needsDisplayFlag ? " needs display" : "")
                let waiting = layer.superlayer.map { "\($0.renderState.descendantNeedsWork)" } ?? "none"
                return "\(kind)\(flags) (its superlayer marked as having work below: \(waiting))"
            }
            let message = "\(unsettled.count) layers still need layout or display after a frame: " + described.joined(separator: "; ")
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        let needingLayout = layers.filter(\.needsLayoutFlag)
        defer { for layer in needingLayout { layer.needsLayoutFlag = true } }
        let saved = layers.map(\.renderState)
        defer { for (layer, state) in zip(layers, saved) { layer.renderState = state } }
        for layer in layers {
            layer.renderState.shapeImage = nil
            layer.renderState.borderImage = nil
            layer.renderState.contentsImage = nil
            layer.renderState.shadowMask = nil
            layer.renderState.subtreeImage = nil
        }

        let surface = CairoSurface(width: width, height: height)
        surface.flush()
        for y in 0..<height {
            (surface.testPixels + y * surface.stride).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                row.update(repeating: 0xFF00_0000, count: width)
            }
        }
        surface.markDirty()
        let context = CGContext(surface: surface)
        if scale != 1 { context.scaleBy(x: scale, y: scale) }
        window.layer.render(in: context)
        surface.flush()
        return surface
    }
}

/// The pixels of two same-sized ARGB32 images that differ by more than a tolerance in a channel.
struct PixelDifference: CustomStringConvertible {
    struct Sample { let x: Int, y: Int, a: UInt32, b: UInt32 }
    private(set) var count = 0
    private(set) var largest = 0
    private(set) var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    /// The first differing pixels, and the one with the largest difference.
    private(set) var samples: [Sample] = []
    private(set) var worst: Sample?
    private var differing: [Int] = []

    init(_ a: CairoSurface, _ b: CairoSurface, tolerance: Int) {
        precondition(a.width == b.width && a.height == b.height)
        a.flush(); b.flush()
        let width = a.width
        for y in 0..<a.height {
            let rowA = UnsafeRawPointer(a.testPixels + y * a.stride).assumingMemoryBound(to: UInt32.self)
            let rowB = UnsafeRawPointer(b.testPixels + y * b.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where rowA[x] != rowB[x] {
                let pa = rowA[x], pb = rowB[x]
                var delta = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    delta = max(delta, abs(Int((pa >> shift) & 0xff) - Int((pb >> shift) & 0xff)))
                }
                guard delta > tolerance else { continue }
                count += 1
                differing.append(y * width + x)
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                let sample = Sample(x: x, y: y, a: pa, b: pb)
                if samples.count < 6 { samples.append(sample) }
                if delta > largest { largest = delta; worst = sample }
            }
        }
    }

    var description: String {
        func hex(_ v: UInt32) -> String { "0x" + String(v, radix: 16, uppercase: true) }
        func show(_ s: Sample) -> String { "(\(s.x), \(s.y)) optimised \(hex(s.a)) reference \(hex(s.b))" }
        return "\(count) pixels differ by more than the tolerance (largest difference \(largest) in a channel), "
            + "within x \(minX)…\(maxX), y \(minY)…\(maxY); worst \(worst.map(show) ?? "-"); first: "
            + samples.map(show).joined(separator: "; ")
    }

    /// White where the images differ, black elsewhere.
    func map(width: Int, height: Int) -> CairoSurface {
        let surface = CairoSurface(width: width, height: height)
        surface.flush()
        let words = UnsafeMutableRawPointer(surface.testPixels)
        for y in 0..<height {
            (words + y * surface.stride).assumingMemoryBound(to: UInt32.self).update(repeating: 0xFF00_0000, count: width)
        }
        for i in differing {
            (words + (i / width) * surface.stride).assumingMemoryBound(to: UInt32.self)[i % width] = 0xFFFF_FFFF
        }
        surface.markDirty()
        return surface
    }
}
