import ChatModel

/// Rows or cells whose images are loading after they were first shown, and those whose images
/// arrived (``AsyncImageLoading``): a lazy stack's `AsyncImage` rows, or a collection view's
/// cells fed by an image pipeline.
final class ImageLoads {
    private(set) var loading: Set<ChatItemID> = []
    private(set) var loaded: Set<ChatItemID> = []

    /// Starts loading `id`'s images; false when they are loading or loaded already. O(1).
    func start(_ id: ChatItemID) -> Bool {
        !loaded.contains(id) && loading.insert(id).inserted
    }

    /// `id`'s images arrived; false when no load of them was running. O(1).
    func finish(_ id: ChatItemID) -> Bool {
        guard loading.remove(id) != nil else { return false }
        loaded.insert(id)
        return true
    }

    /// Forgets items the data no longer holds. O(items).
    func retain(where keeps: (ChatItemID) -> Bool) {
        loading.retainMembers(where: keeps)
        loaded.retainMembers(where: keeps)
    }

    /// Whether every row held is one `keeps` accepts: ``retain(where:)`` would forget nothing.
    func holdsOnly(_ keeps: (ChatItemID) -> Bool) -> Bool { loading.allSatisfy(keeps) && loaded.allSatisfy(keeps) }
}
