import SwiftSyntax

/// What `#selector(…)` becomes where the library takes a method reference.
enum SelectorConversion {
    /// `#selector(handle(_:))` → `Self.handle(_:)`, `#selector(self.handle)` → `Self.handle`,
    /// `#selector(Foo.bar(_:))` → `Foo.bar(_:)`; nil for `getter:`/`setter:` and other forms.
    static func methodReference(for selector: MacroExpansionExprSyntax) -> String? {
        guard selector.macroName.text == "selector", selector.arguments.count == 1,
              let argument = selector.arguments.first, argument.label == nil else { return nil }
        let expression = argument.expression
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return "Self." + reference.trimmedDescription
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "self" || name == "Self" {
                return "Self." + member.declName.trimmedDescription
            }
            if base.isTypeName { return member.trimmedDescription }
        }
        return nil
    }

    /// The `#selector(…)` macro of an argument, if it is one.
    static func selector(in argument: LabeledExprSyntax) -> MacroExpansionExprSyntax? {
        guard let macro = argument.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" else { return nil }
        return macro
    }

    /// Whether a call is `addObserver(_:selector:name:object:)`.
    static func isAddObserver(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledName == "addObserver" && call.labels == ["_", "selector", "name", "object"]
    }
}

extension ExprSyntax {
    /// `Foo`, `Module.Foo`, `Foo.Bar`: a capitalised name, as types are written.
    var isTypeName: Bool {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if let member = self.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.baseName.text.first?.isUppercase == true && base.isTypeName
        }
        if let generic = self.as(GenericSpecializationExprSyntax.self) { return generic.expression.isTypeName }
        return false
    }
}
