/// Renders a view to an image: SwiftUI's `ImageRenderer` (`@MainActor`, an
/// `ObservableObject`). The rehearsal draws nothing, so there is no image: `uiImage` and
/// `cgImage` are nil, as Apple's are when rendering fails.
@MainActor @preconcurrency
public final class ImageRenderer<Content: View>: ObservableObject {
    public var content: Content
    public var scale: CGFloat = 1
    public var isOpaque = false
    public var proposedSize = ProposedViewSize.unspecified

    public init(content view: Content) { content = view }

    /// The rendered image: nil (nothing is drawn).
    public var uiImage: UIImage? { nil }
}
