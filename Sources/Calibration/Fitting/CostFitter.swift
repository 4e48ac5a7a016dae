import Simulator

/// Fits cost figures to signpost intervals named as cost keys: a fixed cost is the median
/// of its intervals' durations; a per-unit cost is the repeated-median slope of duration
/// on the `n=` count (robust to the intervals a preemption or a page fault made long).
///
/// Memory is bounded: each key keeps a fixed-size uniform sample (``SampleReservoir``).
public struct CostFitter: Sendable {
    /// Intervals a key needs before it is fitted.
    public static let minimumIntervals = 5

    private var samples: [DeviceProfile.Costs.Key: SampleReservoir] = [:]
    private var files: [DeviceProfile.Costs.Key: [String]] = [:]
    /// Intervals whose name is no cost key, by name: reported, not fitted.
    public private(set) var unknownNames: [String: Int] = [:]
    /// Per-unit intervals without `n=<count>`, by key: not usable for the fit.
    public private(set) var missingCounts: [DeviceProfile.Costs.Key: Int] = [:]

    public init() {}

    /// Adds an interval of the export `file`.
    /// - Complexity: O(1) amortized.
    public mutating func add(_ interval: SignpostInterval, file: String) {
        guard let key = DeviceProfile.Costs.Key(rawValue: interval.name) else {
            unknownNames[interval.name, default: 0] += 1
            return
        }
        let units: Double
        if key.unit.isPerUnit {
            guard let count = interval.units else {
                missingCounts[key, default: 0] += 1
                return
            }
            units = count
        } else {
            units = 1
        }
        // One fixed seed per key: the sample depends only on the stream of intervals.
        let seed = UInt64(DeviceProfile.Costs.Key.allCases.firstIndex(of: key)!) &+ 0xC0FFEE
        samples[key, default: SampleReservoir(seed: seed)].add(units: units, microseconds: interval.microseconds)
        if files[key]?.last != file { files[key, default: []].append(file) }
    }

    /// Intervals seen of `key` (usable ones).
    public func intervals(of key: DeviceProfile.Costs.Key) -> Int { samples[key]?.count ?? 0 }

    /// The fit of `key`, or why there is none; nil when the recording has no interval of it.
    /// - Complexity: O(s² log s) for a per-unit key, s ≤ ``SampleReservoir/capacity``.
    public func fit(_ key: DeviceProfile.Costs.Key) -> Result<FittedCost, FitFailure>? {
        guard let sample = samples[key] else {
            return missingCounts[key].map { .failure(FitFailure(reason: .noUnitCounts($0))) }
        }
        guard sample.count >= Self.minimumIntervals else { return .failure(FitFailure(reason: .tooFewIntervals(sample.count))) }
        let x = sample.units, y = sample.microseconds
        var fitted = FittedCost(key: key, value: 0, intervals: sample.count, sampled: x.count, median: 0, spread: 0,
                                residual: 0, intercept: 0, files: files[key] ?? [])
        if key.unit.isPerUnit {
            guard let slope = RobustStatistics.repeatedMedianSlope(x: x, y: y) else {
                return .failure(FitFailure(reason: .noUnitCounts(sample.count)))
            }
            guard slope >= 0 else { return .failure(FitFailure(reason: .negativeSlope(slope))) }
            let intercept = RobustStatistics.median(zip(x, y).map { $1 - slope * $0 })
            let ratios = zip(x, y).filter { $0.0 > 0 }.map { $1 / $0 }
            fitted.value = slope
            fitted.intercept = intercept
            fitted.median = RobustStatistics.median(ratios)
            fitted.spread = RobustStatistics.interquartileRange(ratios)
            fitted.residual = RobustStatistics.median(zip(x, y).map { abs($1 - intercept - slope * $0) })
        } else {
            let median = RobustStatistics.median(y)
            fitted.value = median
            fitted.median = median
            fitted.spread = RobustStatistics.interquartileRange(y)
            fitted.residual = RobustStatistics.median(y.map { abs($0 - median) })
        }
        return .success(fitted)
    }
}

/// Why a key with intervals was not fitted.
public struct FitFailure: Error, Hashable, Sendable {
    public var reason: UnfittedReason

    public init(reason: UnfittedReason) {
        self.reason = reason
    }
}
