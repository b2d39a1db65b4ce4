import SwiftSyntax

/// `objc-runtime`: what needs the Objective-C runtime and has no mechanical port (`#keyPath`,
/// string-keyed key-value observing, `NSClassFromString`, swizzling, associated objects, the
/// `Selector` type) is reported with what to write instead. The rule changes nothing.
///
/// `observe(\.property, options:changeHandler:)` is not reported: the library implements it for
/// layers and views (their geometry and appearance), and warns at run time about an object it
/// cannot observe; the tool cannot tell the receiver's type.
enum ObjCRuntimeRule: PortRule {
    static let id = "objc-runtime"

    static let swizzling: Set<String> = [
        "method_exchangeImplementations", "method_setImplementation", "method_getImplementation", "class_getInstanceMethod",
        "class_getClassMethod", "class_addMethod", "class_replaceMethod", "class_copyMethodList", "class_copyPropertyList",
        "object_getClass", "object_setClass", "objc_getClass", "objc_lookUpClass", "objc_msgSend", "sel_registerName",
        "imp_implementationWithBlock",
    ]
    static let associatedObjects: Set<String> = ["objc_setAssociatedObject", "objc_getAssociatedObject", "objc_removeAssociatedObjects"]
    static let kvoHint = "there is no string-keyed key-value observing here: for a layer's or a view's property, use `observe(\\.property, options:changeHandler:)` with a Swift key path; otherwise call the observer from the property's didSet, or a closure property"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    private final class Visitor: RuleVisitor {
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "keyPath" {
                context.warn(node, "`\(node.trimmedDescription)` names a property by string for the Objective-C runtime: use a Swift key path (`\\Type.property`); for observing, \(ObjCRuntimeRule.kvoHint)")
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.calledName else { return .visitChildren }
            let labels = node.labels
            if name == "NSClassFromString" {
                context.warn(node, "NSClassFromString has no Linux equivalent: use the type itself, or a dictionary from names to types")
            } else if ObjCRuntimeRule.swizzling.contains(name) {
                context.warn(node, "\(name) needs the Objective-C runtime: subclass and override, or call the code explicitly")
            } else if ObjCRuntimeRule.associatedObjects.contains(name) {
                context.warn(node, "\(name) needs the Objective-C runtime: store the value in a property (of a subclass), or in a dictionary keyed by ObjectIdentifier")
            } else if (name == "addObserver" || name == "removeObserver") && labels.contains("forKeyPath") {
                context.warn(node, "\(name)(_:forKeyPath:…): \(ObjCRuntimeRule.kvoHint)")
            } else if ["willChangeValue", "didChangeValue"].contains(name), labels == ["forKey"] {
                context.warn(node, "\(name)(forKey:): \(ObjCRuntimeRule.kvoHint)")
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "observeValue", node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath" {
                context.warn(node.name, "observeValue(forKeyPath:of:change:context:) is never called: \(ObjCRuntimeRule.kvoHint)")
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let observable = node.attributes.contains("objc") || node.modifiers.modifier("dynamic") != nil
            if observable, let binding = node.bindings.first(where: { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { context.facts.keyPathNames.contains($0.identifier.text) } == true
            }) {
                context.warn(binding, "\(binding.pattern.trimmedDescription) is observed through #keyPath: \(ObjCRuntimeRule.kvoHint)")
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "Selector" {
                context.warn(node, "the type Selector has no Linux equivalent: take a method reference (`(Target) -> (Sender) -> Void`) or a closure")
            }
            return .visitChildren
        }
    }
}
