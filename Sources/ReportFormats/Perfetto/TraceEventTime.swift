/// Virtual time in whole nanoseconds, printed as the trace-event format's microseconds
/// with three decimals: exact, so nested slices stay nested after printing.
struct TraceEventTime: Comparable {
    var nanoseconds: Int64

    init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    init(seconds: Double) { nanoseconds = Int64((seconds * 1e9).rounded()) }
    init(milliseconds: Double) { nanoseconds = Int64((milliseconds * 1e6).rounded()) }

    static func + (a: Self, b: Self) -> Self { Self(nanoseconds: a.nanoseconds + b.nanoseconds) }
    static func - (a: Self, b: Self) -> Self { Self(nanoseconds: a.nanoseconds - b.nanoseconds) }
    static func < (a: Self, b: Self) -> Bool { a.nanoseconds < b.nanoseconds }

    /// `1234.567`: microseconds.
    var microsecondsText: String {
        let whole = nanoseconds / 1_000, fraction = nanoseconds % 1_000
        guard fraction != 0 else { return String(whole) }
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
    }
}
