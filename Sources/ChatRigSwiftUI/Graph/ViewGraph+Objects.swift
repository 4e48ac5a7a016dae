extension ViewGraph {
    /// The first object of type `T` a view of the graph owns — through `@StateObject` or as
    /// an `@State` value — searching parents before children: a screen's own view model,
    /// which an adapter drives. O(nodes).
    public func object<T: AnyObject>(ofType type: T.Type) -> T? {
        var found: T?
        root.forEachNode { node in
            guard found == nil else { return }
            for slot in node.slots.keys.sorted() {
                if let object = (node.slots[slot] as? OwnedObject)?.ownedObject as? T {
                    found = object
                    return
                }
            }
        }
        return found
    }
}

/// Storage that holds an object a view owns.
protocol OwnedObject {
    var ownedObject: Any { get }
}

extension StateObjectSlot: OwnedObject {
    var ownedObject: Any { object }
}

extension StateStorage: OwnedObject {
    var ownedObject: Any { peek() }
}
