import Simulator

/// `compose: "draft"` or `compose: { text: "…" | lines: 3, images: 2 }`: what the user has
/// typed into the composer and attached (photos), not yet sent. The app's composer decides
/// how it grows with them (``ChatListController/composerTextDidChange(_:)``; by default a
/// UIKit text view from one line to its maximum height, with an attachment strip above it
/// while photos are attached), and the list must keep its newest message clear of it. A
/// `send` empties it.
public struct ComposeAction: Hashable, Sendable {
    /// The draft, the composer's whole text now.
    public var text: String
    /// Photos attached (0 … ``ScenarioLimits/maxImagesPerSend``).
    public var images: Int

    public init(text: String, images: Int = 0) {
        self.text = text
        self.images = images
    }

    /// A draft of `lines` short lines ("line 1", "line 2", …), for scenarios about how tall
    /// the composer grows rather than what it says; 0 lines is an empty draft. O(lines).
    public init(lines: Int, images: Int = 0) {
        self.init(text: (0..<max(0, lines)).map { "line \($0 + 1)" }.joined(separator: "\n"), images: images)
    }

    /// The draft's lines as the user broke them (an empty draft is one empty line).
    public var lineCount: Int { ComposerGeometry.lineCount(of: text) }
}
