internal import CCairo
import Foundation

/// How drawn colour combines with what is already in a context (Core Graphics' raw values).
///
/// Each mode maps to the Cairo operator of the same definition: the Porter–Duff operators
/// (`.clear` … `.xor`, `.plusLighter` as Cairo's `ADD`) and the separable and non-separable
/// blend modes of the PDF specification, which Core Graphics also follows. `.plusDarker`
/// (`max(0, 1 − ((1 − d) + (1 − s)))`) has no Cairo operator: it draws as `.normal`, with one
/// warning.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
         destinationAtop, xor, plusDarker, plusLighter

    /// The Cairo operator that draws this mode (`OVER` for `.plusDarker`).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusDarker: CAIRO_OPERATOR_OVER
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

extension CGContext {
    /// Sets how everything drawn afterwards combines with the context's pixels (saved and
    /// restored with the graphics state). `.plusDarker` draws as `.normal`, with a warning the
    /// first time a context is given it.
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode == .plusDarker && !warnedOfPlusDarker {
            warnedOfPlusDarker = true
            FileHandle.standardError.write(Data("warning: CGBlendMode.plusDarker is not supported; drawing with .normal\n".utf8))
        }
        cairo_set_operator(cr, mode.cairoOperator)
    }
}
