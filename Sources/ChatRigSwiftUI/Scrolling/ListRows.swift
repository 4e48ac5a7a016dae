/// The rows of the scroll content the engine shows — a `ScrollView`'s `LazyVStack` or eager
/// `VStack`, or a `List` — and which of them are built.
///
/// A lazy container builds a row's views only when the engine realizes the row (it comes
/// near the screen) and keeps them while the row stays in the data (Apple, `LazyVStack`:
/// "the stack view doesn't create items until it needs to render them onscreen"). An eager
/// `VStack` builds every row whenever its content is evaluated (Apple, "Creating performant
/// scrollable stacks": a `VStack` in a `ScrollView` "loads all of its child views").
@MainActor
final class ListRows {
    unowned let container: ViewNode
    let isLazy: Bool
    /// `LazyVStack(spacing:)` / `VStack(spacing:)`; nil: the system's spacing.
    var spacing: Double?
    /// `.padding` on the stack inside its scroll view.
    var padding = EdgeInsets()
    private(set) var rows: [LazyRow] = []
    private var index: [AnyHashable: Int] = [:]
    private(set) var realized: Set<AnyHashable> = []
    /// Rows the engine shows now (their views have appeared).
    var onScreen: Set<AnyHashable> = []
    /// Rows holding a `GeometryReader` whose content read its position: placed again as the
    /// list scrolls (``ViewGraph/placeRowsReadingPosition()``).
    var rowsReadingPosition: Set<AnyHashable> = []
    /// The screen's coordinate spaces at its last layout (``ViewGraph/layOutScreen(in:)``).
    var spaces = CoordinateSpaces()
    /// A row's frame in its scroll view's space — its frame in the content less the content
    /// offset — from the engine (nil: not known).
    var rowFrame: (AnyHashable) -> CGRect? = { _ in nil }
    /// Whether the container's content (its `ForEach` data) was evaluated in this update.
    private(set) var contentEvaluated = false

    init(container: ViewNode, isLazy: Bool, spacing: Double?) {
        self.container = container
        self.isLazy = isLazy
        self.spacing = spacing
    }

    /// The ids of the rows, in order.
    var ids: [AnyHashable] { rows.map(\.id) }

    func row(_ id: AnyHashable) -> LazyRow? { index[id].map { rows[$0] } }

    /// Where row `id` is in the order (after every row when it is not one).
    func index(of id: AnyHashable) -> Int { index[id] ?? .max }

    /// The container's content gave `rows`; rows gone are forgotten.
    func setRows(_ rows: [LazyRow]) {
        self.rows = rows
        index = Dictionary(rows.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        realized = realized.filter { index[$0] != nil }
        onScreen = onScreen.filter { index[$0] != nil }
        rowsReadingPosition = rowsReadingPosition.filter { index[$0] != nil }
        if !isLazy { realized = Set(index.keys) }
        contentEvaluated = true
    }

    func markRealized(_ id: AnyHashable) { realized.insert(id) }

    /// The host took this update's news.
    func didReport() { contentEvaluated = false }

    /// The realized rows' children, in row order, their views made now.
    func realizedChildren() -> [ViewNode.Child] {
        rows.filter { realized.contains($0.id) }.map { ViewNode.Child(.explicit($0.id), $0.make()) }
    }
}

/// A container whose children are rows of a ``ListRows``.
@MainActor
protocol RowContainer {}

extension ViewGraph {
    /// Registers `node` as the scroll content the engine shows (the first one only: a second
    /// lazy stack — inside a row, say — is an ordinary view).
    func registerList(_ node: ViewNode, lazy: Bool, spacing: Double?) -> ListRows? {
        if let list { return list.container === node ? list : nil }
        let made = ListRows(container: node, isLazy: lazy, spacing: spacing)
        list = made
        return made
    }

    /// Builds the row `id` (the engine realized it): its views are made and their bodies run.
    /// Not reported as a changed row: the engine charges a row's creation itself.
    func realizeRow(_ id: AnyHashable) {
        guard let list, !list.realized.contains(id), let row = list.row(id), !list.container.isRemoved else { return }
        list.markRealized(id)
        let container = list.container
        let saved = (changedRows, isUpdating)
        isUpdatingNow = true
        let view = tracking(container, container.currentGeneration) { row.make() }
        let node = ViewNode(graph: self, parent: container, identity: .explicit(id), view: view, row: id)
        node.environment = container.childEnvironment
        evaluate(node)
        container.children.append(node)
        isUpdatingNow = saved.1
        changedRows = saved.0
    }

    /// Row `id` came on screen: its views appear.
    func rowDidAppear(_ id: AnyHashable) {
        guard let list else { return }
        realizeRow(id)
        list.onScreen.insert(id)
        rowNode(id)?.forEachNode { $0.lifecycle.appear(graph: self) }
        update()
    }

    /// Row `id` left the screen: its views disappear (they and their state stay in a lazy stack).
    func rowDidDisappear(_ id: AnyHashable) {
        guard let list, list.onScreen.remove(id) != nil else { return }
        rowNode(id)?.forEachNode { $0.lifecycle.disappear(graph: self) }
        update()
    }

    /// The node of row `id`, once built.
    func rowNode(_ id: AnyHashable) -> ViewNode? {
        list?.container.children.first { $0.identity == .explicit(id) }
    }
}
