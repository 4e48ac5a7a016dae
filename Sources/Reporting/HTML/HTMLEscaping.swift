/// Escaping of text that reaches `report.html`: scenario names and summaries, strategy
/// names, finding messages — everything a user or a run supplies.
public enum HTMLEscaping {
    /// `text` safe as HTML or XML (SVG) character data and as a quoted attribute value:
    /// `&`, `<`, `>`, `"` and `'` become character references; control characters other
    /// than tab and newline, which XML forbids, are dropped. O(n).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    continue
                }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
