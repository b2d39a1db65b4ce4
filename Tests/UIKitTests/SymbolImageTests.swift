import UIKit
import Foundation
import Testing
import UIKitTesting

/// System symbol images (`UIImage(systemName:)`): which names are drawn, how the configuration
/// sizes and weighs them, where their pixels are, and how image views and buttons show them.
///
/// Expected geometry, derived by hand from the drawings (20 grid units to the em): `xmark` is a
/// 14 × 14-unit cross. At 40 points and scale 1 a unit is 2 points and a regular line is
/// 0.085 × 40 = 3.4 points, so the image is 28 + 3.4 → 32 pixels square with the cross running
/// corner to corner from (2, 2) to (30, 30). `chevron.left` is 9 × 16 units: 18 + 3.4 → 22 by
/// 32 + 3.4 → 36 pixels, its point at (2, 18) and its ends at x = 20.
@MainActor
@Suite struct SymbolImageTests {
    private let white = RGBA(red: 255, green: 255, blue: 255)
    private let red = RGBA(red: 255, green: 0, blue: 0)

    /// The names UIKit code uses most for close, back and toolbar buttons.
    private let names = [
        "xmark", "xmark.circle", "xmark.circle.fill", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "chevron.backward", "chevron.forward", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "plus", "minus",
        "checkmark", "checkmark.circle.fill", "ellipsis", "ellipsis.circle", "line.3.horizontal", "line.horizontal.3",
        "magnifyingglass", "heart", "heart.fill", "star", "star.fill", "trash", "square.and.arrow.up", "gearshape",
        "person", "person.circle", "house", "info.circle", "exclamationmark.triangle", "play.fill", "pause.fill",
        "photo", "arrow.clockwise",
    ]

    /// `name` drawn with `configuration` at scale 1, whatever scale the tests were launched with.
    private func symbol(_ name: String, _ configuration: UIImage.SymbolConfiguration = .unspecified,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> UIImage {
        let atScale1 = configuration.withTraitCollection(UITraitCollection(displayScale: 1))
        return try #require(UIImage(systemName: name, withConfiguration: atScale1), sourceLocation: sourceLocation)
    }

    /// The alpha of the stored pixel (x, y).
    private func alpha(_ image: UIImage, _ x: Int, _ y: Int) -> Int {
        Int(image.cgImage?.surface.pixel(x: x, y: y)?.a ?? 0)
    }

    /// The image's coverage: the sum of its alphas, in whole pixels.
    private func coverage(_ image: UIImage) -> Double {
        guard let cg = image.cgImage else { return 0 }
        var sum = 0
        for y in 0..<cg.height { for x in 0..<cg.width { sum += alpha(image, x, y) } }
        return Double(sum) / 255
    }

    private func show(_ view: UIView) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 60, height: 60))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(view)
        screen.renderFrame()
        return screen
    }

    // MARK: Names

    @Test func everyCommonNameGivesABlackTemplateSymbol() throws {
        for name in names {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.isSymbolImage && image.renderingMode == .automatic, "\(name)")
            #expect(image.symbolConfiguration == .unspecified, "\(name)")
            #expect(image.scale == (LaunchOptions.current.scale ?? 1), "\(name)")
            #expect(image.size.width >= 1 && image.size.height >= 1 && image.hasBaseline, "\(name)")
            let drawn = try symbol(name, .init(pointSize: 30))
            #expect(coverage(drawn) > 20, "\(name) draws something")
            let cg = try #require(drawn.cgImage)
            let solid = (0..<cg.height).flatMap { y in (0..<cg.width).map { (x: $0, y: y) } }
                .compactMap { cg.surface.pixel(x: $0.x, y: $0.y) }.filter { $0.a == 255 }
            #expect(!solid.isEmpty && solid.allSatisfy { $0.r == 0 && $0.g == 0 && $0.b == 0 }, "\(name) is black")
        }
    }

    @Test func anUnknownNameGivesNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "no.such.symbol", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)) == nil)
        #expect(UIImage(systemName: "no.such.symbol", compatibleWith: nil) == nil)
        #expect(UIImage(systemName: "") == nil)
    }

    @Test func theStandardImagesAreSymbols() {
        for image in [UIImage.add, .remove, .checkmark, .strokedCheckmark, .actions] {
            #expect(image.isSymbolImage && image.size.width > 5 && image.size.height >= 1)
        }
        #expect(UIImage.add.size == UIImage(systemName: "plus")?.size)
    }

    @Test func aPlainImageHasNoSymbolConfiguration() {
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        #expect(plain.symbolConfiguration == nil && !plain.isSymbolImage)
    }

    // MARK: Size, scale and weight

    @Test func theDefaultIsTheBodySizeRegularAtMediumScale() throws {
        let plain = try symbol("xmark")
        #expect(plain.size == (try symbol("xmark", .init(pointSize: 17, weight: .regular, scale: .medium))).size)
        #expect(plain.size == (try symbol("xmark", .init(textStyle: .body))).size)
        #expect(plain.size == CGSize(width: 14, height: 14))   // 11.9 + 1.445 points, in whole pixels
    }

    @Test func theSizeGrowsWithThePointSizeAndTheScale() throws {
        let at20 = try symbol("xmark", .init(pointSize: 20)), at40 = try symbol("xmark", .init(pointSize: 40))
        #expect(at20.size == CGSize(width: 16, height: 16) && at40.size == CGSize(width: 32, height: 32))
        let small = try symbol("xmark", .init(pointSize: 40, weight: .regular, scale: .small))
        let large = try symbol("xmark", .init(pointSize: 40, weight: .regular, scale: .large))
        #expect(small.size.width < at40.size.width && at40.size.width < large.size.width)
        // The glyph (the image less one line) scales by 0.8 and 1.3; the line stays the text's.
        #expect(abs((small.size.width - 3.4) / 28 - 0.8) < 0.05)
        #expect(abs((large.size.width - 3.4) / 28 - 1.3) < 0.05)
    }

    @Test func aHeavierWeightCoversMorePixels() throws {
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let covered = try weights.map { coverage(try symbol("xmark", .init(pointSize: 40, weight: $0))) }
        #expect(zip(covered, covered.dropFirst()).allSatisfy { $0 < $1 }, "\(covered)")
        #expect(covered.last! > 4 * covered.first!, "\(covered)")
    }

    @Test func aTextStyleTakesItsFontsSizeAndWeight() throws {
        let title = try symbol("xmark", .init(textStyle: .largeTitle))
        let pointSize = UIFont.preferredFont(forTextStyle: .largeTitle).pointSize
        #expect(title.size == (try symbol("xmark", .init(pointSize: pointSize))).size)
        let headline = try symbol("xmark", .init(textStyle: .headline))
        #expect(headline.pngData() == (try symbol("xmark", .init(pointSize: 17, weight: .semibold))).pngData())
        #expect(headline.pngData() != (try symbol("xmark", .init(pointSize: 17, weight: .regular))).pngData())
        let font = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 30, weight: .bold))
        #expect(font == UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
    }

    @Test func theBaselineSitsBelowTheMiddleAndGrowsWithTheSize() throws {
        let at20 = try symbol("xmark", .init(pointSize: 20)), at40 = try symbol("xmark", .init(pointSize: 40))
        for image in [at20, at40] {
            #expect(image.hasBaseline && image.baselineOffsetFromBottom > 0
                    && image.baselineOffsetFromBottom < image.size.height / 2, "\(image.baselineOffsetFromBottom)")
        }
        #expect(at40.baselineOffsetFromBottom > at20.baselineOffsetFromBottom)
    }

    @Test func traitsGiveTheDisplayScale() throws {
        let sharp = try #require(UIImage(systemName: "xmark", compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(sharp.scale == 2 && sharp.cgImage?.width == 27)   // 13.345 points in whole pixels at 2×
        #expect(abs(sharp.size.width - (try symbol("xmark")).size.width) <= 0.5)
    }

    // MARK: Pixels

    @Test func anXmarksPixelsLieOnItsDiagonals() throws {
        let x = try symbol("xmark", .init(pointSize: 40))
        #expect(x.cgImage?.width == 32 && x.cgImage?.height == 32)
        #expect(alpha(x, 15, 15) == 255 && alpha(x, 16, 16) == 255)   // the centre
        for (px, py) in [(4, 4), (27, 4), (4, 27), (27, 27)] {          // near each corner
            #expect(alpha(x, px, py) == 255, "(\(px), \(py))")
        }
        for (px, py) in [(16, 1), (1, 16), (30, 16), (16, 30), (16, 8), (8, 16)] {   // the edges' middles
            #expect(alpha(x, px, py) == 0, "(\(px), \(py))")
        }
    }

    @Test func chevronsPointTheWayTheirNamesSay() throws {
        let left = try symbol("chevron.left", .init(pointSize: 40))
        let right = try symbol("chevron.right", .init(pointSize: 40))
        #expect(left.cgImage?.width == 22 && left.cgImage?.height == 36)
        #expect(alpha(left, 2, 17) == 255 && alpha(left, 19, 17) == 0)      // point on the left
        #expect(alpha(left, 19, 2) == 255 && alpha(left, 19, 33) == 255)    // ends on the right
        #expect(alpha(right, 19, 17) == 255 && alpha(right, 2, 17) == 0)
        let up = try symbol("chevron.up", .init(pointSize: 40))
        #expect(alpha(up, 17, 2) == 255 && alpha(up, 17, 19) == 0)
    }

    @Test func aFilledCircleHasItsMarkCutOut() throws {
        let filled = try symbol("xmark.circle.fill", .init(pointSize: 40))
        let outline = try symbol("xmark.circle", .init(pointSize: 40))
        let w = try #require(filled.cgImage?.width), c = w / 2
        #expect(alpha(filled, c, c) == 0 && alpha(outline, c, c) == 255)            // the cross's middle
        #expect(alpha(filled, c, c / 3) == 255 && alpha(outline, c, c / 3) == 0)    // inside, off the cross
    }

    // MARK: Configurations of images

    @Test func withConfigurationDrawsTheSymbolAgain() throws {
        let plain = try #require(UIImage(systemName: "xmark")).withRenderingMode(.alwaysTemplate)
        let big = plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(big.size.width > 2 * plain.size.width && big.isSymbolImage)
        #expect(big.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 40))
        #expect(big.renderingMode == .alwaysTemplate)
        // A plain configuration's traits are applied to the symbol's configuration.
        let sharp = try symbol("xmark", .init(pointSize: 40))
            .withConfiguration(UIImage.Configuration().withTraitCollection(UITraitCollection(displayScale: 3)))
        #expect(sharp.scale == 3 && sharp.cgImage?.width == 95 && sharp.symbolConfiguration?.traitCollection?.displayScale == 3)
    }

    @Test func applyingASymbolConfigurationMergesItsValues() throws {
        let bold = try symbol("xmark", .init(weight: .bold))
        let merged = try #require(bold.applyingSymbolConfiguration(.init(pointSize: 40)))
        let direct = try symbol("xmark", .init(pointSize: 40, weight: .bold))
        #expect(merged.pngData() == direct.pngData())
        #expect(merged.symbolConfiguration?.withTraitCollection(nil) == UIImage.SymbolConfiguration(pointSize: 40, weight: .bold))
    }

    @Test func backwardChevronsAreMirroredRightToLeft() throws {
        let back = try symbol("chevron.backward", .init(pointSize: 40))
        #expect(back.flipsForRightToLeftLayoutDirection)
        #expect(!(try symbol("chevron.left")).flipsForRightToLeftLayoutDirection)
        #expect(back.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)).flipsForRightToLeftLayoutDirection)
        let view = UIImageView(image: back)   // 22 × 36 at (10, 10)
        view.frame.origin = CGPoint(x: 10, y: 10)
        view.tintColor = .red
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 12.5, y: 27.5)) == red && screen.pixel(at: CGPoint(x: 29.5, y: 27.5)) == white)
        view.semanticContentAttribute = .forceRightToLeft
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 29.5, y: 27.5)) == red && screen.pixel(at: CGPoint(x: 12.5, y: 27.5)) == white)
    }

    // MARK: Image views and buttons

    @Test func anImageViewShowsASymbolInItsTintColor() throws {
        let view = UIImageView(image: try symbol("xmark", .init(pointSize: 40)))   // 32 × 32 at (10, 10)
        view.frame.origin = CGPoint(x: 10, y: 10)
        view.tintColor = .red
        let screen = show(view)
        #expect(screen.pixel(at: CGPoint(x: 26, y: 26)) == red)    // the centre
        #expect(screen.pixel(at: CGPoint(x: 14.5, y: 14.5)) == red)
        #expect(screen.pixel(at: CGPoint(x: 26, y: 11.5)) == white)
        view.image = view.image?.withRenderingMode(.alwaysOriginal)
        screen.renderFrame()
        #expect(screen.pixel(at: CGPoint(x: 26, y: 26)) == RGBA(red: 0, green: 0, blue: 0))
    }

    @Test func anImageViewsPreferredConfigurationSizesItsSymbol() throws {
        let view = UIImageView(image: UIImage(systemName: "xmark"))
        let expected = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize == expected.size && view.sizeThatFits(.zero) == expected.size)
        // The image's own values win; the view's fill in the rest.
        view.image = UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40, weight: .black)
        let own = UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .black))
        #expect(view.intrinsicContentSize == own?.size)
        view.preferredSymbolConfiguration = nil
        #expect(view.intrinsicContentSize == view.image?.size)
    }

    @Test func aButtonsPreferredConfigurationSizesItsSymbol() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "xmark"), for: .normal)
        let small = try #require(button.imageView?.image?.size)
        let configuration = UIImage.SymbolConfiguration(pointSize: 40)
        button.setPreferredSymbolConfiguration(configuration, forImageIn: .normal)
        let expected = UIImage(systemName: "xmark", withConfiguration: configuration)?.size
        #expect(button.imageView?.image?.size == expected && expected != small)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == configuration)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == configuration)   // falls back
        #expect(button.currentPreferredSymbolConfiguration == configuration)
        button.setPreferredSymbolConfiguration(nil, forImageIn: .normal)
        #expect(button.imageView?.image?.size == small)
    }

    /// A configured button draws its symbol with the configuration's
    /// `preferredSymbolConfigurationForImage`, and again without it.
    @Test func aButtonConfigurationsPreferredSymbolConfigurationSizesItsImage() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "xmark")
        let button = UIButton(configuration: configuration)
        let small = try #require(button.imageView?.image?.size)
        let preferred = UIImage.SymbolConfiguration(pointSize: 40)
        configuration.preferredSymbolConfigurationForImage = preferred
        #expect(configuration != button.configuration, "the preferred configuration counts in equality")
        button.configuration = configuration
        let expected = UIImage(systemName: "xmark", withConfiguration: preferred)?.size
        #expect(button.imageView?.image?.size == expected && expected != small)
        configuration.preferredSymbolConfigurationForImage = nil
        button.configuration = configuration
        #expect(button.imageView?.image?.size == small)
    }

    // MARK: Review

    /// With `SYMBOL_SHEET=/path/sheet.png` in the environment, writes every common symbol at
    /// 30 points (regular, then ultralight and black) on one sheet at 2×, for a person to look at.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SYMBOL_SHEET"] != nil))
    func writeASheetOfTheSymbols() throws {
        let path = try #require(ProcessInfo.processInfo.environment["SYMBOL_SHEET"])
        let cell: CGFloat = 48, columns = 8
        let weights: [UIImage.SymbolWeight] = [.regular, .ultraLight, .black]
        let rows = (names.count + columns - 1) / columns
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let size = CGSize(width: cell * CGFloat(columns), height: cell * CGFloat(rows * weights.count))
        let sheet = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            for (w, weight) in weights.enumerated() {
                for (i, name) in names.enumerated() {
                    let configuration = UIImage.SymbolConfiguration(pointSize: 30, weight: weight)
                    guard let image = UIImage(systemName: name, withConfiguration: configuration) else { continue }
                    let origin = CGPoint(x: CGFloat(i % columns) * cell, y: CGFloat(w * rows + i / columns) * cell)
                    image.draw(at: CGPoint(x: origin.x + (cell - image.size.width) / 2, y: origin.y + (cell - image.size.height) / 2))
                }
            }
        }
        try #require(sheet.pngData()).write(to: URL(fileURLWithPath: path))
    }

    // MARK: Configurations

    @Test func configurationsCompareByValueAndCopy() throws {
        let a = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        let b = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        #expect(a == b && a.hash == b.hash && a.isEqual(to: b))
        #expect(a != UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        #expect(a != UIImage.SymbolConfiguration(pointSize: 21, weight: .bold, scale: .large))
        let copy = try #require(a.copy() as? UIImage.SymbolConfiguration)
        #expect(copy == a && copy !== a)
        #expect(UIImage.SymbolConfiguration.unspecified.isEqual(to: nil))
        #expect(!a.isEqual(to: nil))
        #expect(UIImage.SymbolConfiguration(pointSize: 20) != UIImage.Configuration())
    }

    @Test func applyingLetsTheValuesTheOtherSetsWin() {
        let bold = UIImage.SymbolConfiguration(weight: .bold)
        #expect(bold.applying(UIImage.SymbolConfiguration(pointSize: 30)) == UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
        #expect(bold.applying(UIImage.SymbolConfiguration(weight: .light)) == UIImage.SymbolConfiguration(weight: .light))
        #expect(bold.applying(nil) == bold && bold.applying(UIImage.SymbolConfiguration.unspecified) == bold)
        // A point size and a text style replace each other.
        #expect(UIImage.SymbolConfiguration(pointSize: 30).applying(UIImage.SymbolConfiguration(textStyle: .title1))
                == UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(UIImage.SymbolConfiguration(textStyle: .title1).applying(UIImage.SymbolConfiguration(pointSize: 30))
                == UIImage.SymbolConfiguration(pointSize: 30))
        // A plain configuration brings its traits.
        let traits = UITraitCollection(displayScale: 2)
        let withTraits = bold.applying(UIImage.Configuration().withTraitCollection(traits))
        #expect(withTraits.traitCollection == traits && withTraits != bold && withTraits.withTraitCollection(nil) == bold)
    }

    @Test func configurationsWithoutValues() {
        let full = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        #expect(full.configurationWithoutScale() == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        #expect(full.configurationWithoutPointSizeAndWeight() == UIImage.SymbolConfiguration(scale: .large))
        #expect(full.configurationWithoutWeight()
                == UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(scale: .large)))
        #expect(UIImage.SymbolConfiguration(textStyle: .body, scale: .small).configurationWithoutTextStyle()
                == UIImage.SymbolConfiguration(scale: .small))
    }

    @Test func weightsAndScalesHaveUIKitsRawValues() {
        #expect(UIImage.SymbolWeight.unspecified.rawValue == 0 && UIImage.SymbolWeight.ultraLight.rawValue == 1)
        #expect(UIImage.SymbolWeight.regular.rawValue == 4 && UIImage.SymbolWeight.black.rawValue == 9)
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolScale.unspecified.rawValue == 0)
        #expect(UIImage.SymbolScale.small.rawValue == 1 && UIImage.SymbolScale.large.rawValue == 3)
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold && UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
        #expect(UIFont.Weight.semibold.symbolWeight() == .semibold && UIFont.Weight.black.symbolWeight() == .black)
    }
}
