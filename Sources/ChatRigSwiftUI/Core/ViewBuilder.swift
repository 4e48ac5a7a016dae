/// Builds views from closures: SwiftUI's `@ViewBuilder` result builder — blocks of up to any
/// number of views, `if`/`else`, `if let`, `switch`, `if #available` (limited availability).
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var elements: [any View] = []
        for view in repeat each content { elements.append(view) }
        return TupleView((repeat each content), elements: elements)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { .init(storage: .trueContent(first)) }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { .init(storage: .falseContent(second)) }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
