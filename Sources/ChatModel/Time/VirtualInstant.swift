/// A point on the simulation's virtual clock, in whole microseconds since the run began.
///
/// The virtual clock is the only time inside a simulation: nothing reads the wall clock.
/// Integer microseconds keep arithmetic exact, so the same scenario orders its events the
/// same way on every machine.
public struct VirtualInstant: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Microseconds since the start of the run.
    public var microseconds: Int64

    /// Creates an instant `microseconds` after the start of the run.
    @inlinable
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// The start of the run.
    public static let zero = VirtualInstant(microseconds: 0)

    /// Creates the instant `seconds` after the start, rounded to the nearest microsecond.
    @inlinable
    public init(seconds: Double) { self.microseconds = Int64((seconds * 1_000_000).rounded()) }

    /// Seconds since the start of the run.
    @inlinable
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    @inlinable
    public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool { lhs.microseconds < rhs.microseconds }

    @inlinable
    public static func + (lhs: VirtualInstant, rhs: VirtualDuration) -> VirtualInstant {
        VirtualInstant(microseconds: lhs.microseconds + rhs.microseconds)
    }

    @inlinable
    public static func += (lhs: inout VirtualInstant, rhs: VirtualDuration) { lhs = lhs + rhs }

    @inlinable
    public static func - (lhs: VirtualInstant, rhs: VirtualDuration) -> VirtualInstant {
        VirtualInstant(microseconds: lhs.microseconds - rhs.microseconds)
    }

    /// The duration from `rhs` to `lhs`.
    @inlinable
    public static func - (lhs: VirtualInstant, rhs: VirtualInstant) -> VirtualDuration {
        VirtualDuration(microseconds: lhs.microseconds - rhs.microseconds)
    }

    public var description: String { "t=\(seconds)s" }
}
