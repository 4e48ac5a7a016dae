/// A stored property of a view that the graph updates before the view's body runs
/// (`@State`, `@Binding`, `@ObservedObject`, `@Environment`, …): SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
    /// Called before the body runs. Default: nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the graph links to the node of the view that holds it: its storage
/// (by `slot`, the property's place in the view) and its subscriptions.
@MainActor
protocol GraphLinked {
    func link(to node: ViewNode, slot: Int)
}

/// Links a view's dynamic properties to its node, in declaration order, nested dynamic
/// properties (a `DynamicProperty` struct holding `@State`) included.
enum DynamicProperties {
    @MainActor static func link(_ value: Any, to node: ViewNode) {
        var slot = 0
        link(value, to: node, slot: &slot)
    }

    @MainActor private static func link(_ value: Any, to node: ViewNode, slot: inout Int) {
        for child in Mirror(reflecting: value).children {
            if let linked = child.value as? GraphLinked {
                linked.link(to: node, slot: slot)
                slot += 1
            } else if child.value is DynamicProperty {
                link(child.value, to: node, slot: &slot)
            }
        }
    }
}
