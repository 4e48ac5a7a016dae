/// `compose: { lines: 3, images: 2 }`: what the user has typed into the composer (lines of
/// text) and attached (photos), not yet sent. The composer grows with them — its text view
/// from one line to its maximum height, the attachment strip above it while photos are
/// attached — and the list must keep its newest message clear of it. A `send` empties it.
public struct ComposeAction: Hashable, Sendable {
    /// Lines of text in the composer (0 … ``ScenarioLimits/maxComposeLines``).
    public var lines: Int
    /// Photos attached (0 … ``ScenarioLimits/maxImagesPerSend``).
    public var images: Int

    public init(lines: Int, images: Int = 0) {
        self.lines = lines
        self.images = images
    }
}
