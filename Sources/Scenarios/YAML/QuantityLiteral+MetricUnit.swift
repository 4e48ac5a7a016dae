import Simulator

extension QuantityLiteral {
    /// The written value converted to `unit`, the unit of the metric called `name`: a bare
    /// number is already in it; a suffix must be one of the unit's spellings.
    ///
    /// - Returns: the converted value, or — when the suffix is not one of `unit`'s — the
    ///   sentence saying what the metric takes (`'hitches' is a count and takes no unit`),
    ///   for the caller to report at its node.
    func value(in unit: MetricUnit, of name: String) -> Result<Double, UnitMismatch> {
        guard !self.unit.isEmpty else { return .success(value) }
        guard let suffix = unit.suffixes.first(where: { $0.spelling == self.unit }) else {
            let accepted = unit.suffixes.isEmpty
                ? "'\(name)' is a count and takes no unit"
                : "'\(name)' is in \(unit.suffixes.map(\.spelling).joined(separator: " or "))"
            return .failure(UnitMismatch(accepted: accepted))
        }
        return .success(value * suffix.factor)
    }

    /// A written unit the metric does not take; ``accepted`` says what it takes.
    struct UnitMismatch: Error {
        var accepted: String
    }
}
