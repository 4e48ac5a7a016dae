/// Views made from a collection, one per element, each identified by its element's id:
/// SwiftUI's `ForEach` (Identifiable data, an `id:` key path, or a constant range).
///
/// Inside a lazy stack or `List`, the elements' ids are the rows; a row's view is made only
/// when the row is realized (Apple, `LazyVStack`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
}

extension ForEach: View, PrimitiveView where Content: View {
    public var body: Never { primitiveBody() }

    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        var seen: Set<ID> = []
        return data.map { element in
            let id = idOf(element)
            // A duplicate id: SwiftUI's result is undefined; here the later element is kept apart.
            let identity: ViewNode.Identity = seen.insert(id).inserted ? .explicit(AnyHashable(id)) : .explicit(AnyHashable([AnyHashable(id), AnyHashable(seen.count)]))
            return .init(identity, content(element))
        }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        idOf = { $0.id }
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        idOf = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A constant range: its views are identified by their offset.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        idOf = { $0 }
    }
}

extension ForEach: RowProducing where Content: View {
    func appendRows(to rows: inout [LazyRow], position: Int) {
        for element in data {
            let content = content
            rows.append(LazyRow(id: AnyHashable(idOf(element)), make: { content(element) }))
        }
    }
}

/// A row of a lazy stack or list: its id and how to make its view.
struct LazyRow {
    var id: AnyHashable
    var make: @MainActor () -> any View
}

/// Content that stands for rows of a lazy container: `ForEach` (one row an element), blocks,
/// conditionals and groups (their parts' rows). Any other view is one row, identified by its
/// `.id(_:)` or, without one, by its place (``StructuralRow``).
@MainActor
protocol RowProducing {
    func appendRows(to rows: inout [LazyRow], position: Int)
}

/// The id of a row that is not a `ForEach` element and has no `.id(_:)`: its place in the
/// container's content.
public struct StructuralRow: Hashable, Sendable {
    public let position: Int
}

enum Rows {
    /// The rows `view` stands for.
    @MainActor static func append(_ view: any View, to rows: inout [LazyRow], position: Int) {
        if let producing = view as? RowProducing {
            producing.appendRows(to: &rows, position: position)
        } else if let explicit = view as? ExplicitlyIdentified {
            rows.append(LazyRow(id: explicit.explicitID, make: { view }))
        } else {
            rows.append(LazyRow(id: AnyHashable(StructuralRow(position: position)), make: { view }))
        }
    }
}

extension TupleView: RowProducing {
    func appendRows(to rows: inout [LazyRow], position: Int) {
        for (offset, element) in elements.enumerated() { Rows.append(element, to: &rows, position: position * 16 + offset) }
    }
}

extension _ConditionalContent: RowProducing {
    func appendRows(to rows: inout [LazyRow], position: Int) {
        switch storage {
        case .trueContent(let view): Rows.append(view, to: &rows, position: position * 2)
        case .falseContent(let view): Rows.append(view, to: &rows, position: position * 2 + 1)
        }
    }
}

extension Optional: RowProducing where Wrapped: View {
    func appendRows(to rows: inout [LazyRow], position: Int) {
        if let view = self { Rows.append(view, to: &rows, position: position) }
    }
}

extension Group: RowProducing where Content: View {
    func appendRows(to rows: inout [LazyRow], position: Int) { Rows.append(content, to: &rows, position: position) }
}

extension EmptyView: RowProducing {
    func appendRows(to rows: inout [LazyRow], position: Int) {}
}

extension AnyView: RowProducing {
    func appendRows(to rows: inout [LazyRow], position: Int) { Rows.append(content, to: &rows, position: position) }
}

/// A view with an explicit id (`.id(_:)`) outside a `ForEach`.
@MainActor
protocol ExplicitlyIdentified {
    var explicitID: AnyHashable { get }
}

extension ModifiedContent: ExplicitlyIdentified where Content: View, Modifier == IDModifier {
    var explicitID: AnyHashable { modifier.id }
}
