import Foundation

/// Where the package's executables are, and how the tests start them.
enum AppLaunch {
    /// The build products directory: the test binary
    /// (`.build/<triple>/debug/TransitionPlaygroundPackageTests.xctest`) sits next to the
    /// executables it depends on.
    static var productsDirectory: String {
        let binary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (binary as NSString).deletingLastPathComponent
    }

    /// The path of one of the package's executables, or a failure that says how to build it.
    static func executable(_ name: String) throws -> String {
        let path = productsDirectory + "/" + name
        guard access(path, X_OK) == 0 else {
            throw LaunchFailure(description: "\(name) is not in \(productsDirectory): build it with the tests "
                + "(`swift build --build-tests`; AppProcessTests depends on it, so that builds it)")
        }
        return path
    }

    /// An environment built from scratch: the user's PATH and HOME, nothing else unless asked
    /// for. In particular no inherited `DISPLAY` and no `UIKIT_*` settings.
    static func environment(display: String?, _ extra: [String: String] = [:]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
        if let home = inherited["HOME"] { environment["HOME"] = home }
        if let display { environment["DISPLAY"] = display }
        environment.merge(extra) { $1 }
        return environment
    }

    /// Starts one of the package's apps (`UIKitFixtureApp`, `Playground`) on `display`.
    static func start(_ app: String, _ arguments: [String] = [], display: String?,
                      environment extra: [String: String] = [:]) throws -> ProcessUnderTest {
        try ProcessUnderTest(executable: executable(app), arguments: arguments,
                             environment: environment(display: display, extra))
    }
}

/// A private Xvfb for one test, found on a free display with `-displayfd` (so tests can run side
/// by side). `-noreset` keeps root properties such as `RESOURCE_MANAGER` when the last client
/// disconnects. Without a window manager, top-level windows sit at (0, 0).
final class PrivateXServer {
    /// `":N"`.
    let displayName: String
    private let process: ProcessUnderTest

    init(width: Int = 1024, height: Int = 768) async throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let xvfb = path.split(separator: ":").map({ String($0) + "/Xvfb" }).first(where: { access($0, X_OK) == 0 }) else {
            throw LaunchFailure(description: "Xvfb is not installed (Debian: apt-get install xvfb); these tests start their own X server")
        }
        process = try ProcessUnderTest(
            executable: xvfb,
            arguments: ["-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
            environment: AppLaunch.environment(display: nil), capturing: [2, 3])
        // Xvfb writes the display number once it accepts connections.
        let process = process
        try await waitUntil(timeout: .seconds(20)) {
            process.update()
            return process.output(3).contains("\n") || process.exitStatus != nil
        }
        let number = process.output(3).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
            process.terminate()
            throw LaunchFailure(description: "Xvfb did not report a display (got '\(number)'); \(process.diagnostics)")
        }
        displayName = ":" + number
    }

    deinit { process.terminate() }

    /// Stops the server cleanly (SIGTERM) and waits for it.
    func stop() { process.terminate() }

    /// Kills the server outright, as a crash would, and reaps it.
    func crash() {
        process.send(SIGKILL)
        process.terminate()   // reaps it (the SIGTERM this sends first reaches a dying process)
    }
}

/// Runs `body` with a fresh X server and a test connection to it ("the observer"), and tears both
/// down afterwards, the connection first (Xlib ends the process when its server vanishes).
func withXServer<Result>(width: Int = 1024, height: Int = 768, resources: String? = nil,
                         _ body: (PrivateXServer, XObserver) async throws -> Result) async throws -> Result {
    let server = try await PrivateXServer(width: width, height: height)
    let observer = try XObserver(displayName: server.displayName)
    defer {
        observer.close()
        server.stop()
    }
    if let resources { observer.setRootResources(resources) }
    return try await body(server, observer)
}
