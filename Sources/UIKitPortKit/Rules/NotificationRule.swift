import SwiftSyntax

/// `notification`: `NotificationCenter.default.addObserver(self, selector: #selector(f(_:)), name: …, object: …)`
/// takes a method reference instead: `selector: Self.f(_:)`.
enum NotificationRule: PortRule {
    static let id = "notification"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    private final class Visitor: RuleVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard SelectorConversion.isAddObserver(node) else { return .visitChildren }
            let argument = node.arguments[node.arguments.index(node.arguments.startIndex, offsetBy: 1)]
            guard let selector = SelectorConversion.selector(in: argument) else { return .visitChildren }
            if let reference = SelectorConversion.methodReference(for: selector) {
                context.replace(selector, with: reference)
                context.change(selector, "`\(selector.trimmedDescription)` → `\(reference)` in addObserver(_:selector:name:object:)")
            } else {
                context.warn(selector, "`\(selector.trimmedDescription)`: pass a method of the observer, `selector: Self.method(_:)`, or use addObserver(forName:object:queue:using:) with a closure")
            }
            return .visitChildren
        }
    }
}
