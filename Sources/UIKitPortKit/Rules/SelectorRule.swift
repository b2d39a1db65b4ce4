import SwiftSyntax

/// `selector`: target-action's `#selector(handle(_:))` becomes the method reference
/// `Self.handle(_:)` in an `action:` or `selector:` argument; selectors anywhere else, and the
/// Objective-C calls that take them (`perform`, `responds(to:)`, `NSSelectorFromString`,
/// `Selector("…")`), are reported with what to write instead.
enum SelectorRule: PortRule {
    static let id = "selector"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    private final class Visitor: RuleVisitor {
        /// Selectors already dealt with by the call they are passed to.
        var handled: Set<SyntaxIdentifier> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let selectors = node.arguments.compactMap { SelectorConversion.selector(in: $0) }
            if let hint = hint(for: node) {
                context.warn(node, hint)
                handled.formUnion(selectors.map(\.id))
                return .visitChildren
            }
            if SelectorConversion.isAddObserver(node) {
                handled.formUnion(selectors.map(\.id))   // the notification rule's
                return .visitChildren
            }
            for argument in node.arguments {
                guard let label = argument.label?.text, label == "action" || label == "selector",
                      let selector = SelectorConversion.selector(in: argument) else { continue }
                handled.insert(selector.id)
                if let reference = SelectorConversion.methodReference(for: selector) {
                    context.replace(selector, with: reference)
                    context.change(selector, "`\(selector.trimmedDescription)` → `\(reference)`")
                } else {
                    context.warn(selector, "`\(selector.trimmedDescription)`: pass a method reference, `\(label): Self.method(_:)`, with a method taking the sender or nothing")
                }
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", !handled.contains(node.id) else { return .visitChildren }
            if let label = node.arguments.first?.label?.text {
                context.warn(node, "`\(node.trimmedDescription)`: a property's \(label) has no selector here; pass a closure that \(label == "getter" ? "reads" : "sets") the property")
            } else {
                let reference = SelectorConversion.methodReference(for: node) ?? "Self.method"
                context.warn(node, "`\(node.trimmedDescription)`: there are no selectors here; keep a method reference (`\(reference)`) or a closure, and call it")
            }
            return .visitChildren
        }

        /// What to write instead of a call that needs the Objective-C runtime, if the call is one.
        private func hint(for call: FunctionCallExprSyntax) -> String? {
            let labels = call.labels
            switch call.calledName {
            case "perform" where labels.first == "_":
                guard let first = call.arguments.first?.expression, first.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector"
                    || ["Selector", "NSSelectorFromString"].contains(first.as(FunctionCallExprSyntax.self)?.calledName) else { return nil }
                let delay = labels.contains("afterDelay") ? " (after a delay: DispatchQueue.main.asyncAfter)" : ""
                return "perform(_:) has no Linux equivalent: call the method directly\(delay)"
            case "responds" where labels == ["to"]:
                return "responds(to:) has no Linux equivalent: optional protocol methods have defaults here; call the method directly"
            case "NSSelectorFromString":
                return "NSSelectorFromString has no Linux equivalent: keep a method reference or a closure, chosen with a switch if it depends on a string"
            case "Selector" where call.calledExpression.is(DeclReferenceExprSyntax.self):
                return "Selector(\"…\") has no Linux equivalent: keep a method reference or a closure"
            case "scheduledTimer", "Timer", "init":
                guard labels.contains("target"), labels.contains("selector"), labels.contains("timeInterval") || labels.contains("interval") else { return nil }
                return "Foundation's Timer takes no selector on Linux: `Timer.scheduledTimer(withTimeInterval: t, repeats: r) { [weak self] _ in self?.tick() }`"
            case "sendAction" where labels.first == "_" && labels.contains("to"):
                return "sendAction(_:to:from:for:) has no Linux equivalent: call the target's method directly"
            default:
                return nil
            }
        }
    }
}
