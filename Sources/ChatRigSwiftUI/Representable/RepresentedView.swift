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

/// A ``UIViewRepresentable`` in the graph.
struct ViewRepresentation<R: UIViewRepresentable>: PrimitiveView {
    let representable: R

    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        DynamicProperties.link(representable, to: node)
        let graph = node.graph
        graph.tracking(node, node.currentGeneration) {
            if let made = node.memory[RepresentedView.made] as? Represented<R.UIViewType, R.Coordinator> {
                representable.updateUIView(made.object, context: context(made.coordinator, node))
                return
            }
            let coordinator = representable.makeCoordinator()
            let view = representable.makeUIView(context: context(coordinator, node))
            node.memory[RepresentedView.made] = Represented(object: view, coordinator: coordinator)
            node.onRemove = {
                R.dismantleUIView(view, coordinator: coordinator)
                view.removeFromSuperview()
            }
            graph.madeUIKitViews.append(view)
            representable.updateUIView(view, context: context(coordinator, node))
        }
        return []
    }

    private func context(_ coordinator: R.Coordinator, _ node: ViewNode) -> R.Context {
        UIViewRepresentableContext(coordinator: coordinator, transaction: Transaction.current ?? Transaction(), environment: node.environment)
    }
}

/// A ``UIViewControllerRepresentable`` in the graph.
struct ViewControllerRepresentation<R: UIViewControllerRepresentable>: PrimitiveView {
    let representable: R

    func makeChildren(in node: ViewNode) -> [ViewNode.Child] {
        DynamicProperties.link(representable, to: node)
        let graph = node.graph
        graph.tracking(node, node.currentGeneration) {
            if let made = node.memory[RepresentedView.made] as? Represented<R.UIViewControllerType, R.Coordinator> {
                representable.updateUIViewController(made.object, context: context(made.coordinator, node))
                return
            }
            let coordinator = representable.makeCoordinator()
            let controller = representable.makeUIViewController(context: context(coordinator, node))
            node.memory[RepresentedView.made] = Represented(object: controller, coordinator: coordinator)
            node.onRemove = {
                R.dismantleUIViewController(controller, coordinator: coordinator)
                controller.willMove(toParent: nil)
                controller.viewIfLoaded?.removeFromSuperview()
                controller.removeFromParent()
            }
            graph.madeUIKitControllers.append(controller)
            representable.updateUIViewController(controller, context: context(coordinator, node))
        }
        return []
    }

    private func context(_ coordinator: R.Coordinator, _ node: ViewNode) -> R.Context {
        UIViewControllerRepresentableContext(coordinator: coordinator, transaction: Transaction.current ?? Transaction(),
                                             environment: node.environment)
    }
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
