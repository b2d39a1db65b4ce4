import Foundation
import Testing
@testable import UIKit
import TestSupport

/// JPEG in `UIImage`, as iOS code uses it: photos loaded from files and data (`UIImage(named:)`,
/// `contentsOfFile:`, `data:`) and `jpegData(compressionQuality:)`. The JPEG files read here
/// are written by ImageMagick (`convert`, installed by scripts/setup.sh), not by this code; what
/// `jpegData` writes is checked by ImageMagick's `identify`.
///
/// A JPEG is lossy: a solid colour comes back within a few units a channel, away from edges.
@MainActor
@Suite(.serialized) struct UIImageJPEGTests {
    /// A temporary directory with a 40 × 20 JPEG, red on the left and blue on the right, by ImageMagick.
    private func makePhoto(_ name: String = "photo.jpg", size: String = "40x20") throws -> (directory: String, path: String) {
        let directory = NSTemporaryDirectory() + "jpeg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try run("convert", ["-size", size, "xc:#ff0000", "-fill", "#0000ff", "-draw", "rectangle 20,0 39,19", "-quality", "95", path])
        return (directory, path)
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(tool) \(arguments) failed")
        return output
    }

    private func expectColor(_ image: UIImage, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), sourceLocation: SourceLocation = #_sourceLocation) {
        guard let p = image.cgImage?.surface.pixel(x: x, y: y) else {
            Issue.record("no pixel at \(x), \(y)", sourceLocation: sourceLocation)
            return
        }
        let got = [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        let near = zip(got, [rgb.0, rgb.1, rgb.2, 255]).allSatisfy { abs($0 - $1) <= 6 }
        #expect(near, "pixel (\(x), \(y)): \(got), expected \(rgb) opaque", sourceLocation: sourceLocation)
    }

    /// A JPEG file loads by path, by data and by asset name (without its extension), with its
    /// size and colours.
    @Test func aJPEGFileLoadsByPathDataAndName() throws {
        let photo = try makePhoto()
        defer { try? FileManager.default.removeItem(atPath: photo.directory) }
        let byPath = try #require(UIImage(contentsOfFile: photo.path))
        let data = try #require(FileManager.default.contents(atPath: photo.path))
        let byData = try #require(UIImage(data: data))
        for image in [byPath, byData] {
            #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 1)
            expectColor(image, 5, 10, (255, 0, 0))
            expectColor(image, 34, 10, (0, 0, 255))
        }
        let found = UIImage.assetPath(named: "photo", scale: 1, searchPaths: [photo.directory])
        #expect(found?.path == photo.path)
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 20, height: 10))
    }

    /// A photo whose EXIF data says its pixels are stored turned (the tag written by Pillow, the
    /// pixels unchanged) comes in with that orientation: its size is the upright one and drawn,
    /// it is upright — the stored left half (red) on top for "right-top" (EXIF 6, `.right`), at
    /// the bottom for "left-bottom" (EXIF 8, `.left`).
    @Test func theEXIFOrientationIsTheImageOrientation() throws {
        let photo = try makePhoto()
        defer { try? FileManager.default.removeItem(atPath: photo.directory) }
        for (exif, name, expected, redOnTop) in [("right-top", "6", UIImage.Orientation.right, true),
                                                 ("left-bottom", "8", .left, false),
                                                 ("top-left", "1", .up, true)] {
            let turned = photo.directory + "/turned-\(name).jpg"
            try run("/usr/bin/python3", ["-c", """
                from PIL import Image
                image = Image.open('\(photo.path)'); exif = Image.Exif(); exif[0x0112] = \(name)
                image.save('\(turned)', exif=exif.tobytes(), quality=95)
                """])
            #expect(try run("identify", ["-format", "%[EXIF:Orientation]", turned]) == name, "precondition: ImageMagick wrote \(name)")
            let image = try #require(UIImage(contentsOfFile: turned))
            #expect(image.imageOrientation == expected, "\(exif)")
            guard expected != .up else {
                #expect(image.size == CGSize(width: 40, height: 20))
                continue
            }
            #expect(image.size == CGSize(width: 20, height: 40), "\(exif): the upright size")
            let data = try #require(FileManager.default.contents(atPath: turned))
            #expect(UIImage(data: data)?.imageOrientation == expected, "from data too")
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let drawn = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in image.draw(at: .zero) }
            expectColor(drawn, 10, 5, redOnTop ? (255, 0, 0) : (0, 0, 255))
            expectColor(drawn, 10, 34, redOnTop ? (0, 0, 255) : (255, 0, 0))
        }
    }

    /// `jpegData`: a JPEG that ImageMagick reads at the image's pixel size; a lower quality is
    /// smaller; decoded again, the colours are there; translucent pixels come out over black.
    @Test func jpegDataWritesAJPEGOthersRead() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 32), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            return f
        }()).image { ctx in
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
            UIColor(red: 1, green: 1, blue: 1, alpha: 0.5).setFill()
            ctx.fill(CGRect(x: 32, y: 0, width: 32, height: 32))
        }
        let best = try #require(image.jpegData(compressionQuality: 1))
        let small = try #require(image.jpegData(compressionQuality: 0.1))
        #expect(best.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        #expect(small.count < best.count, "\(small.count) < \(best.count)")
        let path = NSTemporaryDirectory() + "written-\(UUID().uuidString).jpg"
        try best.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try run("identify", ["-format", "%m %w %h", path]) == "JPEG 64 32")
        let back = try #require(UIImage(data: best))
        expectColor(back, 8, 16, (0, 255, 0))
        expectColor(back, 56, 16, (128, 128, 128))   // half white over black
        #expect(UIImage().jpegData(compressionQuality: 0.5) == nil, "an empty image has no JPEG")
    }

    /// What is not a whole JPEG gives nil, never a crash: a bare start marker, a header cut
    /// short; a JPEG that claims to be huge is refused before it is decoded.
    @Test func badJPEGDataIsRefused() throws {
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46])) == nil)
        let photo = try makePhoto()
        defer { try? FileManager.default.removeItem(atPath: photo.directory) }
        let data = try #require(FileManager.default.contents(atPath: photo.path))
        #expect(UIImage(data: data.prefix(40)) == nil, "cut inside its header")
        // The same small file claiming to be 20,000 pixels wide (its frame header's width changed).
        var claims = [UInt8](data)
        let frame = try #require((0..<(claims.count - 9)).first { claims[$0] == 0xFF && claims[$0 + 1] == 0xC0 }, "a baseline frame header")
        claims[frame + 7] = UInt8(20_000 >> 8)
        claims[frame + 8] = UInt8(20_000 & 0xFF)
        let huge = photo.directory + "/huge.jpg"
        try Data(claims).write(to: URL(fileURLWithPath: huge))
        #expect(UIImage(contentsOfFile: huge) == nil, "20,000 pixels wide: above the limit")
    }
}
