#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a signal that would end the process arrived since ``watch()`` — Ctrl-C (SIGINT),
/// a CI cancel or `timeout` (SIGTERM), a closed terminal (SIGHUP), SIGQUIT, and the other
/// catchable ones whose default is to terminate: `bisect` then stops its children, resets the
/// checkout and removes its temporary folder instead of dying with git mid-bisect on a
/// detached HEAD.
///
/// A signal handler may only set a flag of static storage (nothing else is
/// async-signal-safe), hence the one piece of global state here; it is written by the handler
/// and read by the waiting loop of ``ChildProcess/run(_:in:)``, which passes the signal on to
/// the child's process group. Children get the default actions back when they start.
enum Interruption {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    /// The signals caught: every catchable one whose default action ends the process.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, SIGUSR2, SIGPIPE, SIGXCPU, SIGXFSZ,
                                   SIGVTALRM, SIGPROF]

    /// The first signal caught, if any.
    static var received: Int32? { flag == 0 ? nil : Int32(flag) }

    static var happened: Bool { flag != 0 }

    /// The exit status after it: 128 + the signal's number, as a shell reports it.
    static var exitStatus: Int32 { 128 + (received ?? SIGINT) }

    /// Catches ``signals`` from now on.
    static func watch() {
        flag = 0
        var set = sigset_t()
        sigemptyset(&set)
        for caught in signals {
            _ = signal(caught) { number in
                if Interruption.flag == 0 { Interruption.flag = sig_atomic_t(number) }
            }
            sigaddset(&set, caught)
        }
        // A parent may have started this process with them blocked; unblock them here.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The default actions again.
    static func stopWatching() {
        for caught in signals { _ = signal(caught, SIG_DFL) }
    }
}
