import Foundation
import PortableMath

/// Numbers as calibrated profiles and reports print them: plain decimals (never an
/// exponent, which profile files do not read), rounded to a number of significant digits,
/// trailing zeros dropped — the same text for the same value on every machine.
enum DecimalText {
    /// `value` to `significant` digits: 231.4, 0.3512, 1500.
    static func format(_ value: Double, significant: Int = 4) -> String {
        guard value.isFinite else { return "—" }
        guard value != 0 else { return "0" }
        let magnitude = Int(floor(PortableMath.log10(abs(value))))
        let decimals = min(max(significant - 1 - magnitude, 0), 12)
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
