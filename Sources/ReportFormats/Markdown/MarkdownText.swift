/// Text from reports and baselines (scenario and strategy names, labels, finding messages)
/// made inert inside Markdown a pull request renders: the comment, `compare.md`, `report.md`
/// and the job summary.
///
/// HTML escaping alone leaves Markdown's own syntax live: a name with a line break can start
/// a line of its own (a fake "### ChatRig: no regressions" verdict), a code fence can swallow
/// the rest of the comment, `[text](url)` makes a link that says one thing and goes elsewhere,
/// and `@team` notifies a team. Here line breaks become spaces, control and bidirectional
/// formatting characters U+FFFD, HTML is escaped, Markdown's inline punctuation is
/// backslash-escaped, and `@`/`#` are followed by a zero-width space entity so GitHub makes
/// no mention or issue reference of them (what Renovate does).
public enum MarkdownText {
    /// `text` as literal inline Markdown, on one line. O(length).
    public static func inline(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": out += " "
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "@": out += "@&#8203;"
            case "#": out += "#&#8203;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "!": out += "\\" + String(scalar)
            default:
                if isControl(scalar) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// `text` as an inline code span, on one line: fenced with more backticks than any run
    /// inside it (CommonMark's rule), padded with a space where it starts or ends with one;
    /// a pipe escaped, as a table cell needs even inside a code span (GFM).
    public static func code(_ text: String) -> String {
        var body = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
            switch scalar {
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": " "
            default: isControl(scalar) ? "\u{FFFD}" : scalar
            }
        })).replacingOccurrences(of: "|", with: "\\|")
        var longest = 0, run = 0
        for character in body.unicodeScalars {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        if body.hasPrefix("`") || body.hasSuffix("`") { body = " " + body + " " }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + body + fence
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
