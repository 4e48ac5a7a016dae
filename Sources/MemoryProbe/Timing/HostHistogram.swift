import Histogram

/// A histogram of host durations in nanoseconds (HdrHistogram, 3 significant digits, up to
/// one hour), read back as milliseconds: the source of `hostFrameTimeP50`/`P99`.
///
/// Recording is O(1) and allocation-free; a percentile is O(buckets).
public struct HostHistogram: Sendable {
    /// The largest value tracked exactly; longer durations are recorded as this.
    public static let highestTrackableNanoseconds: UInt64 = 3_600_000_000_000

    public private(set) var histogram: Histogram<UInt64>

    public init() {
        histogram = Histogram<UInt64>(lowestDiscernibleValue: 1, highestTrackableValue: Self.highestTrackableNanoseconds,
                                      numberOfSignificantValueDigits: .three)
    }

    /// Records one duration.
    public mutating func record(nanoseconds: UInt64) {
        _ = histogram.record(min(max(nanoseconds, 1), Self.highestTrackableNanoseconds))
    }

    /// The number of recorded durations.
    public var count: UInt64 { histogram.totalCount }

    /// The duration at `percentile` (0...100), in milliseconds; 0 when empty.
    public func milliseconds(atPercentile percentile: Double) -> Double {
        guard count > 0 else { return 0 }
        return Double(histogram.valueAtPercentile(percentile)) / 1_000_000
    }

    public var p50Milliseconds: Double { milliseconds(atPercentile: 50) }
    public var p99Milliseconds: Double { milliseconds(atPercentile: 99) }
    /// The longest recorded duration (to the histogram's precision), in milliseconds.
    public var maxMilliseconds: Double { count > 0 ? Double(histogram.max) / 1_000_000 : 0 }
}
