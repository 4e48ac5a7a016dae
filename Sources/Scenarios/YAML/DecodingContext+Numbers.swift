import ChatModel
import Yams

/// The one place numbers are read: every decoder of a whole number, a fraction, a
/// quantity with a unit or a duration takes the range it accepts, and checks the value
/// against it before converting or storing it. A value out of range is an
/// ``ScenarioError/Kind/outOfRange`` error at the value's line and column; none reaches an
/// integer conversion that could trap.
extension DecodingContext {
    // MARK: Whole numbers

    /// A whole number in `range`, written in digits as a plain scalar.
    mutating func integer(_ node: Node, key: String, in range: ClosedRange<Int>) -> Int? {
        guard let text = plainScalar(node) else {
            reportNotNumber(node, key: key, expected: "a whole number")
            return nil
        }
        guard let value = Int(text) else {
            if Self.isDigits(text) {
                report(.outOfRange, "'\(key)' must be \(Self.describe(range)), found \(text.excerpt)", at: node)
            } else {
                reportNotNumber(node, key: key, expected: "a whole number")
            }
            return nil
        }
        guard range.contains(value) else {
            report(.outOfRange, "'\(key)' must be \(Self.describe(range)), found \(value)", at: node)
            return nil
        }
        return value
    }

    /// A non-negative 64-bit whole number, from a plain scalar (seeds).
    mutating func unsignedInteger(_ node: Node, key: String) -> UInt64? {
        guard let text = plainScalar(node) else {
            reportNotNumber(node, key: key, expected: "a whole number")
            return nil
        }
        if let value = UInt64(text) { return value }
        if text.hasPrefix("-"), Self.isDigits(text) {
            report(.outOfRange, "'\(key)' must be at least 0, found \(text.excerpt)", at: node)
        } else if Self.isDigits(text) {
            report(.outOfRange, "'\(key)' must be between 0 and \(UInt64.max), found \(text.excerpt)", at: node)
        } else {
            reportNotNumber(node, key: key, expected: "a whole number")
        }
        return nil
    }

    /// A range of whole numbers written `a...b`, or one whole number `a` meaning `a...a`;
    /// both bounds in `range`, and `a` ≤ `b`.
    mutating func integerRange(_ node: Node, key: String, in range: ClosedRange<Int>) -> ClosedRange<Int>? {
        let expected = "a range like '1...4' or a whole number"
        guard let text = plainScalar(node) else {
            report(.wrongType, "'\(key)' must be \(expected), found \(node.foundDescription)", at: node)
            return nil
        }
        let parts = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
            .map { String($0.trimmingCharacters()) }
        guard parts.count <= 2, parts.allSatisfy(Self.isDigits) else {
            report(.wrongType, "'\(key)' must be \(expected), found '\(text.excerpt)'", at: node)
            return nil
        }
        guard let lower = Int(parts[0]), let upper = Int(parts[parts.count - 1]),
              range.contains(lower), range.contains(upper) else {
            report(.outOfRange, "'\(key)' must stay \(Self.describe(range)), found '\(text.excerpt)'", at: node)
            return nil
        }
        guard lower <= upper else {
            report(.outOfRange, "'\(key)' range '\(text.excerpt)' is empty: its lower bound exceeds its upper bound", at: node)
            return nil
        }
        return lower...upper
    }

    // MARK: Fractions

    /// A decimal number in `range`, from a plain scalar.
    mutating func number(_ node: Node, key: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = plainScalar(node), let literal = QuantityLiteral(text), literal.unit.isEmpty else {
            reportNotNumber(node, key: key, expected: "a number")
            return nil
        }
        guard range.contains(literal.value) else {
            report(.outOfRange, "'\(key)' must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), found \(Self.format(literal.value))", at: node)
            return nil
        }
        return literal.value
    }

    // MARK: Quantities

    /// A number with one of `kind`'s units, converted to `kind`'s base unit and checked
    /// against `bounds` (in that unit). A number without a unit is a `missingUnit` error;
    /// any other unit a `wrongUnit` error.
    mutating func quantity(_ node: Node, key: String, kind: QuantityKind, in bounds: ValueBounds) -> Double? {
        guard case let .scalar(scalar) = node, !node.isNull, let literal = QuantityLiteral(scalar.string) else {
            report(.wrongType, "'\(key)' must be \(kind.expectation), found \(node.foundDescription)", at: node)
            return nil
        }
        guard !literal.unit.isEmpty else {
            report(.missingUnit, "missing unit in '\(key)': expected \(kind.expectation), found '\(scalar.string.excerpt)'", at: node)
            return nil
        }
        guard let unit = kind.units.first(where: { $0.spelling == literal.unit }) else {
            report(.wrongUnit, "wrong unit '\(literal.unit.excerpt)' in '\(key)': expected \(kind.expectation)", at: node)
            return nil
        }
        let value = literal.value * unit.factor
        guard let violation = bounds.violation(of: value) else { return value }
        let requirement: String
        switch violation {
        case .zero:
            requirement = "must not be zero"
        case .belowLower where bounds.excludesZero, .aboveUpper where bounds.excludesZero, .notANumber:
            requirement = "must be between \(kind.written(bounds.lower)) and \(kind.written(bounds.upper))"
        case .belowLower where bounds.lower == 0:
            requirement = bounds.lowerIsExclusive ? "must be greater than 0" : "must not be negative"
        case .belowLower:
            requirement = "must be \(bounds.lowerIsExclusive ? "greater than" : "at least") \(kind.written(bounds.lower))"
        case .aboveUpper:
            requirement = "must be at most \(kind.written(bounds.upper))"
        }
        report(.outOfRange, "'\(key)' \(requirement), found '\(scalar.string.excerpt)'", at: node)
        return nil
    }

    /// A duration, µs-exact, from 0 (or above 0 when `positive`) up to `maximum`.
    mutating func duration(_ node: Node, key: String, positive: Bool = false, upTo maximum: VirtualDuration) -> VirtualDuration? {
        let upper = Double(maximum.microseconds)
        let bounds: ValueBounds = positive ? .above(0, upTo: upper) : .from(0, upTo: upper)
        guard let microseconds = quantity(node, key: key, kind: .duration, in: bounds) else { return nil }
        // In bounds, so the conversion cannot fail; checked all the same.
        guard let duration = VirtualDuration(roundingMicroseconds: microseconds) else {
            report(.outOfRange, "'\(key)' must be at most \(maximum), found '\(node.scalar?.string.excerpt ?? "")'", at: node)
            return nil
        }
        return duration
    }

    // MARK: Helpers

    private mutating func reportNotNumber(_ node: Node, key: String, expected: String) {
        if let text = plainScalar(node), let literal = QuantityLiteral(text), literal.unit.isEmpty {
            report(.wrongType, "'\(key)' must be \(expected), found \(Self.format(literal.value))", at: node)
        } else {
            report(.wrongType, "'\(key)' must be \(expected), found \(node.foundDescription)", at: node)
        }
    }

    /// Whether `text` is an optional sign and one or more ASCII digits: a whole number,
    /// however large.
    static func isDigits(_ text: String) -> Bool {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    /// "between 1 and 131072", or "at least 1" for an unbounded range.
    static func describe(_ range: ClosedRange<Int>) -> String {
        if range.upperBound == .max { return "at least \(range.lowerBound)" }
        return "between \(range.lowerBound) and \(range.upperBound)"
    }
}
