import ChatModel

/// `DispatchQueue` for the app's list code: `main.async` runs on the virtual clock, before
/// the next frame, as the main queue's work runs before the next display refresh.
///
/// Shadows Dispatch's type for files that import ChatRigUIKit. `global(qos:)` work is
/// treated as finishing at once and hopping back: it runs on the main queue too (a list's
/// background work — decoding, parsing — is charged by the engine, not timed here).
/// `asyncAfter(deadline:)` takes a wall-clock `DispatchTime`, which cannot be put on the
/// virtual clock exactly: the work runs after the deadline's distance from now, rounded to
/// the millisecond, and the run records an `invariantViolation` finding naming the call, so
/// a report never silently depends on it. `Task { @MainActor in }` cannot be intercepted at
/// all: it runs on the process's real main actor, outside the rehearsal (README).
public final class DispatchQueue {
    public enum Attributes: Sendable { case concurrent, initiallyInactive }

    public let label: String

    public init(label: String, qos: DispatchQoS = .default, attributes: Attributes? = nil) { self.label = label }

    /// The main queue of the current rehearsal.
    public static var main: DispatchQueue { DispatchQueue(label: "com.apple.main-thread") }

    /// A global queue: its work runs on the rehearsal's main queue (see the type's note).
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "com.apple.root.\(qos)")
    }

    /// `async(execute:)`: before the next frame.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping () -> Void) {
        guard let run = UIKitRun.current else { return work() }
        run.mainQueue.append(work)
    }

    /// `sync(execute:)`: now.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// `asyncAfter(deadline:execute:)`: see the type's note.
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping () -> Void) {
        guard let run = UIKitRun.current else { return work() }
        let nanoseconds = deadline.uptimeNanoseconds > DispatchTime.now().uptimeNanoseconds
            ? deadline.uptimeNanoseconds - DispatchTime.now().uptimeNanoseconds : 0
        let milliseconds = (Double(nanoseconds) / 1_000_000).rounded()
        run.context.recordFinding(
            "DispatchQueue.asyncAfter(deadline:) on a wall-clock deadline, about \(Int(milliseconds)) ms: "
                + "scheduled on the virtual clock at the rounded delay; use a timer the rehearsal drives")
        run.context.schedule(after: .milliseconds(milliseconds)) { run.enter(work) }
    }
}
