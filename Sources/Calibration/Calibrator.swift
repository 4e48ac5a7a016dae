import Foundation
import Simulator

/// `chatrig calibrate`: reads `xctrace export` files, pairs their os-signpost rows into
/// intervals, and fits the base profile's cost figures to the intervals named as cost keys.
public struct Calibrator: Sendable {
    /// The profile whose figures stand where the recording has no data.
    public var base: DeviceProfile
    /// Only signposts of this subsystem are read (nil: every subsystem).
    public var subsystem: String?

    /// The largest figure a profile may hold, µs (the profile reader's bound); a fit above
    /// it is an error at the export row of its longest interval. Nil: no bound.
    public var maximumCost: Double?

    public init(base: DeviceProfile, subsystem: String? = nil, maximumCost: Double? = nil) {
        self.base = base
        self.subsystem = subsystem
        self.maximumCost = maximumCost
    }

    /// What the recording gave: the fits and what was read.
    public struct Outcome: Sendable {
        public var base: DeviceProfile
        public var fitter: CostFitter
        /// Intervals paired, over every file.
        public var intervals = 0
        /// `End` rows with no `Begin`, and `Begin` rows never closed, over every file.
        public var unmatchedEnds = 0
        public var unclosed = 0
        /// Rows skipped for being of another subsystem.
        public var otherSubsystem = 0
        /// Rows read per table, over every file.
        public var rows: [String: Int] = [:]
        /// Per cost key, its longest interval (µs) and where it ends in the exports: where a
        /// fit out of bounds is reported.
        public var longest: [DeviceProfile.Costs.Key: (microseconds: Double, place: ExportError)] = [:]

        /// The fit of each key with intervals, in ``DeviceProfile/Costs/Key/allCases`` order.
        public var fits: [(key: DeviceProfile.Costs.Key, fit: Result<FittedCost, FitFailure>)] {
            DeviceProfile.Costs.Key.allCases.compactMap { key in fitter.fit(key).map { (key, $0) } }
        }

        /// The base profile with every fitted figure replaced, named `name`.
        public func profile(named name: String) -> DeviceProfile {
            var profile = base
            profile.name = name
            for (key, fit) in fits { if case .success(let fitted) = fit { profile.costs[key] = fitted.value } }
            return profile
        }
    }

    /// Reads every export in `files` (URL and the name it is reported by), in order.
    ///
    /// - Throws: ``ExportError`` for the first bad file; also when no file has an
    ///   os-signpost table.
    /// - Complexity: O(total size) time; memory bounded by the distinct kept values, the
    ///   intervals open at once and one fixed-size sample per cost key.
    public func calibrate(_ files: [(url: URL, path: String)]) throws(ExportError) -> Outcome {
        var outcome = Outcome(base: base, fitter: CostFitter())
        for file in files {
            var pairing = SignpostPairing(subsystem: subsystem)
            var fitter = outcome.fitter
            var intervals = 0
            let summary = try ExportReader.read(file.url, path: file.path) { (row: ExportRow) throws(ExportError) in
                guard row.table.schema == ExportTableSpec.signposts.schema,
                      let interval = try pairing.add(row, path: file.path) else { return }
                intervals += 1
                fitter.add(interval, file: file.path)
                if let key = DeviceProfile.Costs.Key(rawValue: interval.name),
                   interval.microseconds > outcome.longest[key]?.microseconds ?? -1 {
                    outcome.longest[key] = (interval.microseconds, row.error("", column: "time", path: file.path))
                }
            }
            outcome.fitter = fitter
            outcome.intervals += intervals
            outcome.unmatchedEnds += pairing.unmatchedEnds
            outcome.unclosed += pairing.unclosed
            outcome.otherSubsystem += pairing.otherSubsystem
            outcome.rows.merge(summary.rows, uniquingKeysWith: +)
        }
        guard outcome.rows[ExportTableSpec.signposts.schema] != nil else {
            throw ExportError(path: files.map(\.path).joined(separator: ", "),
                              message: "no os-signpost table: export it with xctrace export --xpath '/trace-toc/run[@number=\"1\"]/data/table[@schema=\"os-signpost\"]'")
        }
        try check(outcome)
        return outcome
    }

    /// Throws when a fitted figure exceeds ``maximumCost``, at the row where the key's
    /// longest interval ends.
    func check(_ outcome: Outcome) throws(ExportError) {
        guard let maximumCost else { return }
        for (key, fit) in outcome.fits {
            guard case .success(let fitted) = fit, !(fitted.value <= maximumCost) else { continue }
            let unit = key.unit.isPerUnit ? "µs per \(key.unit)" : "µs"
            var error = outcome.longest[key]?.place ?? ExportError(path: fitted.files.joined(separator: ", "), message: "")
            error.message = "\(key.rawValue) fits to \(DecimalText.format(fitted.value)) \(unit), above the "
                + "\(DecimalText.format(maximumCost)) µs a device profile allows; its longest interval, "
                + "\(DecimalText.format(outcome.longest[key]?.microseconds ?? 0)) µs, ends at this row (are the times in ns?)"
            throw error
        }
    }
}
