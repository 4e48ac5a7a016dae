import ReportFormats

/// `Swift.print` for this module: every line printed to standard output goes through
/// ``TerminalText/printable(_:)``.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Swift.print(TerminalText.printable(items.map { "\($0)" }.joined(separator: separator)), terminator: terminator)
}

/// The UTF-8 `bytes` to standard output, as `print(String(decoding: bytes, as: UTF8.self),
/// terminator: "")` writes them, read once when they are printable ASCII (the tens of
/// megabytes of `history --format json`): no sanitising copy, no interpolation.
func printUTF8(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
        if TerminalText.isPlainASCII(buffer) {
            Swift.print(String(decoding: buffer, as: UTF8.self), terminator: "")
        } else {
            print(String(decoding: buffer, as: UTF8.self), terminator: "")
        }
    }
}
