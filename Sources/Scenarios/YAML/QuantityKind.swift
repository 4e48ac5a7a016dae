/// A kind of physical quantity written with its unit in scenario and device files.
///
/// A value is parsed into its kind's base unit: microseconds for ``duration`` and ``cost``,
/// points for ``distance``, events per second for ``rate``, points per second for
/// ``velocity`` and hertz for ``frequency``.
enum QuantityKind: Sendable {
    /// `ms` or `s` (`350ms`, `1.5s`), into µs.
    case duration
    /// `pt` (`900pt`), into points.
    case distance
    /// `/s` (`120/s`), into events per second.
    case rate
    /// `pt/s` (`4000pt/s`), into points per second.
    case velocity
    /// `µs`, `us` or `ms` (`120µs`), into µs: modelled operation costs.
    case cost
    /// `Hz` (`120Hz`), into hertz.
    case frequency
    /// `s`, `min` or `h` (`25h`), into µs: time away from the app (a `timeJump`).
    case timeAway

    /// Each accepted unit spelling and its factor to the base unit.
    var units: [(spelling: String, factor: Double)] {
        switch self {
        case .duration: [("ms", 1_000), ("s", 1_000_000)]
        case .distance: [("pt", 1)]
        case .rate: [("/s", 1)]
        case .velocity: [("pt/s", 1)]
        case .cost: [("µs", 1), ("us", 1), ("ms", 1_000)]
        case .frequency: [("Hz", 1)]
        case .timeAway: [("s", 1_000_000), ("min", 60_000_000), ("h", 3_600_000_000)]
        }
    }

    /// What a value of this kind looks like, for error messages.
    var expectation: String {
        switch self {
        case .duration: "a duration in ms or s, e.g. '350ms'"
        case .distance: "a distance in pt, e.g. '900pt'"
        case .rate: "a rate in /s, e.g. '120/s'"
        case .velocity: "a velocity in pt/s, e.g. '4000pt/s'"
        case .cost: "a cost in µs, e.g. '120µs'"
        case .frequency: "a refresh rate in Hz, e.g. '120Hz'"
        case .timeAway: "a time in s, min or h, e.g. '25h'"
        }
    }
}

/// A number followed by an optional unit, as written (`-1.5s`, `120/s`, `5 ms/s`).
struct QuantityLiteral: Equatable, Sendable {
    /// The number.
    var value: Double
    /// The unit as written, without surrounding spaces; empty when there is none.
    var unit: String

    /// Splits `text` into a leading decimal number and the rest; `nil` when `text` does not
    /// start with a number. Accepts a sign, a fraction and an exponent; rejects `nan`/`inf`.
    init?(_ text: some StringProtocol) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        let integerStart = index
        while isDigit(index) { index += 1 }
        var digits = index - integerStart
        if index < scalars.count, scalars[index] == ".", isDigit(index + 1) || digits > 0,
           !(index + 1 < scalars.count && scalars[index + 1] == ".") {
            index += 1
            let fractionStart = index
            while isDigit(index) { index += 1 }
            digits += index - fractionStart
        }
        guard digits > 0 else { return nil }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var exponent = index + 1
            if exponent < scalars.count, scalars[exponent] == "-" || scalars[exponent] == "+" { exponent += 1 }
            if isDigit(exponent) {
                index = exponent
                while isDigit(index) { index += 1 }
            }
        }
        var numberText = String.UnicodeScalarView()
        numberText.append(contentsOf: scalars[..<index])
        guard let value = Double(String(numberText)), value.isFinite else { return nil }
        var unitText = String.UnicodeScalarView()
        unitText.append(contentsOf: scalars[index...])
        self.value = value
        self.unit = String(unitText).trimmingSpaces()
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

extension QuantityKind {
    /// `value` (in the base unit) as a file would write it, for messages: durations in `s`
    /// when whole seconds, else `ms`; costs in `µs`; other kinds in their only unit.
    func written(_ value: Double) -> String {
        switch self {
        case .duration:
            value.truncatingRemainder(dividingBy: 1_000_000) == 0
                ? "\(DecodingContext.format(value / 1_000_000))s"
                : "\(DecodingContext.format(value / 1_000))ms"
        case .cost: "\(DecodingContext.format(value))µs"
        case .distance, .rate, .velocity, .frequency, .timeAway: "\(DecodingContext.format(value))\(units[0].spelling)"
        }
    }
}
