/// How an export's own text is quoted in an error: clipped and on one line, so that a
/// hostile value (a megabyte-long id, a version with a line break in it, a path of a hundred
/// thousand elements) gives one line, not a page.
enum ExportText {
    /// Characters of a value quoted at most.
    static let limit = 80

    /// `value`, clipped to ``limit`` characters with an ellipsis, its line breaks and other
    /// control characters as U+FFFD.
    static func quoted(_ value: some StringProtocol) -> String {
        let clipped = value.count <= limit ? String(value) : value.prefix(limit) + "…"
        guard clipped.unicodeScalars.contains(where: isControl) else { return clipped }
        return String(String.UnicodeScalarView(clipped.unicodeScalars.map { isControl($0) ? "\u{FFFD}" : $0 }))
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
