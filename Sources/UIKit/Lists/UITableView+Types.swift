import Foundation

/// The table's nested types: its style, scroll positions, row animations and separator style.
extension UITableView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on a white background; headers above their sections.
        case plain
        /// Sections apart on the grouped background.
        case grouped
        /// Sections apart, inset from the edges, on the grouped background.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as makes the row visible (none when it is).
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        /// Rows fade in or out.
        case fade
        /// Inserted rows slide in from the right; deleted rows slide out to the right.
        case right
        /// Inserted rows slide in from the left; deleted rows slide out to the left.
        case left
        /// Rows slide in from above or out upward.
        case top
        /// Rows slide in from below or out downward.
        case bottom
        /// No animation of the rows themselves (the rows around still move).
        case none
        /// Rows fade, keeping their place (UIKit centres them; here it is a fade).
        case middle
        /// The table picks: here a fade.
        case automatic = 100
    }

    /// How the lines between rows are drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline between rows.
        case singleLine
        /// A hairline between rows (the etched look is gone since iOS 7).
        case singleLineEtched
    }
}
