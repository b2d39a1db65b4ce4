import Foundation
import Testing
import UIKitTesting
@testable import Playground

@MainActor
struct SceneAssetsTests {
    @Test func everyPhotoAndThumbnailIsInAssets() {
        for photo in Photo.all {
            let image = UIImage(named: photo.imageName)
            let thumbnail = UIImage(named: photo.thumbnailName)
            #expect(image?.size == CGSize(width: 400, height: 300), "\(photo.imageName)")
            #expect(thumbnail?.size == CGSize(width: 120, height: 120), "\(photo.thumbnailName)")
        }
    }

    @Test func theAssetsStayUnderOneMegabyte() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: "Assets").filter { $0.hasSuffix(".png") }
        let total = try files.reduce(0) { sum, file in
            sum + ((try FileManager.default.attributesOfItem(atPath: "Assets/\(file)")[.size] as? Int) ?? 0)
        }
        #expect(total > 0 && total < 1_000_000, "\(total) bytes")
    }

    @Test func aMissingAssetGivesAPlaceholderOfTheAskedSize() {
        var warnings: [String] = []
        let assets = SceneAssets { warnings.append($0) }
        let image = assets.image(named: "no-such-picture", placeholderSize: CGSize(width: 200, height: 150))
        #expect(image.size == CGSize(width: 200, height: 150))
        #expect(image.cgImage != nil)
        #expect(warnings == ["asset 'no-such-picture.png' is missing; a placeholder is shown"])
    }

    /// The cache belongs to the app's context: asked again, one app warns no more; another app
    /// (or test) starts with its own cache and its own warning.
    @Test func eachAppWarnsOnceAboutAMissingPicture() {
        var first: [String] = [], second: [String] = []
        let a = SceneAssets { first.append($0) }, b = SceneAssets { second.append($0) }
        _ = a.image(named: "gallery-404", placeholderSize: CGSize(width: 40, height: 30))
        _ = a.image(named: "gallery-404", placeholderSize: CGSize(width: 40, height: 30))
        _ = b.image(named: "gallery-404", placeholderSize: CGSize(width: 40, height: 30))
        #expect(first.count == 1 && second.count == 1)
    }

    /// A missing photo drawn at a row's size and then shown whole: one warning, each picture at
    /// its own size.
    @Test func aMissingPhotoWarnsOnceWhateverSizeItIsShownAt() {
        var warnings: [String] = []
        let assets = SceneAssets { warnings.append($0) }
        let photo = Photo(number: 404, title: "Nowhere", place: "", blurb: "")
        let row = assets.image(of: photo, filling: CGSize(width: 107, height: 80), scale: 2)
        let whole = assets.image(of: photo)
        #expect(row.size == CGSize(width: 107, height: 80) && row.scale == 2)
        #expect(whole.size == CGSize(width: 400, height: 300))
        #expect(warnings == ["asset 'gallery-404.png' is missing; a placeholder is shown"])
    }

    @Test func thePlaceholderIsAGreyRoundedRectangleWithTheName() {
        let image = SceneAssets.placeholder(named: "gallery-3.png", size: CGSize(width: 200, height: 150))
        let screen = HeadlessScreen(size: CGSize(width: 220, height: 170))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let view = UIImageView(image: image)
        view.frame.origin = CGPoint(x: 10, y: 10)
        window.addSubview(view)
        screen.renderFrame()
        let grey = RGBA(red: 229, green: 229, blue: 234)   // systemGray5
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30))?.isClose(to: grey, tolerance: 3) == true)
        #expect(screen.pixel(at: CGPoint(x: 11, y: 11))?.isClose(to: RGBA(red: 255, green: 255, blue: 255), tolerance: 3) == true,
                "a rounded corner")
        // The name is drawn in the middle: some pixels there are darker than the grey.
        let row = (20...190).compactMap { screen.pixel(at: CGPoint(x: CGFloat($0), y: 85)) }
        #expect(row.contains { Int($0.red) < 200 }, "the name's text")
    }

    @Test func aSceneWithAMissingPhotoStillShowsUp() {
        // A photo whose files do not exist: the card draws the placeholder instead of crashing.
        let card = PhotoCardView(photo: Photo(number: 99, title: "Nowhere", place: "Nowhere", blurb: ""), assets: SceneAssets { _ in })
        #expect(card.imageView.image?.size == CGSize(width: 400, height: 300))
    }
}
