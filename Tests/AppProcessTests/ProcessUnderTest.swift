import Foundation
import Synchronization

/// How a child process ended.
enum ExitStatus: Equatable, CustomStringConvertible {
    /// It called `exit` (or returned from `main`) with this status.
    case exited(Int32)
    /// A signal ended it (a crash, or a kill).
    case signaled(Int32)

    /// Decodes a `waitpid` status (the `WIFEXITED` family are macros Swift does not import).
    init(waitStatus: Int32) {
        let low = waitStatus & 0x7f
        self = low == 0 ? .exited((waitStatus >> 8) & 0xff) : .signaled(low)
    }

    var description: String {
        switch self {
        case .exited(let code): "exit status \(code)"
        case .signaled(let signal): "killed by signal \(signal) (\(String(cString: strsignal(signal))))"
        }
    }
}

/// When a child ended, as the thread waiting for it saw it.
private final class ExitWatch: Sendable {
    let instant = Mutex<ContinuousClock.Instant?>(nil)
}

/// Why a process could not be started.
struct LaunchFailure: Error, CustomStringConvertible {
    let description: String
}

/// Pipes are created and the child spawned under this lock, so that no other test's child is
/// spawned between `pipe()` and marking the ends close-on-exec (`pipe2` is not imported):
/// a leaked pipe end in a stranger process would keep our pipes open.
private let spawnLock = Mutex(())

/// A child process started as a user starts it, watched from outside: its standard output and
/// error (and any other descriptors asked for) go to pipes that are read without blocking, and
/// its exit status is collected with `waitpid(WNOHANG)`.
///
/// Everything here polls: call ``update()`` (the waits do) to take in new output and notice
/// the exit. An instance belongs to one test; when released it kills a child still running.
final class ProcessUnderTest {
    /// The executable's file name, for messages.
    let name: String
    let pid: pid_t
    /// The exit status, once the child has ended and was reaped.
    private(set) var exitStatus: ExitStatus?
    /// When the child ended: taken by a thread that waits for its exit (`waitid` with `WNOWAIT`,
    /// which leaves the reaping to ``update()``), so it does not depend on how soon a busy test
    /// runner gets round to polling; else when ``update()`` first saw the exit.
    private(set) var exitNoticed: ContinuousClock.Instant?
    private let exitWatch = ExitWatch()

    /// Read ends by the child's descriptor number, and what came through them so far.
    private var readEnds: [Int32: Int32] = [:]
    private var received: [Int32: [UInt8]] = [:]

    /// Starts `executable` with exactly `environment` (nothing is inherited). Descriptors 0–2
    /// that are not captured are connected to /dev/null.
    init(executable: String, arguments: [String], environment: [String: String],
         capturing descriptors: [Int32] = [1, 2]) throws {
        name = (executable as NSString).lastPathComponent
        guard access(executable, X_OK) == 0 else {
            throw LaunchFailure(description: "\(executable) does not exist or is not executable")
        }
        let argv = [executable] + arguments
        let envp = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }

        let (pid, readEnds) = try spawnLock.withLock { _ throws(LaunchFailure) -> (pid_t, [Int32: Int32]) in
            var readEnds: [Int32: Int32] = [:], writeEnds: [Int32: Int32] = [:]
            defer { writeEnds.values.forEach { _ = Glibc.close($0) } }
            for descriptor in descriptors {
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else {
                    readEnds.values.forEach { _ = Glibc.close($0) }
                    throw LaunchFailure(description: "pipe failed: \(String(cString: strerror(errno)))")
                }
                for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
                readEnds[descriptor] = ends[0]
                writeEnds[descriptor] = ends[1]
            }

            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for standard: Int32 in [0, 1, 2] where writeEnds[standard] == nil {
                posix_spawn_file_actions_addopen(&actions, standard, "/dev/null", standard == 0 ? O_RDONLY : O_WRONLY, 0)
            }
            for (descriptor, end) in writeEnds {
                posix_spawn_file_actions_adddup2(&actions, end, descriptor)   // the copy is not close-on-exec
            }

            // Test runners run tests on threads that block signals, and a child inherits the
            // mask: an app with SIGTERM blocked would ignore it. Start from a clean slate.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var emptyMask = sigset_t(), defaults = sigset_t()
            sigemptyset(&emptyMask)
            sigemptyset(&defaults)
            for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigmask(&attributes, &emptyMask)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

            var cArguments = argv.map { strdup($0) } + [nil]
            var cEnvironment = envp.map { strdup($0) } + [nil]
            defer { (cArguments + cEnvironment).forEach { free($0) } }
            var pid: pid_t = 0
            let result = posix_spawn(&pid, executable, &actions, &attributes, &cArguments, &cEnvironment)
            guard result == 0 else {
                readEnds.values.forEach { _ = Glibc.close($0) }
                throw LaunchFailure(description: "could not start \(executable): \(String(cString: strerror(result)))")
            }
            return (pid, readEnds)
        }
        self.pid = pid
        self.readEnds = readEnds
        for descriptor in descriptors { received[descriptor] = [] }
        let watch = exitWatch
        let thread = Thread {
            var info = siginfo_t()
            var result: Int32
            repeat { result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) } while result < 0 && errno == EINTR
            if result == 0 { watch.instant.withLock { $0 = ContinuousClock.now } }
        }
        thread.start()
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        readEnds.values.forEach { _ = Glibc.close($0) }
    }

    var isRunning: Bool { update(); return exitStatus == nil }

    /// Collects the exit status if the child ended, then takes in whatever its pipes hold (what
    /// it wrote before exiting is still in them).
    func update() {
        if exitStatus == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exitStatus = ExitStatus(waitStatus: status)
                exitNoticed = exitWatch.instant.withLock { $0 } ?? ContinuousClock.now
            }
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        for (descriptor, end) in readEnds {
            while true {
                let count = read(end, &buffer, buffer.count)
                if count > 0 { received[descriptor, default: []] += buffer.prefix(count); continue }
                if count < 0 && errno == EINTR { continue }
                if count == 0 {   // end of file: every writer is gone
                    _ = Glibc.close(end)
                    readEnds[descriptor] = nil
                }
                break   // EAGAIN: nothing more for now
            }
        }
    }

    /// Everything the child wrote to `descriptor` so far.
    func output(_ descriptor: Int32) -> String {
        String(decoding: received[descriptor] ?? [], as: UTF8.self)
    }

    var standardOutput: String { update(); return output(1) }
    var standardError: String { update(); return output(2) }

    /// The complete lines written to `descriptor` so far, without empty ones.
    func lines(_ descriptor: Int32) -> [String] {
        var text = output(descriptor)
        if let lastNewline = text.lastIndex(of: "\n") { text = String(text[...lastNewline]) } else { return [] }
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// Waits until the child printed `line` (a whole line) on `descriptor`, ended, or `timeout` passed.
    func waitForLine(_ line: String, on descriptor: Int32 = 1, timeout: Duration) async throws -> Bool {
        try await waitUntil(timeout: timeout) {
            update()
            return lines(descriptor).contains(line) || exitStatus != nil
        }
        return lines(descriptor).contains(line)
    }

    /// Waits until the child ends (at most `timeout`); nil if it is still running.
    func waitForExit(timeout: Duration) async throws -> ExitStatus? {
        try await waitUntil(timeout: timeout) { update(); return exitStatus != nil }
        return exitStatus
    }

    /// Sends a signal (no-op once the child was reaped, so a recycled pid is never hit).
    func send(_ signal: Int32) {
        update()
        if exitStatus == nil { kill(pid, signal) }
    }

    /// Ends the child: SIGTERM, up to `grace` to exit, then SIGKILL. Blocks (briefly).
    func terminate(grace: Duration = .seconds(5)) {
        send(SIGTERM)
        let deadline = ContinuousClock.now + grace
        while exitStatus == nil && ContinuousClock.now < deadline {
            usleep(5_000)
            update()
        }
        send(SIGKILL)
        if exitStatus == nil {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            exitStatus = ExitStatus(waitStatus: status)
            exitNoticed = ContinuousClock.now
        }
        update()
    }

    /// A summary for failure messages: status and output so far.
    var diagnostics: String {
        update()
        let status = exitStatus.map(\.description) ?? "still running"
        let out = output(1).suffix(1500), err = output(2).suffix(1500)
        return "\(name) [pid \(pid)]: \(status); stdout: \(out.isEmpty ? "(empty)" : "«\(out)»"); stderr: \(err.isEmpty ? "(empty)" : "«\(err)»")"
    }
}

/// Checks `condition` every `interval` until it holds or `timeout` passes; returns whether it
/// held. The caller asserts on the state it then finds, so a slow machine only waits longer.
///
/// The last check starts after the deadline: a check that is itself slow (comparing
/// screenshots in a debug build on a loaded machine can take seconds) and began before the
/// deadline looked at the state of its start, not of the deadline.
@discardableResult
func waitUntil(timeout: Duration, interval: Duration = .milliseconds(10),
               _ condition: () throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
        let expired = ContinuousClock.now >= deadline
        if try condition() { return true }
        if expired { return false }
        try await Task.sleep(for: interval)
    }
}
