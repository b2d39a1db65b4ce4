import Testing
@testable import UIKitPortKit

@Suite struct RequiredInitRuleTests {
    @Test func layerAndAnimationSubclassesWriteRequiredInit() {
        let file = port("""
            import QuartzCore

            class Glow: CAShapeLayer {
                override init() {
                    super.init()
                }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Bounce: CASpringAnimation {
                public override init() { super.init() }
            }
            class Plain: NSObject {
                override init() {}
            }
            """)
        #expect(file.ported == """
            import QuartzCore

            class Glow: CAShapeLayer {
                required init() {
                    super.init()
                }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Bounce: CASpringAnimation {
                public required init() { super.init() }
            }
            class Plain: NSObject {
                override init() {}
            }
            """)
        #expect(file.changes("required-init").map(\.line) == [4, 11])
    }

    @Test func descendantsAcrossFilesAreFound() {
        let files = port([
            ("Base.swift", "import UIKit\nclass Base: CALayer {}\n"),
            ("Mid.swift", "import UIKit\nclass Mid: Base {}\n"),
            ("Leaf.swift", "import UIKit\nclass Leaf: Mid {\n    override init() { super.init() }\n}\n"),
        ])
        #expect(files[2].ported == "import UIKit\nclass Leaf: Mid {\n    required init() { super.init() }\n}\n")
        #expect(files[2].changes("required-init").first?.line == 3)
    }

    @Test func aLayerWithOtherInitializersOnlyIsReported() {
        let file = port("""
            import UIKit
            class Tinted: CALayer {
                let tint: UIColor
                init(tint: UIColor) { self.tint = tint; super.init() }
                override init(layer: Any) { tint = .red; super.init(layer: layer) }
            }
            """)
        #expect(!file.changed)
        #expect(file.warnings("required-init").first?.line == 4)
        #expect(file.warnings("required-init").first?.message.contains("required init()") == true)
    }

    @Test func alreadyRequiredIsLeftAlone() {
        let source = "import UIKit\nclass L: CALayer {\n    required init() { super.init() }\n    required override init(layer: Any) { super.init(layer: layer) }\n}\n"
        #expect(port(source).findings.isEmpty)
    }
}

@Suite struct RequiredReusableInitRuleTests {
    @Test func cellsAndHeadersWriteRequiredInit() {
        let file = port("""
            import UIKit

            class MessageCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class SectionHeader: UITableViewHeaderFooterView {
                override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class PhotoCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(file.changes("required-init").map(\.line) == [4, 10, 14])
        #expect(file.ported.contains("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
        #expect(file.ported.contains("    required init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }"))
        #expect(file.ported.contains("class PhotoCell: UICollectionViewCell {\n    required init(frame: CGRect)"))
        #expect(file.ported.contains("class Badge: UIView {\n    override init(frame: CGRect)"), "a plain view keeps override")
    }

    @Test func aListCellSubclassGetsItsInitializerRequired() {
        let file = port("""
            import UIKit
            final class SettingCell: UICollectionViewListCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(file.changes("required-init").map(\.line) == [3])
        #expect(file.ported.contains("final class SettingCell: UICollectionViewListCell {\n    required init(frame: CGRect)"))
    }

    @Test func subclassesOfOwnCellsAreFound() {
        let files = port([
            ("Base.swift", "import UIKit\nclass BaseCell: UITableViewCell {}\n"),
            ("Leaf.swift", "import UIKit\nclass LeafCell: BaseCell {\n    override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }\n    required init?(coder: NSCoder) { nil }\n}\n"),
        ])
        #expect(files[1].changes("required-init").first?.line == 3)
    }
}
