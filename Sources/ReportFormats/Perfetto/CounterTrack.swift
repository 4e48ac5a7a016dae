/// Emits a counter sample only when its value changes.
struct CounterTrack {
    private var last: [String: Double] = [:]

    mutating func update(_ name: String, _ value: Double, at time: TraceEventTime, into events: inout TraceEventList) {
        guard last[name] != value else { return }
        last[name] = value
        events.counter(name, value: value, at: time)
    }
}
