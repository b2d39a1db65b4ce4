import UIKit
import Foundation
import Testing

@MainActor
@Suite struct UIGraphicsImageRendererTests {
    private func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image.cgImage?.surface.pixel(x: x, y: y) else { return [] }
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func rendersAnImageOfTheSize() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(image.size == CGSize(width: 8, height: 4))
        #expect(image.scale == 1)
        #expect(rgba(image, 3, 3) == [255, 0, 0, 255])
        #expect(rgba(image, 4, 0)[3] == 0)  // images start transparent
    }

    @Test func scaleMultipliesThePixels() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 3), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))  // pixels 2…3
        }
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 5, height: 3))
        #expect(image.cgImage?.width == 10 && image.cgImage?.height == 6)
        #expect(rgba(image, 2, 2) == [0, 0, 255, 255])
        #expect(rgba(image, 3, 3) == [0, 0, 255, 255])
        #expect(rgba(image, 4, 2)[3] == 0)
        #expect(rgba(image, 1, 1)[3] == 0)
    }

    @Test func boundsOriginIsTheImagesTopLeft() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 4, height: 4))
        #expect(renderer.format.bounds == CGRect(x: 10, y: 20, width: 4, height: 4))
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 2, height: 2))
        }
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(rgba(image, 0, 0) == [0, 255, 0, 255])
        #expect(rgba(image, 2, 2)[3] == 0)
    }

    @Test func theRenderersContextIsCurrentOnlyDuringActions() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inside: CGContext?
        var matches = false
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            inside = UIGraphicsGetCurrentContext()
            matches = inside === context.cgContext
        }
        #expect(inside != nil && matches)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func nestedRenderersRestoreTheOuterContext() {
        var innerImage: UIImage?
        let outer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            innerImage = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.blue.setFill()   // goes to the outer context
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            innerImage?.draw(at: CGPoint(x: 2, y: 2))
        }
        #expect(rgba(outer, 0, 0) == [0, 0, 255, 255])
        #expect(rgba(outer, 3, 3) == [255, 0, 0, 255])
        #expect(rgba(outer, 1, 1)[3] == 0)
        #expect(innerImage.map { rgba($0, 1, 1) } == [255, 0, 0, 255])
    }

    @Test func currentImageShowsTheDrawingSoFar() {
        var snapshot: UIImage?
        let final = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            snapshot = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(snapshot.map { rgba($0, 1, 0)[3] } == 0)
        #expect(rgba(final, 1, 0) == [255, 0, 0, 255])
    }

    @Test func strokeAndClipHelpers() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.black.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 2, y: 2, width: 6, height: 6))   // covers 1…3 around each edge
            context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.red.setFill()
            context.fill(CGRect(x: 4, y: 4, width: 6, height: 2))
        }
        #expect(rgba(image, 2, 5) == [0, 0, 0, 255])
        #expect(rgba(image, 5, 5)[3] == 0)   // clipped away (and not on the outline)
        #expect(rgba(image, 4, 4) == [255, 0, 0, 255])
    }

    @Test func pngDataDecodesToTheSamePixels() throws {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).pngData { context in
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        let image = try #require(UIImage(data: data))
        // 0.2 · 255 = 51, 0.4 · 255 = 102, 0.6 · 255 = 153.
        #expect(rgba(image, 1, 1) == [51, 102, 153, 255])
    }

    @Test func legacyImageContextFunctions() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 3, height: 2))
        #expect(image?.scale == 2)
        #expect(image.map { rgba($0, 1, 1) } == [255, 0, 0, 255])
        #expect(image.map { rgba($0, 2, 2)[3] } == 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func pushAndPopContext() {
        let context = CGContext(surface: CairoSurface(width: 2, height: 2))
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsEndImageContext()   // not an image context: ignored
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()        // an empty stack: ignored
    }
}
