import Foundation
import Testing

/// A private Xvfb server for one test: started on a display nobody else uses, stopped when
/// the test is done, so tests are hermetic, can run side by side and need no `DISPLAY`.
///
///     try withXvfb { server in
///         let backend = try server.openBackend(size: size, title: "t")   // X11Backend on server.displayName
///         let client = try XClient(server)                               // reads pixels, injects input
///         …
///     }
final class XvfbServer {
    /// Why a server could not be started.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The display to connect to, `":N"`.
    let displayName: String
    private let pid: pid_t
    private let logPath: String
    private var isRunning = true

    /// Starts `Xvfb -displayfd 3 -screen 0 WxHx24 -nolisten tcp -noreset` and waits (at most
    /// `timeout`) until it reports the display number it picked, i.e. until it accepts clients.
    ///
    /// `-noreset` keeps root-window properties (such as `RESOURCE_MANAGER`) when the last
    /// client disconnects.
    init(width: Int = 1024, height: Int = 768, timeout: Duration = .seconds(20)) throws {
        guard let executable = Self.findInPath("Xvfb") else {
            throw Failure(description: "Xvfb is not installed or not in PATH (on Debian: apt-get install xvfb); the X11 tests start their own server")
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed: errno \(errno)") }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }   // pipe2 is not imported
        defer { close(pipeEnds[0]) }
        logPath = NSTemporaryDirectory() + "x11tests-xvfb-\(getpid())-\(UUID().uuidString).log"

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 3)   // dup2 clears close-on-exec

        // The spawning thread may block signals (test runners do); the server must not inherit
        // that, or SIGTERM stays pending and stop() has to fall back to SIGKILL.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaultSignals = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaultSignals)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaultSignals, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let arguments = [executable, "-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, &argv, &envp)
        close(pipeEnds[1])
        guard spawned == 0 else { throw Failure(description: "could not start \(executable): \(String(cString: strerror(spawned)))") }
        self.pid = pid

        do {
            displayName = ":" + (try Self.readDisplayNumber(from: pipeEnds[0], timeout: timeout))
        } catch {
            let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            displayName = ""
            stop()
            throw Failure(description: "\(error); Xvfb said: \(log.suffix(600))")
        }
    }

    deinit { stop() }

    /// Terminates the server and waits for it to exit. Close every connection to it first:
    /// Xlib treats a vanished server as fatal.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<500 {   // up to 5 s, then force
            if waitpid(pid, &status, WNOHANG) == pid { unlink(logPath); return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        unlink(logPath)
    }

    private static func readDisplayNumber(from fd: Int32, timeout: Duration) throws(Failure) -> String {
        let clock = ContinuousClock(), deadline = clock.now + timeout
        var text = ""
        while !text.contains("\n") {
            let remaining = deadline - clock.now
            guard remaining > .zero else { throw Failure(description: "Xvfb did not report a display within \(timeout)") }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(1000, remaining.components.seconds * 1000 + 1))
            guard poll(&pfd, 1, milliseconds) >= 0 || errno == EINTR else { throw Failure(description: "poll failed: errno \(errno)") }
            guard pfd.revents != 0 else { continue }
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &bytes, bytes.count)
            guard count > 0 else { throw Failure(description: "Xvfb exited without reporting a display") }
            text += String(decoding: bytes.prefix(count), as: UTF8.self)
        }
        let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else { throw Failure(description: "Xvfb reported display '\(number)'") }
        return number
    }

    private static func findInPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}

/// Runs `body` with a fresh Xvfb and stops the server afterwards. Everything `body` opened on
/// the server (backends, helper connections) must be released by the time it returns, which
/// local constants inside `body` are.
@MainActor
func withXvfb<Result>(_ body: (XvfbServer) throws -> Result) throws -> Result {
    let server = try XvfbServer()
    defer { server.stop() }
    return try body(server)
}
