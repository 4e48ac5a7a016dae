/// Where a scroll view is or should go (iOS 18's `ScrollPosition`): an edge, a view's id, or
/// a point. Writing one through `.scrollPosition($position)` scrolls there; as the user
/// scrolls, the position takes the id of the row at the top and `isPositionedByUser` (Apple,
/// `ScrollPosition`).
public struct ScrollPosition: Equatable {
    enum Target: Equatable {
        case edge(Edge)
        case id(AnyHashable, UnitPoint?)
        case point(CGPoint)
    }

    var target: Target?
    /// Counts requests: the same request twice scrolls twice.
    var request = 0
    public private(set) var isPositionedByUser = false

    public init(edge: Edge? = nil) { target = edge.map(Target.edge) }
    public init<ID: Hashable>(idType: ID.Type = ID.self) {}
    public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { target = .id(AnyHashable(id), anchor) }
    public init(point: CGPoint) { target = .point(point) }

    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    public var point: CGPoint? {
        if case .point(let point) = target { return point }
        return nil
    }

    public var viewID: AnyHashable? {
        if case .id(let id, _) = target { return id }
        return nil
    }

    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }
    public mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { ask(.id(AnyHashable(id), anchor)) }
    public mutating func scrollTo(point: CGPoint) { ask(.point(point)) }
    public mutating func scrollTo(x: CGFloat) { ask(.point(CGPoint(x: x, y: point?.y ?? 0))) }
    public mutating func scrollTo(y: CGFloat) { ask(.point(CGPoint(x: point?.x ?? 0, y: y))) }

    private mutating func ask(_ target: Target) {
        self.target = target
        request += 1
        isPositionedByUser = false
    }

    /// The user scrolled: the row at the top is the position now.
    mutating func userScrolled(to row: AnyHashable) {
        target = .id(row, nil)
        isPositionedByUser = true
    }
}

/// `.scrollPosition($position)`: a new request in the binding becomes a scroll request to
/// the host; the host writes the row at the top back as the user scrolls.
struct ScrollPositionValueModifier: ViewModifier, PrimitiveModifier {
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    func apply(to node: ViewNode) {
        let graph = node.graph
        let value = graph.tracking(node, node.currentGeneration) { position.wrappedValue }
        let handled = (node.memory["scrollPositionRequest"] as? LastValue<Int>)?.value
        node.memory["scrollPositionRequest"] = LastValue(value: value.request)
        let binding = position
        graph.scrollPositionValue = { row in binding.wrappedValue.userScrolled(to: row) }
        // The position given at first is where the list opens (a request like any other).
        guard value.request != handled, let target = value.target, !value.isPositionedByUser else { return }
        let animation = Transaction.current?.animation ?? graph.updateAnimation
        let anchor = anchor
        graph.afterUpdate {
            switch target {
            case .edge(let edge): graph.edgeRequests?(edge, animation)
            case .id(let id, let idAnchor): graph.scrollRequests?(ScrollRequest(id: id, anchor: idAnchor ?? anchor ?? .top, animation: animation))
            case .point(let point): graph.pointRequests?(point, animation)
            }
        }
    }
}

extension View {
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionValueModifier(position: position, anchor: anchor))
    }
}
