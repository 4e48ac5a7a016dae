/// The key `Text` looks a localized string up by (SwiftUI's `LocalizedStringKey`), with its
/// interpolations — values, format styles, other texts — as `Text("\(count) tokens")` and
/// `Text("\(rate, format: .number.precision(.fractionLength(2)))")` write them. A rehearsal
/// has no localization tables: the key's text is shown as written, its interpolations
/// formatted as Foundation formats them (a format style's output is Foundation's, the same
/// on every platform only as far as Foundation's formatting is: README).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key with its interpolations resolved.
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ string: String) { text += string }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
        public mutating func appendInterpolation(_ attributed: AttributedString) { text += String(attributed.characters) }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }
        public mutating func appendInterpolation(_ image: Image) {}
    }
}

extension Text {
    /// `Text(_:tableName:bundle:comment:)`: the key's text, as written (no localization tables).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.text)
    }
}

#if !canImport(Darwin)
extension URL {
    /// `startAccessingSecurityScopedResource()` (Apple's Foundation; Linux's has no sandbox):
    /// false, as for a URL that is not security-scoped.
    public func startAccessingSecurityScopedResource() -> Bool { false }
    /// `stopAccessingSecurityScopedResource()`: nothing to stop.
    public func stopAccessingSecurityScopedResource() {}
}

extension String {
    /// `String(localized:table:bundle:locale:comment:)` (Apple's Foundation; Linux's has no
    /// `bundle:` form): the key as written, as ``LocalizedStringKey`` shows it (no tables).
    public init(localized key: String, table: String? = nil, bundle: Bundle?, locale: Locale = .current, comment: StaticString? = nil) {
        self = key
    }
}
#endif
