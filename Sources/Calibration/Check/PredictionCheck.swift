import Foundation
import Simulator

/// Prediction beside measurement for one session: hitch count, hitch time ratio, frame
/// time percentiles and which frames hitched, each with its error, so a team knows how
/// far to trust the calibrated model before gating on it.
public struct PredictionCheck: Hashable, Sendable {
    /// One compared figure.
    public struct Figure: Hashable, Sendable {
        public var name: String
        public var unit: String
        public var predicted: Double
        /// Nil when the recording does not measure it (no `hitches-updates` table).
        public var measured: Double?

        /// (predicted − measured) ÷ measured, nil when there is no measurement or it is 0.
        public var relativeError: Double? {
            guard let measured, measured != 0 else { return nil }
            return (predicted - measured) / measured
        }
    }

    public var figures: [Figure]
    /// Session times (s) of hitches both predicted and measured (within ``tolerance``),
    /// predicted only, and measured only.
    public var matched: [Double]
    public var predictedOnly: [Double]
    public var measuredOnly: [Double]
    /// Measured hitches outside the session's time span, not compared.
    public var outsideSession: Int
    /// Whether the recording had the session-start event; without it trace time 0 is
    /// taken as the session's start.
    public var aligned: Bool
    /// How far apart a predicted and a measured hitch may be to count as the same, s.
    public var tolerance: Double

    /// Compares `predicted` with `measured`. A measured hitch matches the nearest
    /// unmatched predicted one within two frame intervals.
    /// - Complexity: O(h log h + f log f) for h hitches and f frames.
    public init(predicted: PredictedFrames, measured: MeasuredFrames) {
        let origin = measured.sessionStart ?? 0
        aligned = measured.sessionStart != nil
        tolerance = 2 * predicted.frameInterval
        let inSession = measured.hitches.map { Self.seconds(from: origin, to: $0.start) }
            .filter { $0 >= 0 && $0 <= predicted.duration }
        outsideSession = measured.hitches.count - inSession.count
        let lateMilliseconds = measured.hitches.filter {
            let t = Self.seconds(from: origin, to: $0.start)
            return t >= 0 && t <= predicted.duration
        }.reduce(0.0) { $0 + Double($1.duration) / 1e6 }
        let seconds = max(predicted.duration, .leastNonzeroMagnitude)
        let costs = predicted.frameCosts.sorted()
        let updates = measured.updates.sorted()
        figures = [Figure(name: "hitches", unit: "", predicted: Double(predicted.hitchFrames.count), measured: Double(inSession.count)),
                   Figure(name: "hitchTimeRatio", unit: "ms/s", predicted: predicted.hitchTimeRatio, measured: lateMilliseconds / seconds)]
        for p in [50.0, 90, 99] {
            figures.append(Figure(name: "frameTimeP\(Int(p))", unit: "ms", predicted: Percentile.nearestRank(p, ofSorted: costs),
                                  measured: updates.isEmpty ? nil : Percentile.nearestRank(p, ofSorted: updates)))
        }
        var unmatched = predicted.hitchFrames.map { Double($0) * predicted.frameInterval }
        var matched: [Double] = [], measuredOnly: [Double] = []
        for time in inSession {
            let nearest = unmatched.indices.min { abs(unmatched[$0] - time) < abs(unmatched[$1] - time) }
            if let nearest, abs(unmatched[nearest] - time) <= tolerance {
                matched.append(time)
                unmatched.remove(at: nearest)
            } else {
                measuredOnly.append(time)
            }
        }
        self.matched = matched
        self.measuredOnly = measuredOnly
        predictedOnly = unmatched
    }

    /// Seconds from trace time `origin` to `time` (ns), whatever the two: exact while their
    /// difference fits in 64 bits, in floating point beyond (a session event at a negative
    /// time and a hitch at `Int64.max` must not trap).
    static func seconds(from origin: Int64, to time: Int64) -> Double {
        let (difference, overflow) = time.subtractingReportingOverflow(origin)
        return overflow ? (Double(time) - Double(origin)) / 1e9 : Double(difference) / 1e9
    }

    /// Of the measured hitches, the share the model predicted (nil when none were measured).
    public var recall: Double? { matched.isEmpty && measuredOnly.isEmpty ? nil : Double(matched.count) / Double(matched.count + measuredOnly.count) }
    /// Of the predicted hitches, the share that were measured (nil when none were predicted).
    public var precision: Double? { matched.isEmpty && predictedOnly.isEmpty ? nil : Double(matched.count) / Double(matched.count + predictedOnly.count) }
}
