import Foundation

/// How the rehearsal calls the app's `@MainActor` code: synchronously, on the thread that
/// runs the rehearsal's simulation.
///
/// UIKit declares its classes and protocols `@MainActor` (so do ChatRigUIKit's), and on a
/// device all of a screen's code runs on the main thread. A rehearsal runs its simulation on
/// the thread that called it — the main thread in a `@MainActor` test or under XCTest, a
/// worker thread under `chatrig run --jobs N` — and the app's objects never leave that
/// thread. On the main thread the call is `MainActor.assumeIsolated`, so every runtime check
/// the app's code makes (`MainActor.assumeIsolated`, `dispatchPrecondition(condition:
/// .onQueue(.main))`, Swift 6's dynamic isolation checks) holds. On another thread the call
/// is made without the executor check: the code runs confined to that one thread, which is
/// what the main actor guarantees, but a check the app makes itself traps there — rehearse
/// such code from a `@MainActor` test.
///
/// One rehearsal of a view controller runs at a time in a process (``UIKitRehearsalGate``):
/// Foundation's `NotificationCenter.default`, which the app observes, is process-wide.
enum MainActorBridge {
    /// Runs `body` as main-actor code, now, on this thread. See the type's note.
    static func run<T>(_ body: @MainActor () throws -> T) rethrows -> T {
        if Thread.isMainThread {
            return try MainActor.assumeIsolated(body)
        }
        return try withoutActuallyEscaping(body) { isolated in
            // A `@MainActor` function value and a nonisolated one share their representation;
            // the cast drops only the static isolation, which this thread's confinement upholds.
            try unsafeBitCast(isolated, to: (() throws -> T).self)()
        }
    }
}
