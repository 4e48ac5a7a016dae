/// The search for the highest token rate at which a run meets a criterion: bisection on a
/// grid of the stated resolution between two rates.
///
/// It assumes the criterion holds up to some rate and fails above it (cost grows with the
/// rate). It probes the lowest rate, then the highest, then halves the bracket
/// `[highest passing, lowest failing)` until no grid rate is left inside it, so the answer
/// is exact to one resolution step. Rates are `low + k × resolution` (and `high` itself),
/// so they read as round numbers.
///
/// Probes run one after another: each rate depends on the results before it. A search
/// over `n` grid steps takes at most `2 + ⌈log₂ n⌉` probes.
public struct RateSearch: Sendable, Hashable {
    /// One probe: the rate tried, the criterion metric's value, whether it met the criterion.
    public struct Probe: Sendable, Hashable {
        public var rate: Double
        public var value: Double
        public var passed: Bool

        public init(rate: Double, value: Double, passed: Bool) {
            self.rate = rate
            self.value = value
            self.passed = passed
        }
    }

    /// What the search found.
    public enum Outcome: Sendable, Hashable {
        /// Even the highest rate of the range met the criterion.
        case sustainsWholeRange(highest: Double)
        /// Even the lowest rate of the range failed it.
        case failsAtLowestRate(lowest: Double)
        /// The highest rate that met it, and the lowest that failed, one step or less apart.
        case bracketed(highestPassing: Double, lowestFailing: Double)

        /// The highest rate that met the criterion, `nil` when none did.
        public var highestPassingRate: Double? {
            switch self {
            case let .sustainsWholeRange(highest): highest
            case .failsAtLowestRate: nil
            case let .bracketed(highestPassing, _): highestPassing
            }
        }

        /// The lowest rate that failed the criterion, `nil` when none did.
        public var lowestFailingRate: Double? {
            switch self {
            case .sustainsWholeRange: nil
            case let .failsAtLowestRate(lowest): lowest
            case let .bracketed(_, lowestFailing): lowestFailing
            }
        }
    }

    public var range: ClosedRange<Double>
    /// The grid step: the answer is exact to this many tokens per second.
    public var resolution: Double

    /// - Precondition: `range` is not a single rate, its lower bound is above zero, and
    ///   `resolution` is above zero.
    public init(range: ClosedRange<Double>, resolution: Double) {
        precondition(range.lowerBound > 0 && range.lowerBound < range.upperBound, "an empty or non-positive rate range")
        precondition(resolution > 0, "a resolution must be above zero")
        self.range = range
        self.resolution = resolution
    }

    /// Grid steps between the range's bounds (the last one may be shorter).
    var steps: Int { Int(((range.upperBound - range.lowerBound) / resolution - 1e-9).rounded(.up)) }

    /// The most probes a search can take: both bounds, then one per halving of the steps.
    public var maximumProbes: Int {
        let halvings = steps - 1   // ⌈log₂ steps⌉ is the bit width of steps − 1
        return 2 + (halvings.bitWidth - halvings.leadingZeroBitCount)
    }

    /// Runs the search; `probe` measures one rate and says whether it met the criterion.
    ///
    /// - Returns: the outcome and every probe, in the order taken.
    public func run(_ probe: (Double) throws -> Probe) rethrows -> (outcome: Outcome, probes: [Probe]) {
        var probes: [Probe] = []
        let lowest = try probe(range.lowerBound)
        probes.append(lowest)
        guard lowest.passed else { return (.failsAtLowestRate(lowest: range.lowerBound), probes) }
        let highest = try probe(range.upperBound)
        probes.append(highest)
        guard !highest.passed else { return (.sustainsWholeRange(highest: range.upperBound), probes) }

        var passingStep = 0                     // grid index of the highest passing rate
        var failingStep = steps                 // grid index (or the upper bound) of the lowest failing one
        var failingRate = range.upperBound
        while failingStep - passingStep > 1 {
            let middle = (passingStep + failingStep) / 2
            let tried = try probe(rate(atStep: middle))
            probes.append(tried)
            if tried.passed {
                passingStep = middle
            } else {
                failingStep = middle
                failingRate = tried.rate
            }
        }
        return (.bracketed(highestPassing: rate(atStep: passingStep), lowestFailing: failingRate), probes)
    }

    /// Rates that test the search's assumption after it ran: two grid rates spread over
    /// each side of the answer that the search did not probe — below the highest passing
    /// rate (they must pass) and above the lowest failing one (they must fail). Independent
    /// of each other, so they can run at once. O(1).
    public func checkRates(after outcome: Outcome, probes: [Probe]) -> [Double] {
        let probed = Set(probes.map(\.rate))
        func thirds(from low: Int, to high: Int) -> [Int] {
            [1, 2].map { low + Int((Double(high - low) * Double($0) / 3).rounded()) }.filter { $0 > low && $0 < high }
        }
        let passingStep = outcome.highestPassingRate.map(step(of:)) ?? 0
        let failingStep = outcome.lowestFailingRate.map(step(of:)) ?? steps
        var steps: [Int] = []
        if outcome.highestPassingRate != nil { steps += thirds(from: 0, to: passingStep) }
        if outcome.lowestFailingRate != nil { steps += thirds(from: failingStep, to: self.steps) }
        var seen = Set<Double>()
        return steps.map(rate(atStep:)).filter { !probed.contains($0) && seen.insert($0).inserted }
    }

    /// The grid index of `rate` (the range's upper bound is index ``steps``).
    private func step(of rate: Double) -> Int {
        rate >= range.upperBound ? steps : Int(((rate - range.lowerBound) / resolution).rounded())
    }

    /// `low + step × resolution`, rounded to a millionth so grid rates print as written.
    func rate(atStep step: Int) -> Double {
        ((range.lowerBound + Double(step) * resolution) * 1e6).rounded() / 1e6
    }
}
