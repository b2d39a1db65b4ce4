internal import CTurboJPEG
import Foundation

/// JPEG, read and written with libjpeg-turbo (its TurboJPEG API), as iOS reads and writes it:
/// `UIImage(data:)`, `UIImage(contentsOfFile:)` and `UIImage(named:)` take JPEG as well as PNG,
/// and `jpegData(compressionQuality:)` encodes an image.
///
/// How it differs from iOS: the EXIF orientation of a camera photo is not read (the image is
/// shown as its pixels are stored, `.up`); colour profiles are not applied; progressive and
/// CMYK files decode as libjpeg-turbo decodes them.
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
