import ReportFormats

/// `Swift.print` for this module: every line printed to standard output goes through
/// ``TerminalText/printable(_:)``.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Swift.print(TerminalText.printable(items.map { "\($0)" }.joined(separator: separator)), terminator: terminator)
}
