/// Text bound for a terminal with every control character but the line break shown as
/// U+FFFD — C0 (escape and bell included), DEL, C1 (U+009B, the one-byte CSI; U+009D, the
/// one-byte OSC), the line and paragraph separators, and the bidirectional formatting
/// characters (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which reorder what
/// follows on the line. Scenario, strategy and metric names, revisions, labels, export values
/// and explanations come from files and flags anyone may have written, and an escape
/// sequence in one must not reach the terminal (clear the screen, hide lines, rewrite the
/// verdict, set the window title), nor a right-to-left override turn `bad` into `dab`.
///
/// The one sanitiser of the command line: every line `chatrig` prints goes through it
/// (its module's `print` and `StandardError`), and the human formats (terminal, Markdown,
/// comment) use it. JSON escapes control characters itself and JUnit XML drops them.
public enum TerminalText {
    /// `text` with its control characters but `\n` replaced by U+FFFD. O(length).
    public static func printable(_ text: String) -> String {
        guard !isPlainASCII(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text.unicodeScalars.lazy.map { isControl($0) ? "\u{FFFD}" : $0 })
        return String(out)
    }

    /// Whether `text` is printable ASCII and line breaks only, read a byte at a time (the
    /// common case, and a large one: `history --format json` prints tens of megabytes).
    private static func isPlainASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPlainASCII)
    }

    /// Whether the UTF-8 `bytes` are printable ASCII and line breaks only: text that
    /// ``printable(_:)`` returns as it is. O(length).
    public static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // A block at a time without an early exit, so that the compiler can vectorise it.
        var start = 0
        while start < bytes.count {
            let end = Swift.min(start + 4_096, bytes.count)
            var outside: UInt8 = 0
            for index in start..<end {
                let byte = bytes[index]
                outside |= (byte &- 0x20 < 0x5F || byte == 0x0A) ? 0 : 1
            }
            if outside != 0 { return false }
            start = end
        }
        return true
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00..<0x20, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
