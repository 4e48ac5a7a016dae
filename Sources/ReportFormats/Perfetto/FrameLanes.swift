/// Places frame slices on as few rows of a track as keep them from overlapping.
///
/// The trace-event format requires the slices of one thread to nest; a frame whose
/// modelled work outlasts its interval (a hitch) overlaps the next frame, which the
/// simulator still starts on time. Such frames go to a second row. O(rows) a frame.
struct FrameLanes {
    private var ends: [TraceEventTime] = []

    /// The row for a slice over `start..<end`, first row first.
    mutating func lane(start: TraceEventTime, end: TraceEventTime) -> Int {
        if let free = ends.firstIndex(where: { $0 <= start }) {
            ends[free] = end
            return free
        }
        ends.append(end)
        return ends.count - 1
    }

    var count: Int { ends.count }
}
