/// A node's appear and disappear actions (`.onAppear`, `.onDisappear`), run once per
/// appearance: a view appears when it is first shown — at once outside a lazy stack, when
/// its row comes on screen inside one — and disappears when it leaves the graph or its row
/// leaves the screen (Apple, `onAppear(perform:)`: "before this view appears";
/// `LazyVStack`: rows are created as they come on screen).
struct Lifecycle {
    var onAppear: [() -> Void] = []
    var onDisappear: [() -> Void] = []
    private(set) var isShown = false

    @MainActor mutating func appear(graph: ViewGraph) {
        guard !isShown else { return }
        isShown = true
        for action in onAppear { action() }
    }

    @MainActor mutating func disappear(graph: ViewGraph) {
        guard isShown else { return }
        isShown = false
        for action in onDisappear { action() }
    }
}
