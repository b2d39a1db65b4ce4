import CoreGraphics
import Foundation

/// An animated-image format a recorded drag can be written in: frames in order, each with the
/// time it appeared, and the file they make. ``AnimatedGIF`` and ``AnimatedPNG`` are the two.
protocol AnimationEncoding {
    /// The file name's extension the format is written under (`--export-gif` names `.gif`).
    static var fileExtension: String { get }
    init(width: Int, height: Int)
    var width: Int { get }
    var height: Int { get }
    /// How many distinct frames are kept (a frame that changes nothing lengthens the previous one).
    var frameCount: Int { get }
    /// Why a frame was left out, if one was.
    var problem: String? { get }
    /// Adds a frame that appeared at `time` seconds; frames come in order.
    mutating func add(_ surface: CairoSurface, at time: TimeInterval)
    /// The file: the frames from the first one's time until `end` seconds, looping.
    func data(until end: TimeInterval) -> Data
}

/// The formats `--export-gif` and `--export-apng` write.
enum AnimationFormat: String, CaseIterable {
    case gif, apng

    /// The option that asks for it.
    var option: String { "--export-\(rawValue)" }

    /// The format's encoder for a canvas of this size.
    func encoder(width: Int, height: Int) -> any AnimationEncoding {
        switch self {
        case .gif: AnimatedGIF(width: width, height: height)
        case .apng: AnimatedPNG(width: width, height: height)
        }
    }

    /// The extensions a file of this format may have.
    var fileExtensions: Set<String> {
        switch self {
        case .gif: ["gif"]
        case .apng: ["png", "apng"]
        }
    }
}

extension AnimatedGIF: AnimationEncoding {
    static var fileExtension: String { "gif" }
    var problem: String? { nil }
}
