/// The phase of a scroll view's scrolling (iOS 18's `ScrollPhase`), as the engine is in it:
/// a finger moving the content is `.interacting`, a fling gliding `.decelerating`, a
/// `scrollTo` inside `withAnimation` `.animating`, else `.idle`. `.tracking` (a finger down
/// that has not moved yet) is not distinguished by the engine and never reported.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    public var isScrolling: Bool { self != .idle }
}

/// The scroll view's geometry (iOS 18's `ScrollGeometry`), in the engine's terms.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: .zero, size: containerSize) }
}

/// `onScrollPhaseChange` and `onScrollGeometryChange` observers, told after every frame in
/// which the host looked at the scroll view; an action runs after the update in which its
/// value changed (Apple: "when the scroll phase changes", "when the value returned by
/// transform changes"), with the old and new values.
struct ScrollObserver {
    let node: WeakNode
    let name: String
    var observe: (ScrollPhase, ScrollGeometry) -> Void
}

struct ScrollPhaseModifier: ViewModifier, PrimitiveModifier {
    let action: (ScrollPhase, ScrollPhase) -> Void

    func apply(to node: ViewNode) {
        let action = action
        node.graph.observeScroll(of: node, name: "phase") { [weak node] phase, _ in
            guard let node else { return }
            let old = (node.memory["scrollPhase"] as? LastValue<ScrollPhase>)?.value ?? .idle
            guard old != phase else { return }
            node.memory["scrollPhase"] = LastValue(value: phase)
            node.graph.afterUpdate { action(old, phase) }
        }
    }
}

struct ScrollGeometryModifier<T: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void

    func apply(to node: ViewNode) {
        let transform = transform, action = action
        node.graph.observeScroll(of: node, name: "geometry") { [weak node] _, geometry in
            guard let node else { return }
            let value = transform(geometry)
            let old = (node.memory["scrollGeometry"] as? LastValue<T>)?.value
            node.memory["scrollGeometry"] = LastValue(value: value)
            guard let old, old != value else { return }
            node.graph.afterUpdate { action(old, value) }
        }
    }
}

extension ViewGraph {
    func observeScroll(of node: ViewNode, name: String, _ observe: @escaping (ScrollPhase, ScrollGeometry) -> Void) {
        if let index = scrollObservers.firstIndex(where: { $0.node.node === node && $0.name == name }) {
            scrollObservers[index].observe = observe
        } else {
            scrollObservers.append(ScrollObserver(node: WeakNode(node), name: name, observe: observe))
        }
    }

    /// The host saw the scroll view in `phase` with `geometry`: observers whose value changed
    /// queue their actions, which the next ``update()`` runs.
    func scrollDidChange(phase: ScrollPhase, geometry: ScrollGeometry) {
        scrollObservers.removeAll { $0.node.node.map(\.isRemoved) ?? true }
        for observer in scrollObservers { observer.observe(phase, geometry) }
    }
}

extension View {
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(ScrollPhaseModifier(action: action))
    }

    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(ScrollGeometryModifier(transform: transform, action: action))
    }
}
