import Foundation
import ReportFormats

/// Standard error for this module: every line written there goes through
/// ``TerminalText/printable(_:)``, as standard output's do.
enum StandardError {
    /// Writes `text` as it is, its control characters (but `\n`) made visible.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(TerminalText.printable(text).utf8))
    }

    /// Writes `framing` (a carriage return that rewrites a progress line) as it is, around
    /// `text` made printable.
    static func rewrite(_ text: String, before: String = "\r", after: String = "") {
        FileHandle.standardError.write(Data((before + TerminalText.printable(text) + after).utf8))
    }
}
