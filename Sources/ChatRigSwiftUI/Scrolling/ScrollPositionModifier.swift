/// `.scrollPosition(id:anchor:)` with `.scrollTargetLayout()` (iOS 17): the binding holds the
/// id of the row at the anchor's point of the visible area (its top without an anchor), kept
/// current as the list scrolls, and setting it scrolls that row there (Apple,
/// `scrollPosition(id:anchor:)`: "SwiftUI updates the binding as the user scrolls … setting
/// the binding scrolls to the view with that identity"). Which row is "at" the point: the
/// first one whose bottom is below it (estimate).
final class ScrollPositionState {
    let read: () -> AnyHashable?
    let write: (AnyHashable?) -> Void
    let anchor: UnitPoint?
    /// The id the list last reported or scrolled to: a binding holding it asks for nothing.
    var current: AnyHashable?

    init(read: @escaping () -> AnyHashable?, write: @escaping (AnyHashable?) -> Void, anchor: UnitPoint?, current: AnyHashable?) {
        self.read = read
        self.write = write
        self.anchor = anchor
        self.current = current
    }

    /// The list scrolled: the row now at the anchor goes into the binding.
    @MainActor func report(_ row: AnyHashable) {
        guard row != current else { return }
        current = row
        write(row)
    }
}

struct ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: Binding<ID?>
    let anchor: UnitPoint?

    func apply(to node: ViewNode) {
        let graph = node.graph
        let value = graph.tracking(node, node.currentGeneration) { id.wrappedValue }.map(AnyHashable.init)
        let binding = id
        let state = graph.scrollPosition ?? ScrollPositionState(read: { binding.wrappedValue.map(AnyHashable.init) },
                                                                write: { binding.wrappedValue = $0?.base as? ID },
                                                                anchor: anchor, current: value)
        graph.scrollPosition = state
        guard let value, value != state.current else { return }
        state.current = value
        let anchor = anchor ?? .top
        let animation = Transaction.current?.animation ?? graph.updateAnimation
        graph.afterUpdate { graph.scrollRequests?(ScrollRequest(id: value, anchor: anchor, animation: animation)) }
    }
}

extension View {
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id, anchor: anchor))
    }

    /// `.scrollTargetLayout()`: marks the stack whose rows `scrollPosition(id:)` names (every
    /// row of the scroll content is a target here).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(InertModifier(name: "scrollTargetLayout", arguments: [isEnabled]))
    }
}
