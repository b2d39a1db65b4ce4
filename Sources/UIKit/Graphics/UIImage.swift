internal import CCairo
import Foundation

/// An immutable bitmap image with a scale, as UIKit's `UIImage`.
///
///     let icon = UIImage(named: "star")          // Assets/star.png (or star@2x.png at 2×)
///     imageView.image = icon
///
/// Only PNG files can be read (Cairo decodes them); other formats, missing files and
/// damaged files all give nil, as UIKit does for files it cannot decode.
///
/// Like UIKit's, an image carries how it is shown, set by the methods that return a new image:
/// a rendering mode (template images take the tint of the view showing them), a tint colour of
/// its own, cap insets and a resizing mode (drawn in nine parts when resized), alignment-rect
/// insets, and its orientation (applied whenever it is drawn or shown).
///
/// An animated image (`animatedImage(with:duration:)`) is a list of frames and a duration; it is
/// sized and drawn as its first frame, and an image view showing it plays it.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap as stored (not turned by `imageOrientation`); nil only for an empty `UIImage()`.
    public let cgImage: CGImage?
    /// Pixels per point: 2 for an image loaded from `name@2x.png`.
    public let scale: CGFloat
    /// How the stored bitmap is turned or mirrored to be shown upright.
    public let imageOrientation: Orientation
    /// How the image is shown (everything the `with…` methods change).
    let look: Look
    /// The bitmap turned upright by `imageOrientation` (the stored one when `.up`).
    let uprightImage: CGImage?
    /// The last template fills made for a tint (see ``shownImage(tint:traits:)``).
    let fills = TintedFills()
    /// The frames of an animated image, in order (nil for a still image). See
    /// `animatedImage(with:duration:)`.
    public let images: [UIImage]?
    /// The time for one pass through an animated image's frames, in seconds (0 for a still image).
    public let duration: TimeInterval

    /// The orientations a bitmap can be stored in (UIKit's raw values; the names say how the
    /// stored bitmap is turned from upright, as in a camera's EXIF orientation).
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// How an image's colours are used when it is shown.
    public enum RenderingMode: Int, Sendable {
        /// As the place it is shown decides: template in bars, buttons of the system type and for
        /// symbol images; the original colours elsewhere.
        case automatic = 0
        /// Always the original colours.
        case alwaysOriginal
        /// Always a template: the image's coverage filled with the tint colour.
        case alwaysTemplate
    }

    /// How the part between an image's cap insets fills a larger size.
    public enum ResizingMode: Int, Sendable {
        /// The interior is repeated.
        case tile = 0
        /// The interior is scaled.
        case stretch
    }

    /// How an image is shown, apart from its pixels.
    struct Look {
        var renderingMode = RenderingMode.automatic
        var tintColor: UIColor?
        var capInsets = UIEdgeInsets.zero
        var resizingMode = ResizingMode.tile
        var alignmentRectInsets = UIEdgeInsets.zero
        var flipsForRightToLeftLayoutDirection = false
        var baselineOffsetFromBottom: CGFloat?
        /// The name of a system symbol image, and the configuration it was made with.
        var symbolName: String?
        var configuration: Configuration?
    }

    /// An empty image of size zero.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        look = Look()
        uprightImage = nil
        images = nil
        duration = 0
    }

    /// An image of `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` whose size in points is its pixel size divided by `scale`, shown
    /// turned by `orientation` (its size is then the turned size).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, look: Look())
    }

    /// An image of `cgImage` with a look (the designated initialiser of every non-empty image).
    init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation, look: Look) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        self.look = look
        uprightImage = orientation == .up ? cgImage : Self.upright(cgImage, orientation)
        images = nil
        duration = 0
    }

    /// An animated image of `frames` (not empty): the first frame's bitmap, scale, orientation and
    /// look, so it is drawn and sized as its first frame.
    init(animating frames: [UIImage], duration: TimeInterval) {
        let first = frames[0]
        cgImage = first.cgImage
        scale = first.scale
        imageOrientation = first.imageOrientation
        look = first.look
        uprightImage = first.uprightImage
        images = frames
        self.duration = duration
    }

    /// A copy of this image with its look changed by `change` (each frame's, for an animated image).
    func changing(_ change: (inout Look) -> Void) -> UIImage {
        if let images { return UIImage(animating: images.map { $0.changing(change) }, duration: duration) }
        var look = self.look
        change(&look)
        guard let cgImage else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, look: look)
    }

    /// Loads the PNG or JPEG file at `path`; a name ending in "@2x" or "@3x" (before the
    /// extension) gives scale 2 or 3. Returns nil when the file is missing or not a valid PNG
    /// or JPEG.
    public convenience init?(contentsOfFile path: String) {
        guard let loaded = Self.loadImage(atPath: path) else { return nil }
        self.init(cgImage: loaded.image, scale: Self.scaleSuffix(of: path), orientation: loaded.orientation)
    }

    /// The PNG or JPEG file at `path`, decoded, with the orientation a JPEG's EXIF data gives
    /// (nil when missing, unreadable or too big).
    private static func loadImage(atPath path: String) -> (image: CGImage, orientation: Orientation)? {
        if isJPEGFile(atPath: path) {
            guard let data = FileManager.default.contents(atPath: path), let image = decodeJPEG(data, source: path) else { return nil }
            return (image, jpegOrientation(data))
        }
        guard sizeIsAcceptable(ofPNGAt: path), let image = CGImage.png(atPath: path) else { return nil }
        return (image, .up)
    }

    /// Loads an image from the app's asset directories (see `assetSearchPaths`), trying
    /// `name@2x.png` first on a 2× screen, then `name`, then `name.png`, `name.jpg` and
    /// `name.jpeg`; nil when no readable PNG or JPEG matches.
    ///
    /// The screen scale is the one the app was launched with (`--scale` or `UIKIT_SCALE`), else 1:
    /// a scale the X server's DPI implies later is not known here.
    public convenience init?(named name: String) {
        let scale = LaunchOptions.current.scale ?? 1
        guard let found = Self.assetPath(named: name, scale: scale, searchPaths: Self.assetSearchPaths()),
              let loaded = Self.loadImage(atPath: found.path) else { return nil }
        self.init(cgImage: loaded.image, scale: found.scale, orientation: loaded.orientation)
    }

    /// Decodes PNG or JPEG data; nil when the data is neither, or not valid.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data into an image of the given scale; nil when the data is neither,
    /// or not valid.
    public convenience init?(data: Data, scale: CGFloat) {
        if Self.isJPEG(data) {
            guard let image = Self.decodeJPEG(data, source: "JPEG data") else { return nil }
            self.init(cgImage: image, scale: scale, orientation: Self.jpegOrientation(data))
            return
        }
        guard Self.sizeIsAcceptable(pngHeader: data.prefix(24), source: "PNG data"),
              let image = Self.decodePNG(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    // MARK: Size limits

    /// The largest image decoded: 16,384 pixels a side and 64 megapixels (256 MB of pixels). A
    /// bigger one — a photo straight from a camera scanner, or a small file that claims huge
    /// dimensions — would take seconds and gigabytes to decode; it is refused with a warning, as
    /// a file that is not a PNG is (nil). Cairo itself refuses sides above 32,767.
    static let maximumSide = 16_384
    static let maximumPixels = 64 * 1024 * 1024

    /// Reads the width and height of the PNG header at `path` (the first 24 bytes) and checks them.
    static func sizeIsAcceptable(ofPNGAt path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return true }   // (Cairo reports it)
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 24)) ?? Data()
        return sizeIsAcceptable(pngHeader: header, source: path)
    }

    /// Checks the dimensions in a PNG header (signature, IHDR length and type, width, height);
    /// anything that is not a PNG header passes, for the decoder to refuse.
    static func sizeIsAcceptable(pngHeader header: Data, source: String) -> Bool {
        let bytes = [UInt8](header)
        guard bytes.count >= 24, bytes[0] == 0x89, bytes[1] == 0x50, bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else { return true }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        guard width > maximumSide || height > maximumSide || width * height > maximumPixels else { return true }
        FileHandle.standardError.write(Data("""
            warning: \(source) is a \(width)×\(height) PNG; images above \(maximumSide) pixels a side \
            or \(maximumPixels / 1_048_576) megapixels are not loaded\n
            """.utf8))
        return false
    }

    /// The size in points: the upright bitmap's pixel size divided by `scale`.
    public var size: CGSize {
        guard let uprightImage else { return .zero }
        return CGSize(width: CGFloat(uprightImage.width) / scale, height: CGFloat(uprightImage.height) / scale)
    }

    // MARK: Encoding

    /// The image encoded as PNG, or nil for an empty image.
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        return try? cgImage.surface.pngData()
    }
}

// MARK: - Loading

extension UIImage {
    /// The directories `UIImage(named:)` searches, in order: each entry of the environment
    /// variable `UIKIT_ASSETS_PATH` (colon-separated), `./Assets` in the current directory, then
    /// `Assets` next to the executable and in up to 4 of its parent directories.
    package static func assetSearchPaths(environment: [String: String] = ProcessInfo.processInfo.environment,
                                         currentDirectory: String = FileManager.default.currentDirectoryPath,
                                         executablePath: String? = Bundle.main.executablePath) -> [String] {
        var paths = (environment["UIKIT_ASSETS_PATH"] ?? "").split(separator: ":").map(String.init)
        paths.append((currentDirectory as NSString).appendingPathComponent("Assets"))
        if let executablePath {
            var dir = ((executablePath as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent
            for _ in 0...4 {
                paths.append((dir as NSString).appendingPathComponent("Assets"))
                let parent = (dir as NSString).deletingLastPathComponent
                if parent == dir || parent.isEmpty { break }
                dir = parent
            }
        }
        var seen = Set<String>()
        return paths.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The first existing file for an asset `name` in `searchPaths` and the scale it implies.
    ///
    /// In each directory, on a screen of scale ≥ 2 it tries `name@<scale>x.png` first (scale
    /// 2 or 3), then `name` as given and `name.png` (scale 1, or the file's own @2x/@3x suffix).
    package static func assetPath(named name: String, scale: CGFloat,
                                  searchPaths: [String]) -> (path: String, scale: CGFloat)? {
        guard !name.isEmpty else { return nil }
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        var candidates: [(String, CGFloat?)] = []
        let wholeScale = Int(min(max(scale.rounded(), 1), 3))
        if wholeScale >= 2, !base.hasSuffix("@\(wholeScale)x") {
            candidates.append(("\(base)@\(wholeScale)x.png", CGFloat(wholeScale)))
        }
        candidates.append((name, nil))
        if !name.hasSuffix(".png") { candidates.append((name + ".png", nil)) }
        if (name as NSString).pathExtension.isEmpty { candidates += [(name + ".jpg", nil), (name + ".jpeg", nil)] }
        let fm = FileManager.default
        for dir in searchPaths {
            for (file, fileScale) in candidates {
                let path = (dir as NSString).appendingPathComponent(file)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return (path, fileScale ?? scaleSuffix(of: path))
                }
            }
        }
        return nil
    }

    /// 2 or 3 when the file name (without extension) ends in "@2x" or "@3x", else 1.
    static func scaleSuffix(of path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// Decodes PNG bytes with Cairo into a new image; nil for invalid data.
    private static func decodePNG(_ data: Data) -> CGImage? {
        let source = ByteSource(data)
        let decoded = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            return Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue().read(into: buffer, count: Int(length))
                ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(decoded) }
        guard cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS else { return nil }
        // Copy into a surface the CoreGraphics module owns.
        let surface = CairoSurface(width: Int(cairo_image_surface_get_width(decoded)),
                                   height: Int(cairo_image_surface_get_height(decoded)))
        let cr = surface.makeContext()
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, decoded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(surface: surface)
    }
}

/// Bytes handed out to Cairo's PNG decoder.
private final class ByteSource {
    private let data: Data
    private var offset = 0
    init(_ data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, offset + count <= data.count else { return false }
        data.copyBytes(to: buffer, from: data.startIndex + offset ..< data.startIndex + offset + count)
        offset += count
        return true
    }
}
