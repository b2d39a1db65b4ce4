import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `UIButton`'s images and styled titles: a system button draws its image as a template in
/// the tint, a custom one as it is; an attributed title takes its first run's font and colour;
/// a configuration places its image above the title when asked.
@MainActor
@Suite(.serialized) struct UIButtonContentTests {
    private func square(_ color: UIColor, side: CGFloat = 20) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test func aSystemButtonDrawsItsImageInTheTintAndACustomOneAsItIs() {
        let system = UIButton(type: .system)
        system.setImage(square(.red), for: .normal)
        system.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        let custom = UIButton(type: .custom)
        custom.setImage(square(.red), for: .normal)
        custom.frame = CGRect(x: 100, y: 20, width: 40, height: 40)
        let (screen, window) = ControlScene.show(system)
        window.addSubview(custom)
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 40, y: 40)), near: RGBA(red: 0, green: 122, blue: 255), tolerance: 2,
                    "the template in the system blue")
        expectPixel(screen.pixel(at: CGPoint(x: 120, y: 40)), near: RGBA(red: 255, green: 0, blue: 0), tolerance: 2)
        system.tintColor = .systemOrange
        screen.renderFrame()
        expectPixel(screen.pixel(at: CGPoint(x: 40, y: 40)), near: RGBA(red: 255, green: 149, blue: 0), tolerance: 2,
                    "a new tint redraws it")
        let info = UIButton(type: .infoLight)
        #expect(info.frame.size == CGSize(width: 22, height: 22) && info.currentImage != nil, "a glyph button is sized to its glyph")
    }

    @Test func anAttributedTitleIsDrawnWithItsFirstRunsFontAndColour() {
        let button = UIButton(type: .system)
        let title = NSAttributedString(string: "HHH", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.systemGreen,
        ])
        button.setAttributedTitle(title, for: .normal)
        #expect(button.currentTitle == "HHH" && button.attributedTitle(for: .highlighted) === title)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 60)
        let (screen, _) = ControlScene.show(button)
        let ink = ControlScene.extreme(in: screen, rect: button.frame, channel: \.red)
        expectPixel(ink?.1, near: RGBA(red: 52, green: 199, blue: 89), tolerance: 4, "green, not the tint")
        #expect((button.titleLabel?.font.pointSize ?? 0) == 40)
    }

    @Test func aConfigurationPlacesItsImageAboveTheTitleWithItsPadding() {
        var config = UIButton.Configuration.plain()
        config.title = "Title"
        config.image = square(.black, side: 24)
        config.imagePlacement = .top
        config.imagePadding = 6
        config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let button = UIButton(configuration: config)
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Title"
        let text = label.intrinsicContentSize
        let size = button.intrinsicContentSize
        expectNear(size.width, (max(24, text.width) + 20).rounded(.up), tolerance: 0.01)
        expectNear(size.height, (24 + 6 + text.height + 20).rounded(.up), tolerance: 0.01)
        button.frame = CGRect(origin: .zero, size: size)
        button.layoutIfNeeded()
        guard let image = button.imageView?.frame, let title = button.titleLabel?.frame else { Issue.record("no views"); return }
        expectNear(image.midX, size.width / 2, tolerance: 0.5, "centred")
        expectNear(title.minY - image.maxY, 6, tolerance: 0.6, "the padding between them")
        #expect(image.maxY <= title.minY)
    }

    @Test func aConfigurationsTextTransformerAndAttributedTitleSetTheFontAndColour() {
        var config = UIButton.Configuration.plain()
        config.title = "Go"
        let plain = UIButton(configuration: config)
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 30, weight: .bold)
            outgoing.foregroundColor = .systemRed
            return outgoing
        }
        let transformed = UIButton(configuration: config)
        #expect(transformed.intrinsicContentSize.width > plain.intrinsicContentSize.width + 10, "a 30-point title is wider")
        #expect(transformed.titleLabel?.font.pointSize == 30)
        transformed.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: transformed.intrinsicContentSize)
        let (screen, _) = ControlScene.show(transformed)
        let ink = ControlScene.extreme(in: screen, rect: transformed.frame, channel: \.green)
        #expect(ink.map { $0.1.red > 220 && $0.1.green < 90 } == true, "the title in red, not the tint: \(String(describing: ink))")
        #expect(config == config && transformed.configuration != plain.configuration, "the transformer counts in equality")

        var styled = AttributedString("Go")
        styled.font = .systemFont(ofSize: 24)
        var attributed = UIButton.Configuration.plain()
        attributed.attributedTitle = styled
        #expect(UIButton(configuration: attributed).titleLabel?.font.pointSize == 24, "the attributed title's own font")
    }
}
