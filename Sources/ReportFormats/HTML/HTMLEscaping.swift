/// Escaping of text that reaches `report.html`, `junit.xml` and SVG charts: scenario names
/// and summaries, strategy names, finding messages — everything a user or a run supplies.
public enum HTMLEscaping {
    /// `text` safe as HTML or XML (SVG) character data and as a quoted attribute value:
    /// `&`, `<`, `>`, `"` and `'` become entity references; the control characters
    /// XML forbids (all below U+0020 but tab, line feed and carriage return) are dropped. O(n).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
