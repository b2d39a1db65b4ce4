// swift-tools-version: 6.0
//
// TransitionPlayground: UIKit's interactive view-controller transitions on the Linux desktop.
//
// Layers (dependencies point down only):
//   Playground, UIKitFixtureApp       executables
//   UIKitTesting                      headless harness for tests of client code
//   UIKit                             views, windows, the application and its run loop
//   QuartzCore      WindowSystem      layer tree + renderer  |  X11 and headless backends
//   CoreGraphics                      geometry, colours, paths, images, the Cairo-backed CGContext
//   CCairo, CPango, CPixman, CX11,    system libraries
//   CXTest, CXInput, CTurboJPEG
//   LayoutSolver                      the Cassowary constraint solver under Auto Layout (no dependencies)
//   uikit-port, UIKitPortKit          the porting tool on swift-syntax, apart: the library never builds it
import PackageDescription

let package = Package(
    name: "TransitionPlayground",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .executable(name: "Playground", targets: ["Playground"]),
        .executable(name: "uikit-port", targets: ["uikit-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev", "libxext-dev"])]),
        .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        // XInput2: the smooth-scrolling valuators of touchpads and high-resolution wheels.
        .systemLibrary(name: "CXInput", pkgConfig: "xi", providers: [.apt(["libxi-dev"])]),
        // pixman's projective transforms draw layers placed in 3D (cairo's matrices are affine only).
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // Pango lays out and draws text over cairo (HarfBuzz shaping, fontconfig fallback).
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // libjpeg-turbo (TurboJPEG): UIImage decodes JPEG files and data, and encodes `jpegData`.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),

        // Empty modules that Swift Testing's cross-import overlays look for (see their sources).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        // The Cassowary constraint solver Auto Layout stands on; depends on nothing.
        .target(name: "LayoutSolver"),
        // Its benchmark against kiwi (scripts/bench-layout.sh).
        .executableTarget(name: "LayoutBench", dependencies: ["LayoutSolver"]),

        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPango", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CCairo", "CPixman"]),
        .target(name: "WindowSystem", dependencies: ["CoreGraphics", "CCairo", "CX11", "CXInput"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "WindowSystem", "LayoutSolver", "CCairo", "CTurboJPEG", "_Testing_UIKit"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),

        .executableTarget(name: "Playground", dependencies: ["UIKit", "UIKitTesting", "WindowSystem"]),
        // The benchmark of the renderer against ../shared/bench's yardstick (scripts/bench.sh).
        .executableTarget(name: "TransitionBench", dependencies: ["UIKit", "UIKitTesting", "WindowSystem"]),
        // A small client app written as an iOS developer would; the X11 tests launch it.
        .executableTarget(name: "UIKitFixtureApp", dependencies: ["UIKit"]),
        // Ports a folder of iOS sources in place (README, "Porting iOS code").
        .target(name: "UIKitPortKit", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "uikit-port", dependencies: ["UIKitPortKit"]),

        // Near-equality expectations that show both values, for every test target (CoreGraphics only).
        .target(name: "TestExpectations", dependencies: ["CoreGraphics", "CPango"], path: "Tests/TestExpectations"),
        // Helpers the UIKit test targets share (logs, logging controllers, pixel expectations);
        // re-exports TestExpectations.
        .target(name: "TestSupport", dependencies: ["UIKit", "UIKitTesting", "TestExpectations"], path: "Tests/TestSupport"),

        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "CPango", "TestExpectations"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "UIKitTesting", "TestExpectations"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "TestSupport", "CPango"]),
        .testTarget(name: "CompatibilityTests", dependencies: ["UIKit", "UIKitTesting", "TestSupport"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "UIKitTesting", "TestSupport"]),
        .testTarget(name: "ClientAppTests", dependencies: ["UIKit", "TestExpectations"]),
        .testTarget(name: "X11Tests", dependencies: ["WindowSystem", "CX11", "CXTest", "TestExpectations"]),
        .testTarget(name: "ReliabilityTests", dependencies: ["UIKit", "UIKitTesting", "Playground", "WindowSystem"]),
        // Small transition libraries written as iOS libraries are (Fixtures/iOS), as
        // `uikit-port` ports them; Swift 5 mode, like the code they stand for.
        .target(name: "PortedFixtures", dependencies: ["UIKit"], path: "Tests/PortedFixtures",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "PortedExampleApp", dependencies: ["UIKit", "PortedFixtures"], path: "Tests/PortedExampleApp",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        // An app written as Xcode's iOS 13+ template is (AppDelegate + SceneDelegate, Fixtures/iOS/SceneApp), ported.
        .executableTarget(name: "PortedSceneApp", dependencies: ["UIKit"], path: "Tests/PortedSceneApp",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PortedFixtureTests", dependencies: ["PortedFixtures", "UIKit", "UIKitTesting", "TestSupport"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "UIKitPortTests", dependencies: ["UIKitPortKit"]),
        .testTarget(name: "AppProcessTests", dependencies: ["CX11", "CXTest", "CCairo", "UIKitFixtureApp", "Playground", "TransitionBench", "PortedExampleApp", "PortedSceneApp",
                                                          "TestExpectations"]),
    ]
)
