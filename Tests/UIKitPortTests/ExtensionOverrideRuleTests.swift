import Testing
@testable import UIKitPortKit

@Suite struct ExtensionOverrideRuleTests {
    @Test func overridesMoveIntoTheClassAndAnEmptyExtensionGoes() {
        let file = port("""
            import UIKit

            final class PhotoViewController: UIViewController {
                let photo = UIImageView()
            }

            // MARK: - Lifecycle

            extension PhotoViewController {
                /// Adds the photo.
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(photo)
                }

                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }

            let after = 1
            """)
        #expect(file.ported == """
            import UIKit

            final class PhotoViewController: UIViewController {
                let photo = UIImageView()

                /// Adds the photo.
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(photo)
                }

                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }

            // MARK: - Lifecycle

            let after = 1
            """)
        #expect(file.changes("extension-override").map(\.line) == [9, 11, 16])
    }

    @Test func otherMembersAndConformancesStay() {
        let file = port("""
            import UIKit
            class Pager: UIViewController {}

            extension Pager: UIGestureRecognizerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }
            }

            extension Pager {
                func helper() {}

                override func viewWillAppear(_ animated: Bool) {}
            }

            extension Pager: UIScrollViewDelegate {
                override func viewDidLayoutSubviews() {}
            }
            """)
        #expect(file.ported == """
            import UIKit
            class Pager: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                override func viewWillAppear(_ animated: Bool) {}

                override func viewDidLayoutSubviews() {}
            }

            extension Pager: UIGestureRecognizerDelegate {
                func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }
            }

            extension Pager {
                func helper() {}
            }

            extension Pager: UIScrollViewDelegate {}
            """)
    }

    @Test func aClassInAnotherFileOrNotInTheseFilesIsReported() {
        let files = port([
            ("Card.swift", "import UIKit\nclass Card: UIView {}\n"),
            ("Card+Layout.swift", "import UIKit\nextension Card {\n    override func layoutSubviews() {}\n}\nextension UIView {\n    open override func didMoveToWindow() {}\n}\n"),
        ])
        #expect(!files[1].changed)
        let warnings = files[1].warnings("extension-override")
        #expect(warnings.map(\.line) == [3, 6])
        #expect(warnings[0].message.contains("Card.swift:2"))
        #expect(warnings[1].message.contains("subclass of UIView"))
    }
}

@Suite struct OverriddenExtensionMemberTests {
    @Test func aMemberASubclassOverridesMovesIntoTheClass() {
        let files = port([
            ("Base.swift", """
                import UIKit
                class BaseViewController: UIViewController {
                }

                extension BaseViewController {
                    @objc func setUpViews() {}
                    func unrelated() {}
                }
                """),
            ("Screen.swift", """
                import UIKit
                final class Screen: Middle {
                    override func setUpViews() { super.setUpViews() }
                }
                class Middle: BaseViewController {}
                """),
        ])
        #expect(files[0].ported == """
            import UIKit
            class BaseViewController: UIViewController {
                func setUpViews() {}
            }

            extension BaseViewController {
                func unrelated() {}
            }
            """)
        #expect(files[0].changes("extension-override").first?.message.contains("Screen overrides it") == true)
        #expect(!files[1].changed)
    }
}
