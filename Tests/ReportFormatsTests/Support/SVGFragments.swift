import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The inline `<svg>` elements of an HTML page, each checked as an XML document.
enum SVGFragments {
    /// Every `<svg …>…</svg>` of `html`, in order (the report never nests them).
    static func all(in html: String) -> [String] {
        var fragments: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            fragments.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return fragments
    }

    /// nil when `svg` is well-formed XML, else the parser's complaint.
    static func problem(in svg: String) -> String? {
        let parser = XMLParser(data: Data(svg.utf8))
        if parser.parse() { return nil }
        return parser.parserError.map { "\($0) at line \(parser.lineNumber), column \(parser.columnNumber)" } ?? "unparseable"
    }
}
