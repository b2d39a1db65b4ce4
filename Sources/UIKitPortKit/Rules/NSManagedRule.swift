import SwiftSyntax

/// `ns-managed`: `@NSManaged var radius: CGFloat` in a Core Animation layer subclass — the iOS
/// way to declare a property the layer stores and can animate (`needsDisplay(forKey:)`) —
/// becomes a computed property over the layer's key-value storage, which is what `@NSManaged`
/// gives a layer on iOS and what this platform animates:
///
///     var radius: CGFloat {
///         get { value(forKey: "radius") as? CGFloat ?? 0 }
///         set { setValue(newValue, forKey: "radius") }
///     }
///
/// The getter's fallback (the value before the property was ever set) is the type's zero for
/// numbers, Booleans and the geometry types, nil for an optional; a property of another type is
/// reported with the accessors to write by hand. `@NSManaged` outside a layer subclass (Core
/// Data) is reported: it needs the Objective-C runtime.
enum NSManagedRule: PortRule {
    static let id = "ns-managed"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    /// The fallback of a property of type `type` that was never set ("" for an optional, written
    /// `T?`: none), or nil when there is none to write (the type is not a number, a Boolean, a
    /// geometry type or an optional).
    static func fallback(for type: String) -> String? {
        if type.hasSuffix("?") { return "" }
        switch type {
        case "CGFloat", "Double", "Float", "Int", "Int32", "Int64", "UInt", "UInt32", "Float32", "Float64", "TimeInterval": return "0"
        case "Bool": return "false"
        case "CGPoint", "CGSize", "CGRect", "CGVector", "UIEdgeInsets": return ".zero"
        case "CATransform3D": return "CATransform3DIdentity"
        case "CGAffineTransform": return ".identity"
        default: return nil
        }
    }

    private final class Visitor: RuleVisitor {
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let attribute = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { $0.attributeName.trimmedDescription == "NSManaged" }) else { return .visitChildren }
            guard let owner = enclosingClass(of: node), context.facts.descendsFromCoreAnimation(owner) else {
                context.warn(node, "@NSManaged needs the Objective-C runtime (Core Data's managed properties): store the value yourself")
                return .skipChildren
            }
            guard node.bindings.count == 1, let binding = node.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type.trimmedDescription, binding.accessorBlock == nil else {
                context.warn(node, "@NSManaged: declare one stored property with its type, then port it (see the ns-managed rule)")
                return .skipChildren
            }
            let unwrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
            guard let fallback = NSManagedRule.fallback(for: type) else {
                context.warn(node, "@NSManaged var \(name): \(type) in \(owner): write `var \(name): \(type) { get { value(forKey: \"\(name)\") as? \(type) ?? <initial value> } set { setValue(newValue, forKey: \"\(name)\") } }`")
                return .skipChildren
            }
            let getter = fallback.isEmpty ? "value(forKey: \"\(name)\") as? \(unwrapped)" : "value(forKey: \"\(name)\") as? \(type) ?? \(fallback)"
            let indent = context.indentation(ofLineAt: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            // Everything but the attribute stays (access level, `var`, name and type); the
            // declaration gets a body.
            context.remove(attribute)
            context.insert(" {\n\(indent)    get { \(getter) }\n\(indent)    set { setValue(newValue, forKey: \"\(name)\") }\n\(indent)}",
                           at: node.endPositionBeforeTrailingTrivia.utf8Offset)
            context.change(node, "@NSManaged var \(name) in \(owner) → a property over the layer's value(forKey:)/setValue(_:forKey:), which animates as on iOS")
            return .skipChildren
        }

        private func enclosingClass(of node: some SyntaxProtocol) -> String? {
            var parent = node.parent
            while let p = parent {
                if let c = p.as(ClassDeclSyntax.self) { return c.name.text }
                if let e = p.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription }
                parent = p.parent
            }
            return nil
        }
    }
}
