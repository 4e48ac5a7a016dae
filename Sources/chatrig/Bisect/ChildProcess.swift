import Foundation

/// A child process `bisect` runs (git, the team's build command, the revision's chatrig):
/// its status and output.
struct ChildProcess {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `arguments` (looked up on PATH) in `directory` and waits. When `interruptible`,
    /// a Ctrl-C seen meanwhile (``Interruption``) is passed on to the child, which is waited for.
    /// macOS and Linux only (`Process` is unavailable on iOS, where this throws
    /// `CocoaError(.featureUnsupported)`: ChatRig's libraries build for an app's iOS test target).
    static func run(_ arguments: [String], in directory: URL, interruptible: Bool = false) throws -> ChildProcess {
        #if os(macOS) || os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes while the child runs, so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        var forwarded = false
        while process.isRunning {
            if interruptible, !forwarded, Interruption.happened {
                process.interrupt()
                forwarded = true
            }
            usleep(20_000)
        }
        group.wait()
        return ChildProcess(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                            stderr: String(decoding: errData, as: UTF8.self))
        #else
        throw CocoaError(.featureUnsupported)
        #endif
    }

    /// `git ARGUMENTS` in `directory`; its standard output trimmed, or nil when git failed.
    static func git(_ arguments: [String], in directory: URL) -> String? {
        guard let result = try? run(["git"] + arguments, in: directory), result.status == 0 else { return nil }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Whether the user pressed Ctrl-C (SIGINT) since ``watch()``: `bisect` then stops the
/// bisection and resets the checkout instead of dying with git mid-bisect.
///
/// A signal handler may only set a flag of static storage (nothing else is async-signal-safe),
/// hence the one piece of global state here; it is written by the handler and read by the
/// waiting loop of ``ChildProcess/run(_:in:interruptible:)``. Children get the default
/// action back on exec, so a terminal's Ctrl-C still stops them.
enum Interruption {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    static var happened: Bool { flag != 0 }

    /// Catches SIGINT from now on.
    static func watch() {
        flag = 0
        signal(SIGINT) { _ in Interruption.flag = 1 }
        // A parent may have started this process with SIGINT blocked; unblock it here.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// SIGINT's default action again.
    static func stopWatching() {
        signal(SIGINT, SIG_DFL)
    }
}
