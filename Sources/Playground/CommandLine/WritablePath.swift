import Foundation

/// Checks, before any window opens or any frame is rendered, that the files the playground
/// will write can be written: `--record FILE`, `--contact-sheet FILE.png`, `--output DIR`.
///
/// A check does what the real write will do, as far as it can without leaving a trace: it
/// opens an existing file for writing (without truncating it), or creates the new file and
/// removes it again; a directory is created (it will be needed) and a probe file made in it.
/// So a read-only mount, `/proc`, a missing parent directory and a path that names a directory
/// are all caught, with the system's reason.
///
///     try WritablePath.checkFile("/proc/rec.txt", option: "--record")
///     // throws "--record /proc/rec.txt: cannot write there (No such file or directory)"
enum WritablePath {
    /// Throws when `path` cannot be written as a file.
    static func checkFile(_ path: String, option: String) throws(PlaygroundOptions.UsageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw PlaygroundOptions.UsageError(message: "\(option) \(path): that is a directory; name a file in it")
            }
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { throw failure(option, path) }
            close(fd)
            return
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw failure(option, path) }
        close(fd)
        unlink(path)
    }

    /// Throws when `path` cannot be made a directory, or files cannot be written in it.
    static func checkDirectory(_ path: String, option: String) throws(PlaygroundOptions.UsageError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw PlaygroundOptions.UsageError(message: "\(option) \(path): cannot make that directory (\(reason))")
        }
        let probe = path + "/.playground-write-check-\(getpid())"
        let fd = open(probe, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw failure(option, path) }
        close(fd)
        unlink(probe)
    }

    private static func failure(_ option: String, _ path: String) -> PlaygroundOptions.UsageError {
        let reason = String(cString: strerror(errno))
        return PlaygroundOptions.UsageError(message: "\(option) \(path): cannot write there (\(reason))")
    }
}
