/// Text bound for a terminal with every control character but the line break shown as
/// U+FFFD (C0 — escape included —, DEL and C1): scenario, strategy and metric names, labels
/// and explanations come from reports and baselines that anyone may have edited, and an
/// escape sequence in one must not reach the terminal (clear the screen, hide lines,
/// rewrite the verdict, set the window title).
///
/// Used for the human formats (terminal, Markdown, comment); JSON escapes control
/// characters itself and JUnit XML drops them.
public enum TerminalText {
    /// `text` with its control characters but `\n` replaced by U+FFFD. O(length).
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text.unicodeScalars.lazy.map { isControl($0) ? "\u{FFFD}" : $0 })
        return String(out)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
