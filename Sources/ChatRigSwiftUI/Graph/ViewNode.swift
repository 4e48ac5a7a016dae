/// One view in the rehearsal's view graph: the view value it was last given, the state
/// SwiftUI keeps for it across updates (its `@State` storage, `@StateObject`s,
/// subscriptions), its environment and its children by identity.
///
/// A node lives as long as its view keeps its identity — its place in its parent's
/// structure plus any explicit `id` (WWDC21 "Demystify SwiftUI": structural and explicit
/// identity; state lives as long as the identity).
@MainActor
public final class ViewNode {
    /// Who a child is among its siblings.
    enum Identity: Hashable {
        /// Its place in a `@ViewBuilder` block.
        case position(Int)
        /// The branch of an `if`/`else` or `switch`.
        case branch(Bool)
        /// `AnyView`'s content: its type.
        case type(ObjectIdentifier)
        /// An explicit identity: a `ForEach` element's id, `.id(_:)`.
        case explicit(AnyHashable)
    }

    /// A child a primitive view lists.
    struct Child {
        var identity: Identity
        var view: any View
        init(_ identity: Identity, _ view: any View) {
            self.identity = identity
            self.view = view
        }
    }

    unowned let graph: ViewGraph
    private(set) weak var parent: ViewNode?
    var parentNode: ViewNode? { parent }
    let identity: Identity
    /// The view this node shows now.
    var view: any View
    /// The lazy row this node belongs to (itself or an ancestor is a realized row).
    let row: AnyHashable?
    /// Depth in the graph (the root is 0): parents update before their children.
    let depth: Int
    /// The order the node was made in: nodes of one depth update in this order, so a run's
    /// actions come in the same order every time (never in an address's order).
    let serial: Int
    var children: [ViewNode] = []
    var environment: EnvironmentValues
    /// Storage a view's dynamic properties keep across updates, by the property's place.
    var slots: [Int: AnyObject] = [:]
    /// Values a primitive modifier keeps across updates (`onChange`'s last value).
    var memory: [String: Any] = [:]
    /// Whether state it read changed since its body last ran.
    var isInvalid = false
    /// The animation of the transaction that invalidated it (a change inside `withAnimation`),
    /// carried to the views its next evaluation updates.
    var invalidatingAnimation: Animation?
    /// Counts the node's body evaluations: a dependency recorded at one evaluation is stale
    /// after the next.
    private(set) var generation = 0
    /// The generation of the node's current evaluation.
    var currentGeneration: Int { generation }
    /// Whether the node was removed from the graph.
    private(set) var isRemoved = false
    /// Appear and disappear actions on this node (`.onAppear`, `.onDisappear`, `.task`).
    var lifecycle = Lifecycle()
    /// Runs when the node leaves the graph, after its disappear actions (a representable's dismantling).
    var onRemove: (() -> Void)?

    init(graph: ViewGraph, parent: ViewNode?, identity: Identity, view: any View, row: AnyHashable?) {
        self.graph = graph
        self.parent = parent
        self.identity = identity
        self.view = view
        self.row = row
        depth = (parent?.depth ?? -1) + 1
        serial = graph.nextSerial()
        environment = parent?.environment ?? EnvironmentValues()
    }

    /// A new body evaluation starts: dependencies recorded before it are stale.
    func beginEvaluation() -> Int {
        generation += 1
        isInvalid = false
        return generation
    }

    /// The node and its subtree leave the graph: their disappear actions run, their
    /// subscriptions end.
    func remove() {
        for child in children { child.remove() }
        children = []
        isRemoved = true
        slots = [:]
        lifecycle.disappear(graph: graph)
        onRemove?()
        onRemove = nil
    }

    /// The nearest ancestor (or self) of type `T`'s primitive view.
    func ancestor<T>(viewOf type: T.Type) -> (ViewNode, T)? {
        var node: ViewNode? = self
        while let current = node {
            if let view = current.view as? T { return (current, view) }
            node = current.parent
        }
        return nil
    }

    /// The nodes of the subtree, this one first, depth first.
    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}
