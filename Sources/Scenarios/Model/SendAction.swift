/// A user message: its text and how many images it attaches.
public struct SendAction: Hashable, Sendable {
    /// The message text (may be empty when images are attached).
    public var text: String
    /// Number of attached images (default 0).
    public var images: Int

    public init(text: String, images: Int = 0) {
        self.text = text
        self.images = images
    }
}
