import UIKit
import Foundation
import Testing

@Suite struct UIImageTests {
    /// A 3 × 2 image: red, green, blue / white, transparent, half-transparent black.
    private let pixels: [(UInt8, UInt8, UInt8, UInt8)] = [
        (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255),
        (255, 255, 255, 255), (0, 0, 0, 0), (0, 0, 0, 128),
    ]
    private var png: Data { PNGFixture.data(width: 3, height: 2, pixels: pixels) }

    private func rgba(_ image: UIImage?, _ x: Int, _ y: Int) -> [Int]? {
        guard let p = image?.cgImage?.surface.pixel(x: x, y: y) else { return nil }
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func contentsOfFileReadsThePixels() throws {
        let path = try PNGFixture.write(png, name: "grid.png")
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.cgImage?.width == 3 && image.cgImage?.height == 2)
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255])
        #expect(rgba(image, 1, 0) == [0, 255, 0, 255])
        #expect(rgba(image, 2, 0) == [0, 0, 255, 255])
        #expect(rgba(image, 0, 1) == [255, 255, 255, 255])
        #expect(rgba(image, 1, 1)?[3] == 0)
        #expect(rgba(image, 2, 1) == [0, 0, 0, 128])
        #expect(image.imageOrientation == .up)
    }

    @Test func retinaSuffixSetsTheScale() throws {
        let dir = PNGFixture.makeTemporaryDirectory()
        let path = try PNGFixture.write(PNGFixture.data(width: 4, height: 2, pixels: Array(repeating: (1, 2, 3, 255), count: 8)),
                                        name: "wide@2x.png", in: dir)
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 2, height: 1))
    }

    @Test func missingAndCorruptFilesGiveNil() throws {
        let dir = PNGFixture.makeTemporaryDirectory()
        #expect(UIImage(contentsOfFile: (dir as NSString).appendingPathComponent("nothing.png")) == nil)
        #expect(UIImage(contentsOfFile: dir) == nil)  // a directory
        var generator = SystemRandomNumberGenerator()
        let noise = Data((0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) })
        #expect(UIImage(contentsOfFile: try PNGFixture.write(noise, name: "noise.png", in: dir)) == nil)
        #expect(UIImage(contentsOfFile: try PNGFixture.write(Data(), name: "empty.png", in: dir)) == nil)
        let truncated = png.prefix(png.count / 2)
        #expect(UIImage(contentsOfFile: try PNGFixture.write(truncated, name: "truncated.png", in: dir)) == nil)
        // A valid signature and header followed by garbage.
        let broken = png.prefix(33) + Data(repeating: 0xAB, count: 64)
        #expect(UIImage(contentsOfFile: try PNGFixture.write(broken, name: "broken.png", in: dir)) == nil)
        #expect(UIImage(data: noise) == nil)
        #expect(UIImage(data: truncated) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    /// A PNG too big to decode — a valid one 16,385 pixels wide, and a small file whose header
    /// claims 40,000 × 40,000 — is refused at once (nil, a warning), whether loaded from a file,
    /// from data or by name; one at the limit loads.
    @Test func hugeImagesAreRefused() throws {
        let dir = PNGFixture.makeTemporaryDirectory()
        func png(width: Int, height: Int) throws -> Data {
            PNGFixture.data(width: width, height: height, pixels: Array(repeating: (0, 0, 0, 0), count: width * height))
        }
        let wide = try png(width: 16_385, height: 1)
        let widePath = try PNGFixture.write(wide, name: "wide.png", in: dir)
        #expect(UIImage(contentsOfFile: widePath) == nil)
        #expect(UIImage(data: wide) == nil)
        // A real header (from a small PNG) with the dimensions rewritten: the CRC no longer
        // matches, but the size is looked at first.
        var bomb = try png(width: 2, height: 2)
        for (i, byte) in [0x00, 0x00, 0x9C, 0x40, 0x00, 0x00, 0x9C, 0x40].enumerated() { bomb[16 + i] = UInt8(byte) }
        let bombPath = try PNGFixture.write(bomb, name: "bomb.png", in: dir)
        #expect(UIImage(contentsOfFile: bombPath) == nil)
        #expect(UIImage(data: bomb) == nil)
        let atLimit = try png(width: 16_384, height: 2)
        #expect(UIImage(data: atLimit)?.size == CGSize(width: 16_384, height: 2))
    }

    @Test func dataRoundTripsThroughPNGData() throws {
        let image = try #require(UIImage(data: png))
        #expect(rgba(image, 2, 0) == [0, 0, 255, 255])
        let encoded = try #require(image.pngData())
        #expect(encoded.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: encoded, scale: 2))
        #expect(decoded.scale == 2 && decoded.size == CGSize(width: 1.5, height: 1))
        for y in 0..<2 {
            for x in 0..<3 { #expect(rgba(decoded, x, y) == rgba(image, x, y)) }
        }
        #expect(UIImage().pngData() == nil)
        #expect(UIImage().size == .zero)
    }

    @Test func assetLookupPrefersTheScreenScaleVariant() throws {
        let dir = PNGFixture.makeTemporaryDirectory()
        _ = try PNGFixture.write(png, name: "star.png", in: dir)
        _ = try PNGFixture.write(png, name: "star@2x.png", in: dir)
        _ = try PNGFixture.write(png, name: "logo.png", in: dir)
        _ = try PNGFixture.write(png, name: "plain", in: dir)
        func found(_ name: String, _ scale: CGFloat) -> String? {
            UIImage.assetPath(named: name, scale: scale, searchPaths: [dir]).map {
                "\(($0.path as NSString).lastPathComponent)@\(Int($0.scale))"
            }
        }
        #expect(found("star", 1) == "star.png@1")
        #expect(found("star", 2) == "star@2x.png@2")
        #expect(found("star.png", 2) == "star@2x.png@2")
        #expect(found("star.png", 1) == "star.png@1")
        #expect(found("logo", 2) == "logo.png@1")      // no @2x: the 1× file, drawn at scale 1
        #expect(found("star@2x", 1) == "star@2x.png@2")  // an explicit @2x name keeps its scale
        #expect(found("plain", 1) == "plain@1")          // the name as given
        #expect(found("missing", 2) == nil)
        #expect(found("", 1) == nil)
    }

    @Test func assetLookupSearchesDirectoriesInOrder() throws {
        let first = PNGFixture.makeTemporaryDirectory(), second = PNGFixture.makeTemporaryDirectory()
        _ = try PNGFixture.write(png, name: "icon.png", in: second)
        _ = try PNGFixture.write(png, name: "both.png", in: first)
        _ = try PNGFixture.write(png, name: "both@2x.png", in: second)
        #expect(UIImage.assetPath(named: "icon", scale: 1, searchPaths: [first, second])?.path
                == (second as NSString).appendingPathComponent("icon.png"))
        // The first directory with any match wins, even over a better-scaled file later on.
        #expect(UIImage.assetPath(named: "both", scale: 2, searchPaths: [first, second])?.path
                == (first as NSString).appendingPathComponent("both.png"))
    }

    @Test func assetSearchPathsOrder() {
        let paths = UIImage.assetSearchPaths(environment: ["UIKIT_ASSETS_PATH": "/a:/b/c::"],
                                             currentDirectory: "/work/app",
                                             executablePath: "/x/y/z/bin/app")
        #expect(paths == ["/a", "/b/c", "/work/app/Assets",
                          "/x/y/z/bin/Assets", "/x/y/z/Assets", "/x/y/Assets", "/x/Assets", "/Assets"])
        let none = UIImage.assetSearchPaths(environment: [:], currentDirectory: "/cwd", executablePath: nil)
        #expect(none == ["/cwd/Assets"])
    }

    @Test func namedLoadsFromTheEnvironmentsAssetPath() throws {
        let dir = PNGFixture.makeTemporaryDirectory()
        let name = "named-\(UUID().uuidString)"
        _ = try PNGFixture.write(png, name: "\(name).png", in: dir)
        setenv("UIKIT_ASSETS_PATH", dir, 1)
        defer { unsetenv("UIKIT_ASSETS_PATH") }
        let image = try #require(UIImage(named: name))
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255])
        #expect(UIImage(named: name + "-missing") == nil)
    }

    @Test func cgImageInitialisersAndScale() throws {
        let cg = try #require(UIImage(data: png)?.cgImage)
        #expect(UIImage(cgImage: cg).size == CGSize(width: 3, height: 2))
        let half = UIImage(cgImage: cg, scale: 2, orientation: .left)
        #expect(half.size == CGSize(width: 1, height: 1.5))   // shown turned a quarter: the size is the turned one
        #expect(UIImage(cgImage: cg, scale: 2, orientation: .downMirrored).size == CGSize(width: 1.5, height: 1))
        #expect(half.imageOrientation == .left)
        #expect(UIImage(cgImage: cg, scale: 0, orientation: .up).scale == 1)  // invalid scale → 1
    }

    @Test @MainActor func drawInAndDrawAt() throws {
        let image = try #require(UIImage(data: png))
        let result = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            image.draw(at: CGPoint(x: 1, y: 1))                               // 3 × 2 at (1, 1)
            image.draw(in: CGRect(x: 4, y: 4, width: 6, height: 4))           // scaled 2×
        }
        #expect(rgba(result, 1, 1) == [255, 0, 0, 255])
        #expect(rgba(result, 3, 1) == [0, 0, 255, 255])
        #expect(rgba(result, 1, 2) == [255, 255, 255, 255])
        #expect(rgba(result, 0, 0)?[3] == 0)
        // In the scaled copy the centre of the first source pixel is at (5, 5).
        let scaled = try #require(rgba(result, 4, 4))
        #expect(scaled[0] > 200 && scaled[1] < 60 && scaled[3] > 200)
        #expect(rgba(result, 9, 9)?[3] == 0)   // below the scaled copy (y 4…8)
        #expect(rgba(result, 3, 5)?[3] == 0)   // between the two copies
    }
}
