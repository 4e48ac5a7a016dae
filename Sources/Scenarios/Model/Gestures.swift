import ChatModel

/// `drag: { distance: 900pt, duration: 250ms }`: the finger moves the list by `distance`
/// over `duration`, then lifts without velocity. Positive distances move towards older
/// messages, negative ones towards newer.
public struct DragGesture: Hashable, Sendable {
    /// Signed distance, pt (never zero).
    public var distance: Double
    /// How long the finger moves (> 0).
    public var duration: VirtualDuration

    public init(distance: Double, duration: VirtualDuration) {
        self.distance = distance
        self.duration = duration
    }
}

/// `fling: { velocity: 4000pt/s }`: the list is released at this speed and decelerates.
/// Positive velocities go towards older messages.
public struct FlingGesture: Hashable, Sendable {
    /// Signed release velocity, pt/s (never zero).
    public var velocity: Double

    public init(velocity: Double) {
        self.velocity = velocity
    }
}
