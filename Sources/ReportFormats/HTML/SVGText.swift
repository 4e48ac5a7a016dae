/// An SVG document built as text.
struct SVGText {
    private(set) var text: String

    init(_ opening: String) {
        text = opening
        text.reserveCapacity(16_384)
    }

    mutating func append(_ markup: String) { text += markup }

    /// A right-aligned label ending at `x` (text is escaped).
    mutating func label(_ text: String, x: Double, y: Double, className: String) {
        self.text += "<text class=\"\(className)\" x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\">\(HTMLEscaping.escape(text))</text>"
    }
}
