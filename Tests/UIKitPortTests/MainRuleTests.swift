import Testing
@testable import UIKitPortKit

@Suite struct MainRuleTests {
    @Test func uiApplicationMainBecomesMainOnAFinalClass() {
        let file = port("""
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """)
        #expect(file.ported == """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """)
        #expect(file.changes("main").map(\.line) == [3, 4])
    }

    @Test func modifiersAndFinalAreRespected() {
        let file = port("""
            import UIKit
            @UIApplicationMain public final class A: UIResponder, UIApplicationDelegate {}
            """)
        #expect(file.ported == """
            import UIKit
            @main public final class A: UIResponder, UIApplicationDelegate {}
            """)
        let other = port("""
            import UIKit
            @main
            public class B: UIResponder, UIKit.UIApplicationDelegate {}
            """)
        #expect(other.ported == """
            import UIKit
            @main
            public final class B: UIResponder, UIKit.UIApplicationDelegate {}
            """)
    }

    @Test func aMainThatIsNoAppDelegateIsLeftAlone() {
        let source = """
            import UIKit
            @main
            struct Tool { static func main() {} }
            """
        #expect(port(source).findings.isEmpty)
    }

    @Test func anOpenOrSubclassedDelegateIsReported() {
        let file = port("""
            import UIKit
            @UIApplicationMain
            open class Base: UIResponder, UIApplicationDelegate {}
            """)
        #expect(file.ported.contains("@main\nopen class Base"))
        #expect(file.warnings("main").count == 1)
        let files = port([("A.swift", "import UIKit\n@main class App: UIResponder, UIApplicationDelegate {}\n"),
                          ("B.swift", "import UIKit\nclass Sub: App {}\n")])
        #expect(!files[0].changed)
        #expect(files[0].warnings("main").first?.message.contains("has subclasses") == true)
    }

    @Test func aSceneDelegateBecomesFinal() {
        let file = port("""
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }
            final class Other: NSObject, UISceneDelegate {}
            class Plain: UIResponder {}
            """)
        #expect(file.ported == """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }
            final class Other: NSObject, UISceneDelegate {}
            class Plain: UIResponder {}
            """)
        #expect(file.changes("main").map(\.message) == ["made scene delegate SceneDelegate `final`"])
    }

    @Test func aSubclassedSceneDelegateIsReported() {
        let files = port([("A.swift", "import UIKit\nclass BaseScene: UIResponder, UIKit.UISceneDelegate {}\n"),
                          ("B.swift", "import UIKit\nclass PhoneScene: BaseScene {}\n")])
        #expect(!files[0].changed)
        #expect(files[0].warnings("main").first?.message.contains("a scene delegate must be `final`") == true)
    }
}
