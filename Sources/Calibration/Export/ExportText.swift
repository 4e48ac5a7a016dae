/// How an export's own text is quoted in an error: clipped, so that a hostile value (a
/// megabyte-long id, a path of a hundred thousand elements) gives a line, not a page.
enum ExportText {
    /// Characters of a value quoted at most.
    static let limit = 80

    /// `value`, clipped to ``limit`` characters with an ellipsis.
    static func quoted(_ value: some StringProtocol) -> String {
        value.count <= limit ? String(value) : value.prefix(limit) + "…"
    }
}
