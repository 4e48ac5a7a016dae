/// A point in a view's unit square: SwiftUI's `UnitPoint` (`.top`, `.center`, `.bottom`, …).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init() { x = 0; y = 0 }
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A horizontal or vertical axis.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A scrollable view: SwiftUI's `ScrollView`. Its vertical content's stack — a `LazyVStack`
/// or an eager `VStack` — is the list the engine lays out and scrolls.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] { [.init(.position(0), content)] }
}

/// Gives its content a ``ScrollViewProxy`` to scroll the scroll views inside it:
/// SwiftUI's `ScrollViewReader`. Its content closure is its body: state read in it is
/// tracked to the reader (not to the view whose body made the reader), and each run is
/// counted under the reader's type (`ScrollViewReader<…>`).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        let proxy = ScrollViewProxy(graph: node.graph)
        node.graph.countBody(of: Self.self, in: node, charged: false)
        return [.init(.position(0), node.graph.tracking(node, node.currentGeneration) { content(proxy) })]
    }
}

/// Scrolls the scroll views of a ``ScrollViewReader``.
public struct ScrollViewProxy {
    weak var graph: ViewGraph?

    /// Scrolls so that the view with `id` sits at `anchor` of the visible area; with no
    /// anchor, by the least amount that shows it. Inside `withAnimation` it animates along
    /// the transaction's curve. An id no row has is ignored (Apple, `scrollTo(_:anchor:)`).
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        graph?.scrollRequests?(ScrollRequest(id: AnyHashable(id), anchor: anchor, animation: Transaction.current?.animation))
    }
}

/// Horizontal alignment of a vertical stack's children.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: Int
    public static let leading = HorizontalAlignment(key: 0)
    public static let center = HorizontalAlignment(key: 1)
    public static let trailing = HorizontalAlignment(key: 2)
}

/// Vertical alignment of a horizontal stack's children.
public struct VerticalAlignment: Hashable, Sendable {
    let key: Int
    public static let top = VerticalAlignment(key: 0)
    public static let center = VerticalAlignment(key: 1)
    public static let bottom = VerticalAlignment(key: 2)
    public static let firstTextBaseline = VerticalAlignment(key: 3)
    public static let lastTextBaseline = VerticalAlignment(key: 4)
}

/// Alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Views pinned while the stack scrolls (section headers, footers).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that builds its rows only as they come on screen: SwiftUI's
/// `LazyVStack`. Inside a `ScrollView` its rows are the engine's lazy rows (``ListRows``).
public struct LazyVStack<Content: View>: View, PrimitiveView, RowContainer {
    public var content: Content
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        StackRows.children(of: content, in: node, lazy: true, spacing: spacing.map(Double.init))
    }
}

/// A vertical stack: SwiftUI's `VStack`. Directly in a `ScrollView` its children are the
/// engine's rows, every one built when the content is evaluated; elsewhere an ordinary view.
public struct VStack<Content: View>: View, PrimitiveView, RowContainer {
    public var content: Content
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        guard StackRows.isScrollContent(node) else { return [.init(.position(0), content)] }
        return StackRows.children(of: content, in: node, lazy: false, spacing: spacing.map(Double.init))
    }
}

/// A scrolling list of rows: SwiftUI's `List`, rehearsed as a lazy container (its rows are
/// built as they come on screen, as a `UICollectionView`-backed list realizes cells).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView, RowContainer {
    public var content: Content

    public var body: Never { primitiveBody() }
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        StackRows.children(of: content, in: node, lazy: true, spacing: 0)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// The rows of a stack that is the scroll content.
enum StackRows {
    /// Whether `node`'s nearest container ancestor is a `ScrollView` (modifiers between are fine).
    @MainActor static func isScrollContent(_ node: ViewNode) -> Bool {
        var current = node.parentNode
        while let ancestor = current {
            if ancestor.view is ScrollContainer { return true }
            if ancestor.view is RowContainer || !(ancestor.view is AppliesPrimitiveModifier) { return false }
            current = ancestor.parentNode
        }
        return false
    }

    /// The `.padding` applied to the stack inside its scroll view (summed).
    @MainActor static func padding(around node: ViewNode) -> EdgeInsets {
        var insets = EdgeInsets()
        var current = node.parentNode
        while let ancestor = current, !(ancestor.view is ScrollContainer) {
            if let modified = ancestor.view as? AppliesPrimitiveModifier, let padding = modified.primitiveModifier as? PaddingModifier {
                insets.top += padding.insets.top
                insets.bottom += padding.insets.bottom
                insets.leading += padding.insets.leading
                insets.trailing += padding.insets.trailing
            }
            current = ancestor.parentNode
        }
        return insets
    }

    /// Registers the stack's rows and lists the realized ones (all of them, eager).
    @MainActor static func children(of content: any View, in node: ViewNode, lazy: Bool, spacing: Double?) -> [ViewNode.Child] {
        guard let list = node.graph.registerList(node, lazy: lazy, spacing: spacing) else { return [.init(.position(0), content)] }
        list.padding = padding(around: node)
        var rows: [LazyRow] = []
        Rows.append(content, to: &rows, position: 0)
        list.setRows(rows)
        return node.graph.tracking(node, node.currentGeneration) { list.realizedChildren() }
    }
}

/// A scroll view, which a stack directly inside reports its rows to.
@MainActor
protocol ScrollContainer {}
extension ScrollView: ScrollContainer {}
