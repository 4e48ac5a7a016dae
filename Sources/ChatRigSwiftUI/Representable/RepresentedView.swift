/// How the graph expands a representable: a primitive view with no children whose node
/// keeps the made UIKit view (or view controller) and its coordinator for as long as the
/// representable keeps its identity.
///
/// At each evaluation of the node — its first build, a parent making it again with other
/// inputs, or state it read changing (its dynamic properties are linked, and its `update…`
/// runs tracked for Observation, as a body does) — the representable is made or updated in
/// SwiftUI's documented order (``UIViewRepresentable``). A removed node dismantles it, then
/// takes its view out of the hierarchy.
@MainActor
enum RepresentedView {
    /// The primitive expansion of `view` when it is a representable; nil for any other view.
    static func primitive(_ view: any View) -> PrimitiveView? {
        if let representable = view as? any UIViewRepresentable { return expansion(representable) }
        if let representable = view as? any UIViewControllerRepresentable { return expansion(representable) }
        return nil
    }

    private static func expansion<R: UIViewRepresentable>(_ representable: R) -> PrimitiveView { ViewRepresentation(representable: representable) }
    private static func expansion<R: UIViewControllerRepresentable>(_ representable: R) -> PrimitiveView {
        ViewControllerRepresentation(representable: representable)
    }

    /// The node's memory key for what a representable made.
    static let made = "representable"
}

/// What a representable made: its UIKit object and its coordinator.
final class Represented<Object: AnyObject, Coordinator> {
    let object: Object
    let coordinator: Coordinator
    init(object: Object, coordinator: Coordinator) {
        self.object = object
        self.coordinator = coordinator
    }
}

/// What the graph asks of a representable, whichever UIKit object it makes: one driver
/// (``makeChildren(in:)``) for views and view controllers, each kind saying how it makes,
/// updates, dismantles and hands over its object.
@MainActor
protocol RepresentableDriver: PrimitiveView {
    associatedtype Representable: View
    associatedtype Object: AnyObject
    associatedtype Coordinator
    associatedtype Context

    var representable: Representable { get }
    func makeCoordinator() -> Coordinator
    func context(_ coordinator: Coordinator, _ node: ViewNode) -> Context
    func make(context: Context) -> Object
    func update(_ object: Object, context: Context)
    /// The representable's dismantling, then the object's removal from the hierarchy.
    func dismantle(_ object: Object, coordinator: Coordinator)
    /// Hands the made object to the graph for the hosting controller to take.
    func adopt(_ object: Object, in graph: ViewGraph)
}

extension RepresentableDriver {
    /// Makes (coordinator first, then the object, once per identity) or updates the object,
    /// tracked as a body; a removed node dismantles it. No children.
    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        DynamicProperties.link(representable, to: node)
        let graph = node.graph
        graph.tracking(node, node.currentGeneration) {
            if let made = node.memory[RepresentedView.made] as? Represented<Object, Coordinator> {
                update(made.object, context: context(made.coordinator, node))
                return
            }
            let coordinator = makeCoordinator()
            let object = make(context: context(coordinator, node))
            node.memory[RepresentedView.made] = Represented(object: object, coordinator: coordinator)
            node.onRemove = { dismantle(object, coordinator: coordinator) }
            adopt(object, in: graph)
            update(object, context: context(coordinator, node))
        }
        return []
    }
}

/// A ``UIViewRepresentable`` in the graph.
struct ViewRepresentation<R: UIViewRepresentable>: RepresentableDriver {
    let representable: R

    func makeCoordinator() -> R.Coordinator { representable.makeCoordinator() }
    func context(_ coordinator: R.Coordinator, _ node: ViewNode) -> R.Context {
        UIViewRepresentableContext(coordinator: coordinator, transaction: Transaction.current ?? Transaction(), environment: node.environment)
    }
    func make(context: R.Context) -> R.UIViewType { representable.makeUIView(context: context) }
    func update(_ object: R.UIViewType, context: R.Context) { representable.updateUIView(object, context: context) }
    func dismantle(_ object: R.UIViewType, coordinator: R.Coordinator) {
        R.dismantleUIView(object, coordinator: coordinator)
        object.removeFromSuperview()
    }
    func adopt(_ object: R.UIViewType, in graph: ViewGraph) { graph.madeUIKitViews.append(object) }
}

/// A ``UIViewControllerRepresentable`` in the graph.
struct ViewControllerRepresentation<R: UIViewControllerRepresentable>: RepresentableDriver {
    let representable: R

    func makeCoordinator() -> R.Coordinator { representable.makeCoordinator() }
    func context(_ coordinator: R.Coordinator, _ node: ViewNode) -> R.Context {
        UIViewControllerRepresentableContext(coordinator: coordinator, transaction: Transaction.current ?? Transaction(),
                                             environment: node.environment)
    }
    func make(context: R.Context) -> R.UIViewControllerType { representable.makeUIViewController(context: context) }
    func update(_ object: R.UIViewControllerType, context: R.Context) { representable.updateUIViewController(object, context: context) }
    func dismantle(_ object: R.UIViewControllerType, coordinator: R.Coordinator) {
        R.dismantleUIViewController(object, coordinator: coordinator)
        object.willMove(toParent: nil)
        object.viewIfLoaded?.removeFromSuperview()
        object.removeFromParent()
    }
    func adopt(_ object: R.UIViewControllerType, in graph: ViewGraph) { graph.madeUIKitControllers.append(object) }
}

extension ViewGraph {
    /// UIKit views representables made since the hosting controller last took them (kept in
    /// the root node's memory: the graph's own, no state outside it).
    var madeUIKitViews: [UIView] {
        get { root.memory["madeUIKitViews"] as? [UIView] ?? [] }
        set { root.memory["madeUIKitViews"] = newValue }
    }

    /// View controllers representables made since the hosting controller last took them.
    var madeUIKitControllers: [UIViewController] {
        get { root.memory["madeUIKitControllers"] as? [UIViewController] ?? [] }
        set { root.memory["madeUIKitControllers"] = newValue }
    }
}
