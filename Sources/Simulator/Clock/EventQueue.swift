import ChatModel

/// A priority queue of timed events with a deterministic order for simultaneous ones.
///
/// Events due at the same virtual instant come out in the order they were scheduled
/// (first in, first out), so a run never depends on heap layout or hashing. Backed by a
/// binary min-heap keyed by (time, sequence number).
public struct EventQueue<Event> {
    private struct Entry {
        var time: VirtualInstant
        var sequence: UInt64
        var event: Event

        func precedes(_ other: Entry) -> Bool {
            time != other.time ? time < other.time : sequence < other.sequence
        }
    }

    private var heap: [Entry] = []
    private var nextSequence: UInt64 = 0

    public init() {}

    /// The number of pending events. O(1).
    public var count: Int { heap.count }
    public var isEmpty: Bool { heap.isEmpty }

    /// The time of the earliest pending event. O(1).
    public var nextTime: VirtualInstant? { heap.first?.time }

    /// Schedules `event` at `time`. O(log n).
    public mutating func schedule(_ event: Event, at time: VirtualInstant) {
        heap.append(Entry(time: time, sequence: nextSequence, event: event))
        nextSequence &+= 1
        siftUp(heap.count - 1)
    }

    /// Removes and returns the earliest event if it is due at or before `time`. O(log n).
    public mutating func popDue(atOrBefore time: VirtualInstant) -> (time: VirtualInstant, event: Event)? {
        guard let first = heap.first, first.time <= time else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return (first.time, first.event)
    }

    /// Removes every pending event for which `shouldRemove` is true. O(n).
    public mutating func removeAll(where shouldRemove: (Event) -> Bool) {
        let kept = heap.filter { !shouldRemove($0.event) }
        guard kept.count != heap.count else { return }
        heap = []
        for entry in kept.sorted(by: { $0.precedes($1) }) { heap.append(entry) }
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
