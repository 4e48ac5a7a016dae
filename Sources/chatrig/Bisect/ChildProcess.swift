import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process `bisect` runs (git, the team's build command, the revision's chatrig):
/// its status and output.
///
/// Each child leads a process group of its own, and every signal ``Interruption`` catches
/// (Ctrl-C, a CI cancel's SIGTERM, a closed terminal's SIGHUP, …) is passed on to that whole
/// group: `git bisect run`, the judge it starts and the build under it all stop, instead of
/// git judging every remaining revision before `bisect` can reset. The child is then waited
/// for, so the reset runs on a quiet repository.
struct ChildProcess {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `arguments` (the first looked up on PATH) in `directory` with standard input from
    /// `/dev/null`, and waits; when `forwardsSignals`, a caught signal (even one caught before
    /// it started) is passed on to the child's process group. Clean-up after a signal
    /// (`git bisect reset`) runs with `forwardsSignals: false`.
    /// macOS and Linux only (iOS has no process spawning, where this throws
    /// `CocoaError(.featureUnsupported)`: ChatRig's libraries build for an app's iOS test target).
    static func run(_ arguments: [String], in directory: URL, forwardsSignals: Bool = true) throws -> ChildProcess {
        #if os(macOS) || os(Linux)
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE)
        }
        // A struct on Glibc, an opaque pointer on Darwin (the `_init` calls allocate them).
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own (pgid = its pid), default signal actions and an empty mask.
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&empty)
        for signal in Interruption.signals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // The working directory through the shell (posix_spawn_file_actions_addchdir_np is not
        // in every C library's Swift module); `exec` leaves the child the group's leader.
        let argv = (["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        close(outPipe[1])
        close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL)
        }
        // Read both pipes while the child runs, so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        let out = FileHandle(fileDescriptor: outPipe[0], closeOnDealloc: true)
        let err = FileHandle(fileDescriptor: errPipe[0], closeOnDealloc: true)
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.readDataToEndOfFile() }
        var forwarded: Int32 = 0
        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) { break }
            if forwardsSignals, let caught = Interruption.received, caught != forwarded {
                // The whole group: git, the judge it runs and the judge's build.
                kill(-pid, caught)
                forwarded = caught
            }
            usleep(20_000)
        }
        group.wait()
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ChildProcess(status: exit, stdout: String(decoding: outData, as: UTF8.self),
                            stderr: String(decoding: errData, as: UTF8.self))
        #else
        throw CocoaError(.featureUnsupported)
        #endif
    }

    /// `git ARGUMENTS` in `directory`; its standard output trimmed, or nil when git failed.
    static func git(_ arguments: [String], in directory: URL, forwardsSignals: Bool = true) -> String? {
        guard let result = try? run(["git"] + arguments, in: directory, forwardsSignals: forwardsSignals), result.status == 0 else { return nil }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
