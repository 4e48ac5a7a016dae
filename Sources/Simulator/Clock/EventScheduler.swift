import ChatModel

/// The run's one event queue, shared by the parts that schedule into it (the timeline, the
/// streaming reply, the message store's page results).
final class EventScheduler {
    private(set) var queue = EventQueue<SimulationEvent>()

    func schedule(_ event: SimulationEvent, at time: VirtualInstant) {
        queue.schedule(event, at: time)
    }

    func popDue(atOrBefore time: VirtualInstant) -> (time: VirtualInstant, event: SimulationEvent)? {
        queue.popDue(atOrBefore: time)
    }
}
