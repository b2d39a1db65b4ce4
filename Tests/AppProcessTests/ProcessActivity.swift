import Foundation

/// What a process has consumed so far, read from /proc: CPU time in clock ticks (what `top`
/// and `time` see), precise run time, and how often its threads were switched out (each
/// sleep → wake cycle of a thread is one voluntary switch, so their sum counts wake-ups).
struct ProcessActivity {
    /// `utime + stime` of the whole process (fields 14 and 15 of /proc/PID/stat), in clock ticks.
    var cpuTicks: Int
    /// `voluntary_ctxt_switches + nonvoluntary_ctxt_switches` summed over /proc/PID/task/*/status.
    var contextSwitches: Int
    /// Time on a CPU summed over the threads (first field of /proc/PID/task/*/schedstat), in ns.
    var runNanoseconds: Int
    /// Number of threads at the time of the sample.
    var threads: Int

    /// Clock ticks per second (`sysconf(_SC_CLK_TCK)`, 100 on Linux).
    static let ticksPerSecond = sysconf(Int32(_SC_CLK_TCK))

    struct Unreadable: Error, CustomStringConvertible { let description: String }

    /// Samples process `pid`.
    init(pid: pid_t) throws {
        let stat = try Self.read("/proc/\(pid)/stat")
        // Field 2 is the command name in parentheses and may contain spaces: split after it.
        guard let closing = stat.lastIndex(of: ")") else { throw Unreadable(description: "odd /proc/\(pid)/stat: \(stat)") }
        let fields = stat[stat.index(after: closing)...].split(separator: " ")
        // fields[0] is field 3 (state), so field N is fields[N - 3].
        guard fields.count > 12, let user = Int(fields[14 - 3]), let system = Int(fields[15 - 3]) else {
            throw Unreadable(description: "odd /proc/\(pid)/stat: \(stat)")
        }
        cpuTicks = user + system

        let threadIDs = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        var switches = 0, runTime = 0, counted = 0
        for thread in threadIDs {
            // A thread may end between the listing and the read: skip it.
            guard let status = try? Self.read("/proc/\(pid)/task/\(thread)/status") else { continue }
            for line in status.split(separator: "\n")
            where line.hasPrefix("voluntary_ctxt_switches:") || line.hasPrefix("nonvoluntary_ctxt_switches:") {
                switches += Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
            }
            if let schedstat = try? Self.read("/proc/\(pid)/task/\(thread)/schedstat"),
               let first = schedstat.split(separator: " ").first, let nanoseconds = Int(first) {
                runTime += nanoseconds
            }
            counted += 1
        }
        contextSwitches = switches
        runNanoseconds = runTime
        threads = counted
    }

    /// Reads a /proc file (their reported size is 0, so read until the end).
    private static func read(_ path: String) throws -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Unreadable(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
