import SwiftSyntax

/// `import`: `import UIKit.UIGestureRecognizerSubclass` and other submodule imports of UIKit and
/// QuartzCore become `import UIKit` / `import QuartzCore` (attributes kept); an import the same
/// block already has goes.
enum ImportRule: PortRule {
    static let id = "import"

    static func run(in context: RuleContext) {
        Visitor(context: context).walk(context.tree)
    }

    private final class Visitor: RuleVisitor {
        override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
            // The modules this block imports whole, with the attributes of each import.
            var imported: [String: [Set<String>]] = [:]
            let imports = node.compactMap { $0.item.as(ImportDeclSyntax.self) }
            for decl in imports where decl.importKindSpecifier == nil && decl.path.count == 1 {
                imported[decl.path.first!.name.text, default: []].append(attributeNames(decl))
            }
            for decl in imports where decl.importKindSpecifier == nil && decl.path.count > 1 {
                guard let module = decl.path.first?.name.text, portedModules.contains(module) else { continue }
                let attributes = attributeNames(decl)
                let written = decl.trimmedDescription
                if imported[module, default: []].contains(where: { attributes.isSubset(of: $0) }) {
                    context.remove(decl)
                    context.change(decl, "removed `\(written)`: the file already imports \(module)")
                } else {
                    context.replace(from: decl.path.first!.name.endPositionBeforeTrailingTrivia.utf8Offset,
                                    to: decl.path.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
                    context.change(decl, "`\(written)` → `import \(module)`: the library has no submodules")
                    imported[module, default: []].append(attributes)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func attributeNames(_ decl: ImportDeclSyntax) -> Set<String> {
            Set(decl.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
        }
    }
}
