/// The direction the content offset is moving.
public enum ScrollDirection: String, Hashable, Sendable {
    /// `contentOffset.y` increasing: items below come into view.
    case down
    /// `contentOffset.y` decreasing: items above come into view.
    case up
}
