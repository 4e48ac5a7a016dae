/// What the collection view tells its delegate and prefetch data source as items come and go.
public enum VisibilityEvent: Hashable, Sendable, CustomStringConvertible {
    /// `collectionView(_:willDisplay:forItemAt:)`; `reused` says whether the cell came from
    /// the reuse pool (else it was created).
    case willDisplay(index: Int, kind: String, reused: Bool)
    /// `collectionView(_:didEndDisplaying:forItemAt:)`; the cell returns to the reuse pool.
    case didEndDisplaying(index: Int, kind: String)
    /// `collectionView(_:prefetchItemsAt:)`, in the order the items will appear.
    case prefetch([Int])
    /// `collectionView(_:cancelPrefetchingForItemsAt:)`: prefetched items that left the
    /// prefetch window without being displayed.
    case cancelPrefetching([Int])

    public var description: String {
        switch self {
        case let .willDisplay(index, kind, reused): "willDisplay \(index) \(kind)\(reused ? " reused" : " created")"
        case let .didEndDisplaying(index, kind): "didEndDisplaying \(index) \(kind)"
        case let .prefetch(indices): "prefetch \(indices)"
        case let .cancelPrefetching(indices): "cancelPrefetching \(indices)"
        }
    }
}
