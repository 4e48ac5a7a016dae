/// A Dynamic Type size, which specifies how large scalable content should be: SwiftUI's
/// `DynamicTypeSize`, ordered from `.xSmall` to `.accessibility5`.
///
/// Modelled: a `Text` in a text style (`.body`, `.headline`, … — ``Font/TextStyle``) is laid
/// out at its style's point size for the environment's size, so a row's height grows with
/// Dynamic Type; a font of a fixed size (`.system(size:)`) does not scale. The default is
/// `.large`, iOS's default setting.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether it is one of the accessibility sizes (`.accessibility1` and up).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The point size of `style` at this size: Apple Human Interface Guidelines, Typography,
    /// "iOS, iPadOS Dynamic Type sizes" — xSmall … xxxLarge, then AX1 … AX5. The Large
    /// column is SwiftUI's default (``Font/body`` 17 pt); the body, headline, subheadline,
    /// footnote and caption rows from xSmall to xxxLarge, and body's accessibility sizes,
    /// agree with `UIFont.preferredFont(forTextStyle:)` measured in the simulator (published
    /// table, iOS 8.4: body 14 15 16 17 19 21 23 | 28 33 40 47 53). The accessibility
    /// columns of every style but body (AX1 … AX5 for titles, callout, subheadline, footnote,
    /// captions) are an estimate: the HIG's values as recalled, not checked against a measured
    /// source.
    public func pointSize(of style: Font.TextStyle) -> Double {
        let row: [Double]
        switch style {
        case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: row = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: row = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: row = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: row = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]
        case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
        case .footnote: row = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: row = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: row = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        return row[Self.allCases.firstIndex(of: self)!]
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    /// The Dynamic Type size of the text inside: `.large` unless a parent sets it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// `.dynamicTypeSize(_:)`: the Dynamic Type size of the views inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// `.dynamicTypeSize(_:)` with a range: the environment's size clamped to it (Apple:
    /// "Limits the Dynamic Type size within the view to the given range").
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in size = DynamicTypeSize.clamp(size, to: range) }
    }
}

extension DynamicTypeSize {
    /// `size` clamped to `range` (any range expression: closed, half-open, one-sided).
    static func clamp<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        let admitted = allCases.filter { range.contains($0) }
        guard let lowest = admitted.first, let highest = admitted.last else { return size }
        return Swift.min(Swift.max(size, lowest), highest)
    }
}
