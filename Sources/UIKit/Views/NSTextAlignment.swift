import Foundation

/// The horizontal alignment of text (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Aligned to the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Aligned to the right edge.
    case right = 2
    /// Both edges aligned; drawn as `.natural` here (lines are not stretched).
    case justified = 3
    /// The script's default alignment: left, since text is laid out left to right here.
    case natural = 4
}

/// What happens to text that does not fit on a line (UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries; the last line is cut at a word boundary without an ellipsis.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Wrap at word boundaries; the last line is not shortened (the view clips it).
    case byClipping = 2
    /// Show the end of the last line, with "…" where its start was cut.
    case byTruncatingHead = 3
    /// Show the start of the last line, with "…" where its end was cut.
    case byTruncatingTail = 4
    /// Show the start and end of the last line, with "…" where its middle was cut.
    case byTruncatingMiddle = 5
}
