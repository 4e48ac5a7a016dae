/// Calls into the app's `@MainActor` views from the rehearsal's thread.
///
/// A rehearsal runs its whole simulation — the virtual clock, the engine, every call into
/// the app's views — on the one thread that called it, one call at a time, and that thread
/// stands in for the main thread: app code never runs concurrently with itself, as on the
/// main actor. The run may be on any thread (`chatrig run --jobs N` runs several at once),
/// so `MainActor.assumeIsolated` (which traps off the main thread) cannot be used; the call
/// is made synchronously without a hop. Code that really needs the process's main actor
/// (`Task { @MainActor in }`, `await MainActor.run`) runs outside the rehearsal (README).
enum MainActorBridge {
    /// Runs `body`, which is isolated to the main actor, on this thread, now.
    static func run<R>(_ body: @MainActor () throws -> R) rethrows -> R {
        try withoutActuallyEscaping(body) { escapable in
            // Same representation: a synchronous function's isolation is not part of its ABI.
            let plain = unsafeBitCast(escapable, to: (() throws -> R).self)
            return try plain()
        }
    }
}

/// A value carried into a `@Sendable` callback that runs on the rehearsal's thread
/// (Observation's `onChange`, a Combine sink): never shared across threads.
struct RehearsalThreadBox<Value>: @unchecked Sendable {
    let value: Value
}
