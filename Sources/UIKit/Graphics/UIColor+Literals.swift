import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as in Apple's UIKit (Xcode shows
/// such literals as swatches; they are plain code here).
public typealias _ColorLiteralType = UIColor
/// `#imageLiteral(resourceName:)` makes a `UIImage`.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral` (sRGB components, 0…1).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral`, looked up as `UIImage(named:)` does. A missing image is
    /// the empty image (`UIImage()`, size zero) and a warning naming it: a literal cannot fail.
    public convenience init(imageLiteralResourceName path: String) {
        if let found = UIImage(named: path), let cgImage = found.cgImage {
            self.init(cgImage: cgImage, scale: found.scale, orientation: found.imageOrientation)
        } else {
            FileHandle.standardError.write(Data("warning: #imageLiteral(resourceName: \"\(path)\"): no such image; an empty one is used\n".utf8))
            self.init()
        }
    }
}
