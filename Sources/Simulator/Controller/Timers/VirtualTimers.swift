import ChatModel

/// A controller's timers on the virtual clock: `Task.sleep`, `DispatchQueue.main.asyncAfter`
/// and `Timer.scheduledTimer` of the app, fired on the first display-link tick at or after
/// their due time (the main run loop serves them between frames), before `displayLinkDidFire`.
///
/// Order is deterministic: by due time, then by scheduling order.
struct VirtualTimers {
    private struct Entry {
        var due: VirtualInstant
        var sequence: Int
        var id: TimerID
        var body: () -> Void
    }

    private var entries: [Entry] = []
    private var nextSequence = 0

    var isEmpty: Bool { entries.isEmpty }

    /// Schedules `body` at `due`. O(t) for t pending timers (a controller keeps a handful).
    mutating func schedule(at due: VirtualInstant, _ body: @escaping () -> Void) -> TimerID {
        let id = TimerID(rawValue: nextSequence)
        let entry = Entry(due: due, sequence: nextSequence, id: id, body: body)
        nextSequence += 1
        let position = entries.firstIndex { ($0.due, $0.sequence) > (due, entry.sequence) } ?? entries.endIndex
        entries.insert(entry, at: position)
        return id
    }

    /// Cancels `id`; a fired or cancelled timer is ignored. O(t).
    mutating func cancel(_ id: TimerID) { entries.removeAll { $0.id == id } }

    /// Removes and returns the earliest timer due at or before `now`.
    mutating func popDue(atOrBefore now: VirtualInstant) -> (() -> Void)? {
        guard let first = entries.first, first.due <= now else { return nil }
        return entries.removeFirst().body
    }
}

/// A scheduled timer, for cancelling it (a debounce cancels the previous one).
public struct TimerID: Hashable, Sendable {
    let rawValue: Int
}
