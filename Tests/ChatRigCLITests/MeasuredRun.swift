import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process run to its end (or killed at its time limit) with its exit status,
/// standard error and peak resident memory.
///
/// The peak comes from `wait4`'s resource usage of the process that ran the command. On Linux
/// that figure is not the command's own when the test process spawns it directly:
/// `posix_spawn` clones the test process's address space (`CLONE_VM | CLONE_VFORK`), and
/// `exec` records the replaced address space's high-water mark in the new program's
/// `ru_maxrss` (`exec_mmap` → `setmax_mm_hiwater_rss` in the kernel's fs/exec.c) — so every
/// child reported the test process's own peak, 264 MiB once the parallel suite had grown it.
/// On Linux the command therefore runs under GNU time (`/usr/bin/time -f %M`), a small
/// process whose forked child has only that small process's high-water mark to inherit; the
/// figure GNU time writes is the command's own. macOS's `exec` starts the count afresh, so
/// there `wait4` reads the command directly.
struct MeasuredRun {
    var status: Int32
    var stderr: String
    var peakResidentBytes: Int
    var timedOut: Bool

    /// GNU time, which the Linux figure needs (`make test-deps` installs it).
    static let gnuTime = "/usr/bin/time"

    static func start(_ executable: String, _ arguments: [String], timeLimit: Double) throws -> MeasuredRun {
        #if os(Linux)
        guard FileManager.default.isExecutableFile(atPath: gnuTime) else {
            throw MeasurementError.gnuTimeMissing(gnuTime)
        }
        let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: peakFile) }
        var run = try spawn(gnuTime, ["-f", "%M", "-o", peakFile.path, executable] + arguments, timeLimit: timeLimit)
        // GNU time writes "Command exited with non-zero status N" before the figure: the last line.
        let written = (try? String(contentsOf: peakFile, encoding: .utf8)) ?? ""
        guard let kilobytes = written.split(separator: "\n").last.flatMap({ Int($0) }) else {
            if run.timedOut { return run }
            throw MeasurementError.noPeakFigure(written)
        }
        run.peakResidentBytes = kilobytes * 1_024
        return run
        #else
        return try spawn(executable, arguments, timeLimit: timeLimit)
        #endif
    }

    enum MeasurementError: Error, CustomStringConvertible {
        case gnuTimeMissing(String)
        case noPeakFigure(String)

        var description: String {
            switch self {
            case .gnuTimeMissing(let path):
                "\(path) is missing: a child's own peak memory on Linux is read through GNU time (apt-get install time)"
            case .noPeakFigure(let written): "GNU time wrote no peak figure: \(written.prefix(200))"
            }
        }
    }

    /// Runs `executable` in a process group of its own (so a kill at the time limit reaches the
    /// command under GNU time too), with `wait4`'s figure as the peak.
    private static func spawn(_ executable: String, _ arguments: [String], timeLimit: Double) throws -> MeasuredRun {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        // A struct on Glibc, an opaque pointer on Darwin (`posix_spawn_file_actions_init` allocates it).
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(fds[1])
        defer { close(fds[0]) }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }

        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(timeLimit)
        var timedOut = false
        while true {
            var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready > 0 {
                let count = read(fds[0], &buffer, buffer.count)
                if count <= 0 { break }
                output += buffer[0..<count]
            }
            if Date() > deadline {
                kill(-pid, SIGKILL)
                timedOut = true
                break
            }
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1_024  // kilobytes on Linux
        #else
        let peak = Int(usage.ru_maxrss)  // bytes on macOS
        #endif
        return MeasuredRun(status: exitStatus, stderr: String(decoding: output, as: UTF8.self),
                           peakResidentBytes: peak, timedOut: timedOut)
    }
}
