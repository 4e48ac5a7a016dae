/// A view's transform, reduced to what a chat list uses: a vertical scale of +1 or -1.
public struct ViewTransform: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The `d` of `CGAffineTransform(scaleX: 1, y: d)`.
    public var scaleY: Double

    public init(scaleY: Double) { self.scaleY = scaleY }

    public static let identity = ViewTransform(scaleY: 1)
    /// `CGAffineTransform(scaleX: 1, y: -1)`.
    public static let flippedVertically = ViewTransform(scaleY: -1)

    public var isFlipped: Bool { scaleY < 0 }

    /// The transform applying `self`, then `other` (scales compose by multiplication).
    public func concatenating(_ other: ViewTransform) -> ViewTransform {
        ViewTransform(scaleY: scaleY * other.scaleY)
    }

    public var description: String { isFlipped ? "scaleY(-1)" : "identity" }
}

/// How a cell draws its content.
public enum CellContentHosting: String, Hashable, Sendable, Codable, CaseIterable {
    /// Plain UIKit subviews of the cell's `contentView`: they inherit every ancestor's
    /// transform, the cell's included.
    case uiKitSubviews
    /// `UIHostingConfiguration` (SwiftUI in a cell): the hosted view is managed by the
    /// content configuration and does not pick up a transform set on the cell, while a
    /// transform on `contentView` does reach it (the flipped design, section 2).
    case hostingConfiguration
}

/// The transform chain collection view → cell → contentView → drawn content, answering
/// whether an item's content is drawn upright.
///
/// Reference, the flipped design ("Messages UICollectionView — Review and Improvement Plan",
/// section 2): with the collection view flipped and `cell.transform` set to the inverse,
/// "the cell frame is right, but the drawn content stays upside down" when the cell
/// hosts `UIHostingConfiguration` content; the fix is `cell.contentView.transform =
/// CGAffineTransform(scaleX: 1, y: -1)`, which does reach the hosted view. So the drawn
/// content's scale is collectionView × cell × contentView, except that hosted content
/// skips the cell's factor.
public struct TransformChain: Hashable, Sendable, Codable {
    public var collectionView: ViewTransform
    public var cell: ViewTransform
    public var contentView: ViewTransform
    public var hosting: CellContentHosting

    public init(
        collectionView: ViewTransform = .identity,
        cell: ViewTransform = .identity,
        contentView: ViewTransform = .identity,
        hosting: CellContentHosting = .uiKitSubviews
    ) {
        self.collectionView = collectionView
        self.cell = cell
        self.contentView = contentView
        self.hosting = hosting
    }

    /// The transform the drawn content ends up with on screen.
    public var drawnTransform: ViewTransform {
        let cellFactor = hosting == .hostingConfiguration ? ViewTransform.identity : cell
        return collectionView.concatenating(cellFactor).concatenating(contentView)
    }

    /// Whether the item's text and bubbles read right side up.
    public var isContentUpright: Bool { !drawnTransform.isFlipped }
}
