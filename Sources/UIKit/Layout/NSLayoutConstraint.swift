import Foundation

/// A relation between two layout attributes that Auto Layout keeps:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// An active constraint is held by the closest common ancestor of its items (`UIView.constraints`)
/// and solved by the layout engine of that view tree in the frame's layout phase (or at once by
/// `layoutIfNeeded()`). `constant` and `priority` may change while it is active; the engine
/// re-solves only what the change touches.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The attributes a constraint can relate.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The last baseline (UIKit's older name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide); weak, as in UIKit.
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item (nil for a constant size).
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute (1 for anchors without one).
    public let multiplier: CGFloat
    /// The offset added to the second side; may change while the constraint is active.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                warnOnce("NSLayoutConstraint: constant \(constant) is not a finite number; \(oldValue) is kept (\(self))")
                constant = oldValue
                return
            }
            LayoutEngine.constraintChanged(self)
        }
    }
    /// How much the constraint matters (default `.required`). A required constraint cannot
    /// become optional while active, or the other way round (UIKit raises; this logs and keeps it).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            let clamped = UILayoutPriority(min(max(priority.rawValue.isFinite ? priority.rawValue : 1000, 1), 1000))
            if clamped != priority { priority = clamped; return }
            if isActive && (priority == .required) != (oldValue == .required) {
                warnOnce("NSLayoutConstraint: mutating a priority from required to not on an installed constraint (or vice-versa) is not supported; the priority stays \(oldValue) (\(self))")
                priority = oldValue
                return
            }
            LayoutEngine.constraintChanged(self)
        }
    }
    /// A name that appears in the engine's messages.
    open var identifier: String?
    /// Whether the constraint is archived with its views (kept for source compatibility).
    open var shouldBeArchived = false

    /// Creates a constraint between attributes of two items (the second may be nil for a size).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        super.init()
        if !multiplier.isFinite || !c.isFinite {
            warnOnce("NSLayoutConstraint: a multiplier or constant that is not a finite number (\(multiplier), \(c)) is taken as \(self.multiplier), \(constant)")
        }
    }

    /// Whether the constraint takes part in layout. Activating adds it to the closest common
    /// ancestor of its items; deactivating removes it.
    open var isActive: Bool {
        get { owner != nil }
        set {
            if newValue { LayoutEngine.activate(self) } else { owner?.removeConstraint(self) }
        }
    }

    /// Activates each constraint (faster than one by one: the engine updates once).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The view holding the constraint while it is active.
    weak var owner: UIView?

    // MARK: Description

    // (NSObject's `description` is nonisolated; a constraint is only ever described on the main thread.)
    nonisolated open override var description: String { MainActor.assumeIsolated { text } }

    private var text: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            if let guide = item as? UILayoutGuide { return guide.identifier.isEmpty ? "UILayoutGuide" : "'\(guide.identifier)'" }
            return "\(type(of: item)):\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16))"
        }
        let rel = [Relation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][relation] ?? "=="
        var right: String
        if secondItem == nil && secondAttribute == .notAnAttribute {
            right = "\(Double(constant))"
        } else {
            right = "\(name(secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { right += "*\(Double(multiplier))" }
            if constant != 0 { right += (constant > 0 ? " + " : " - ") + "\(Double(abs(constant)))" }
        }
        let prefix = identifier.map { "'\($0)' " } ?? ""
        let pri = priority == .required ? "" : " (priority \(priority))"
        return "<NSLayoutConstraint \(prefix)\(name(firstItem)).\(firstAttribute.name) \(rel) \(right)\(pri)>"
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's name of the attribute in its logs.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Whether the attribute is a size (width, height) rather than a position.
    var isSize: Bool { self == .width || self == .height }
    /// Whether the attribute names an edge by the layout direction (leading or trailing).
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }
    /// Whether the attribute is a horizontal position (not the width).
    var isHorizontalPosition: Bool { isHorizontal && self != .width }
    /// Whether the attribute lies on the horizontal axis.
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}
