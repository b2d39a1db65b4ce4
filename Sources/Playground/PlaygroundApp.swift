// The TransitionPlayground app. For now it opens its window with the home screen: a title and
// a grid of cards drawn by the layer renderer (rounded corners, borders, shadows, text). The
// transition scenes come with the transition system.
import UIKit

@main
final class PlaygroundAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    override init() {
        PlaygroundCommandLine.validate(CommandLine.arguments)  // before any window opens
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The playground's options on top of the ones every app understands.
enum PlaygroundCommandLine {
    static let usage = """
        usage: Playground [--screen-size WxH] [--scale S] [--headless [--frames N] [--output DIR]]

          --screen-size WxH  the window's size in points (default 390x844)
          --scale S          device pixels per point (default: from Xft.dpi, else 1)
          --headless         render without a window into PNG files
          --frames N         headless: how many frames to render (default 1)
          --output DIR       headless: where to write them (default frames/)
          --help             show this help
        """

    /// Prints the usage and exits for `--help` (status 0) or an unknown option (status 2).
    static func validate(_ arguments: [String]) {
        let withValue: Set = ["--screen-size", "--scale", "--frames", "--output"]
        let flags: Set = ["--headless"]
        var i = 1
        while i < arguments.count {
            let arg = arguments[i]
            let name = String(arg.split(separator: "=", maxSplits: 1).first ?? "")
            if arg == "--help" || arg == "-h" {
                print(usage)
                exit(0)
            } else if withValue.contains(name) {
                if !arg.contains("=") { i += 1 }
            } else if !flags.contains(arg) {
                FileHandle.standardError.write(Data("error: unknown option '\(arg)'\n\(usage)\n".utf8))
                exit(2)
            }
            i += 1
        }
    }
}
