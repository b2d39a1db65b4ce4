internal import CTurboJPEG
import Foundation

/// JPEG, read and written with libjpeg-turbo (its TurboJPEG API), as iOS reads and writes it:
/// `UIImage(data:)`, `UIImage(contentsOfFile:)` and `UIImage(named:)` take JPEG as well as PNG,
/// and `jpegData(compressionQuality:)` encodes an image.
///
/// A photo's EXIF orientation (a phone held upright stores its pixels turned and says so) gives
/// the image's `imageOrientation`, as on iOS: its `size` is the upright size, and it is shown
/// upright wherever it is drawn.
///
/// How it differs from iOS: colour profiles are not applied; progressive and CMYK files decode
/// as libjpeg-turbo decodes them.
extension UIImage {
    /// The image encoded as JPEG, at `compressionQuality` from 0 (smallest) to 1 (best), as
    /// Apple's method; nil for an empty image. JPEG has no transparency: translucent pixels come
    /// out as if drawn over black (as on iOS). Out-of-range qualities are clamped.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        let quality = compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 1
        return Self.encodeJPEG(cgImage.surface, quality: Int32(max(1, (quality * 100).rounded())))
    }

    /// Whether `data` starts as a JPEG file does (a start-of-image marker, then another marker).
    static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }

    /// Whether the file at `path` starts as a JPEG file does.
    static func isJPEGFile(atPath path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return isJPEG((try? handle.read(upToCount: 3)) ?? Data())
    }

    /// Decodes JPEG bytes into a new image; nil (with a warning naming `source`) for data that
    /// is not a whole JPEG, or an image above the size limits.
    static func decodeJPEG(_ data: Data, source: String) -> CGImage? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> CGImage? in
            guard let bytes = raw.bindMemory(to: UInt8.self).baseAddress, raw.count <= Int(UInt32.max) else { return nil }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, bytes, UInt(raw.count), &width, &height, &subsampling, &colorspace) == 0,
                  width > 0, height > 0 else {
                warnOnceFromAnyThread("\(source) is not a JPEG that can be read (\(Self.message(handle))); no image")
                return nil
            }
            guard Int(width) <= maximumSide, Int(height) <= maximumSide, Int(width) * Int(height) <= maximumPixels else {
                FileHandle.standardError.write(Data("""
                    warning: \(source) is a \(width)×\(height) JPEG; images above \(maximumSide) pixels a side \
                    or \(maximumPixels / 1_048_576) megapixels are not loaded\n
                    """.utf8))
                return nil
            }
            let surface = CairoSurface(width: Int(width), height: Int(height))
            surface.flush()
            guard let pixels = surface.data else { return nil }
            // Cairo's ARGB32 is B, G, R, A in memory on a little-endian machine; TurboJPEG fills
            // the alpha of BGRA with 255, so the pixels are opaque, premultiplied or not alike.
            let failed = tjDecompress2(handle, bytes, UInt(raw.count), pixels, width, Int32(surface.stride), height,
                                       Int32(TJPF_BGRA.rawValue), 0) != 0
            if failed && tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) {
                warnOnceFromAnyThread("\(source) is a JPEG that cannot be decoded (\(Self.message(handle))); no image")
                return nil
            }
            // (A warning — a truncated file, say — leaves what could be decoded, as libjpeg does.)
            surface.markDirty()
            return CGImage(surface: surface)
        }
    }

    /// The orientation a JPEG's EXIF data gives (its `Orientation` tag, 1…8, in the first
    /// image file directory), `.up` when there is none or it cannot be read. The mapping is
    /// Apple's, between `CGImagePropertyOrientation` and `UIImage.Orientation`.
    static func jpegOrientation(_ data: Data) -> UIImage.Orientation {
        let bytes = [UInt8](data.prefix(128 * 1024))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        var i = 2
        // The markers before the image data, each FF, its kind, and a big-endian length.
        while i + 4 <= bytes.count, bytes[i] == 0xFF {
            let marker = bytes[i + 1], length = be16(i + 2)
            guard marker != 0xDA, marker != 0xD9, length >= 2, i + 2 + length <= bytes.count else { break }
            if marker == 0xE1, length >= 16, Array(bytes[(i + 4)..<(i + 10)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return exifOrientation(Array(bytes[(i + 10)..<(i + 2 + length)]))
            }
            i += 2 + length
        }
        return .up
    }

    /// The orientation tag of a TIFF structure (an EXIF segment's body).
    private static func exifOrientation(_ tiff: [UInt8]) -> UIImage.Orientation {
        guard tiff.count >= 8 else { return .up }
        let little = tiff[0] == 0x49 && tiff[1] == 0x49
        guard little || (tiff[0] == 0x4D && tiff[1] == 0x4D) else { return .up }
        func u16(_ i: Int) -> Int? {
            guard i >= 0, i + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[i]) | Int(tiff[i + 1]) << 8 : Int(tiff[i]) << 8 | Int(tiff[i + 1])
        }
        func u32(_ i: Int) -> Int? {
            guard let a = u16(i), let b = u16(i + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let directory = u32(4), let count = u16(directory) else { return .up }
        for entry in 0..<min(count, 256) {
            let at = directory + 2 + entry * 12
            guard let tag = u16(at) else { break }
            guard tag == 0x0112 else { continue }
            guard u16(at + 2) == 3, let value = u16(at + 8) else { return .up }   // a SHORT
            let orientations: [UIImage.Orientation] = [.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left]
            return (1...8).contains(value) ? orientations[value - 1] : .up
        }
        return .up
    }

    /// `surface` encoded as a baseline JPEG at `quality` (1…100), 4:2:0 chroma subsampling.
    private static func encodeJPEG(_ surface: CairoSurface, quality: Int32) -> Data? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        surface.flush()
        guard let pixels = surface.data, surface.width > 0, surface.height > 0 else { return nil }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        // (BGRA: the alpha byte is ignored; premultiplied colours are those over black.)
        guard tjCompress2(handle, pixels, Int32(surface.width), Int32(surface.stride), Int32(surface.height), Int32(TJPF_BGRA.rawValue),
                          &output, &size, Int32(TJSAMP_420.rawValue), quality, 0) == 0, let output else {
            warnOnceFromAnyThread("UIImage.jpegData could not encode a \(surface.width)×\(surface.height) image (\(Self.message(handle)))")
            return nil
        }
        defer { tjFree(output) }
        return Data(bytes: output, count: Int(size))
    }

    private static func message(_ handle: tjhandle) -> String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
