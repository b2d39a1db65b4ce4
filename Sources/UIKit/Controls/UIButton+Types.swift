import Foundation

extension UIButton {
    /// The kinds of button `init(type:)` makes (Apple's raw values).
    public enum ButtonType: Int, Sendable {
        /// No styling: the title is white unless a colour is set, and nothing dims on touch.
        case custom = 0
        /// The tinted button of iOS 7 and later: title and image in the tint colour, dimmed while touched.
        case system = 1
        /// A circled "i" (iOS shows the same glyph for all three).
        case detailDisclosure = 2
        /// A circled "i".
        case infoLight = 3
        /// A circled "i".
        case infoDark = 4
        /// A circled "+".
        case contactAdd = 5
        /// A grey circle with an "×" (iOS 13 and later).
        case close = 7

        /// The pre-iOS 7 name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The code a configuration's `configurationUpdateHandler` runs when the button's state changes.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
}

/// The glyphs of the built-in button types, drawn at 22 points (30 for `.close`).
@MainActor
enum ButtonGlyph {
    static func image(for type: UIButton.ButtonType) -> UIImage? {
        switch type {
        case .custom, .system: return nil
        case .detailDisclosure, .infoLight, .infoDark: return draw(size: 22) { ctx in
            circle(ctx, 22, stroke: true)
            ctx.fill(CGRect(x: 10, y: 9, width: 2, height: 8))
            ctx.fillEllipse(in: CGRect(x: 9.75, y: 5, width: 2.5, height: 2.5))
        }
        case .contactAdd: return draw(size: 22) { ctx in
            circle(ctx, 22, stroke: true)
            ctx.fill(CGRect(x: 10.25, y: 6, width: 1.5, height: 10))
            ctx.fill(CGRect(x: 6, y: 10.25, width: 10, height: 1.5))
        }
        case .close: return draw(size: 30) { ctx in
            ctx.setFillColor(UIColor.systemGray5.cgColor)
            ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
            ctx.setStrokeColor(UIColor.systemGray.cgColor)
            ctx.setLineWidth(2)
            ctx.setLineCap(.round)
            ctx.strokeLineSegments(between: [CGPoint(x: 11, y: 11), CGPoint(x: 19, y: 19),
                                             CGPoint(x: 19, y: 11), CGPoint(x: 11, y: 19)])
        }
        }
    }

    private static func circle(_ ctx: CGContext, _ size: CGFloat, stroke: Bool) {
        ctx.setStrokeColor(UIColor.black.cgColor)
        ctx.setFillColor(UIColor.black.cgColor)
        ctx.setLineWidth(1.5)
        ctx.strokeEllipse(in: CGRect(x: 0.75, y: 0.75, width: size - 1.5, height: size - 1.5))
    }

    private static func draw(size: CGFloat, _ body: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3   // crisp on 1×, 2× and 3× screens
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { body($0.cgContext) }
    }
}
