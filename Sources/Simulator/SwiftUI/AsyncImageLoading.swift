import ChatModel

/// Rows whose images load asynchronously, as SwiftUI's `AsyncImage(url:content:placeholder:)`
/// does: a row shows its placeholder (``ListLayout/CellMetrics/imagePlaceholderSize``) from
/// the moment it is built until its images arrive ``latency`` later, then it is measured
/// again at the images' size — the height change moves the content below it (and, above the
/// screen, the content on screen), since a lazy stack does not compensate.
///
/// `AsyncImage` starts loading when its view appears and keeps no cache of its own, so a
/// row's images load once, when the row is first built; the row keeps them while it stays
/// in the list (rows are not recycled).
public struct AsyncImageLoading: Hashable, Sendable {
    /// From a row's first appearance to its images drawn. One figure for every image.
    public var latency: VirtualDuration

    public init(latency: VirtualDuration) { self.latency = latency }
}
