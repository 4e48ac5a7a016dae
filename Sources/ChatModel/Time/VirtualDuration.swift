/// A span of virtual time in whole microseconds.
public struct VirtualDuration: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The length in microseconds; negative spans are allowed in arithmetic.
    public var microseconds: Int64

    @inlinable
    public init(microseconds: Int64) { self.microseconds = microseconds }

    public static let zero = VirtualDuration(microseconds: 0)

    /// `value` microseconds rounded to the nearest whole one, or `nil` when `value` is not
    /// finite or its rounding lies outside `Int64` (where `Int64(_:)` would trap): the
    /// checked way to turn a number read from a file into a duration.
    @inlinable
    public init?(roundingMicroseconds value: Double) {
        guard let microseconds = Int64(exactly: value.rounded()) else { return nil }
        self.microseconds = microseconds
    }

    @inlinable
    public static func milliseconds(_ value: Double) -> VirtualDuration {
        VirtualDuration(microseconds: Int64((value * 1_000).rounded()))
    }

    @inlinable
    public static func seconds(_ value: Double) -> VirtualDuration {
        VirtualDuration(microseconds: Int64((value * 1_000_000).rounded()))
    }

    @inlinable
    public static func microseconds(_ value: Int64) -> VirtualDuration {
        VirtualDuration(microseconds: value)
    }

    @inlinable
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    @inlinable
    public var milliseconds: Double { Double(microseconds) / 1_000 }

    @inlinable
    public static func < (lhs: VirtualDuration, rhs: VirtualDuration) -> Bool { lhs.microseconds < rhs.microseconds }

    @inlinable
    public static func + (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
        VirtualDuration(microseconds: lhs.microseconds + rhs.microseconds)
    }

    @inlinable
    public static func - (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
        VirtualDuration(microseconds: lhs.microseconds - rhs.microseconds)
    }

    @inlinable
    public static func * (lhs: VirtualDuration, rhs: Int64) -> VirtualDuration {
        VirtualDuration(microseconds: lhs.microseconds * rhs)
    }

    public var description: String {
        microseconds % 1_000 == 0 ? "\(microseconds / 1_000)ms" : "\(milliseconds)ms"
    }
}
