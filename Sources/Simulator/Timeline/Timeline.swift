import ChatModel

/// The compiled form of a scenario's `timeline:`: timed user and model actions.
public struct Timeline: Hashable, Sendable {
    public var events: [TimelineEvent]

    /// Creates a timeline; events are ordered by time, simultaneous ones keeping their order.
    public init(_ events: [TimelineEvent]) {
        self.events = events.enumerated()
            .sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The time of the last event, or zero.
    public var lastEventTime: VirtualInstant { events.last?.at ?? .zero }
}
