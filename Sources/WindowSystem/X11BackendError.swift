/// Why an ``X11Backend`` could not be created.
///
/// Each case's `description` is one line that says what went wrong and what to do about it,
/// suitable for printing as is before exiting.
package enum X11BackendError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No display name was given and the `DISPLAY` environment variable is not set.
    case displayNotSet
    /// `XOpenDisplay` failed: no X server answers at this display name.
    case cannotOpenDisplay(String)
    /// The screen offers no 24-bit TrueColor visual stored in 32 bits per pixel.
    case unsupportedVisual(display: String, reason: String)
    /// The `scale` override was not a positive, finite number.
    case invalidScale(Double)

    package var description: String {
        switch self {
        case .displayNotSet:
            "cannot open an X display: DISPLAY is not set (start an X server and set DISPLAY, e.g. DISPLAY=:0, or run with --headless)"
        case .cannotOpenDisplay(let name):
            "cannot open X display '\(name)' (is an X server running? set DISPLAY, or run with --headless)"
        case .unsupportedVisual(let name, let reason):
            "X display '\(name)' cannot show the frame buffer: \(reason) (a 24-bit TrueColor visual with 32 bits per pixel is required; run with --headless)"
        case .invalidScale(let scale):
            "invalid scale \(scale): the scale override must be a positive number (or nil to follow Xft.dpi)"
        }
    }
}
