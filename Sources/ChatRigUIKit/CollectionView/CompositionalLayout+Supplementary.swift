import Foundation

/// A compositional layout's supplementary and decoration items, declared as UIKit declares
/// them, so a section with a header (`boundarySupplementaryItems`, `pinToVisibleBounds`) or a
/// background (`decorationItems`) compiles. Inert: a compositional layout is laid out by
/// ChatRig's list layout from its sections' geometry (``UICollectionViewCompositionalLayout``),
/// which places no supplementary or decoration views — so a boundary item takes no space and no
/// view is asked for. A screen whose headers matter to its list rehearses them with a
/// `UICollectionViewFlowLayout` subclass (``SupplementaryViews``, ``SectionPinning``) or a
/// table (README).

/// `NSRectAlignment`: where a boundary item sits on its section or layout.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `NSCollectionLayoutAnchor`: where a supplementary item is attached to its item. Kept.
@MainActor @preconcurrency
open class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, absolute: true) }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }
    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }
}

/// `NSCollectionLayoutSupplementaryItem`: a supplementary view attached to an item. Kept, inert.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 0

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a section's or layout's header or footer.
/// Kept, inert (this file's note): `pinToVisibleBounds` ("the boundary supplementary item is
/// shown while any portion of the section or layout it's attached to is visible", Apple;
/// default false) and `extendsBoundary` (default true) are recorded.
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: [], absoluteOffset: absoluteOffset), itemAnchor: nil)
    }
    /// The offset given at creation (`absoluteOffset`).
    public var offset: CGPoint { containerAnchor.offset }
}

/// `NSCollectionLayoutDecorationItem`: a section's background. Kept, inert (this file's note).
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// `background(elementKind:)`: a view of `elementKind` behind the section. (UIKit returns
    /// `Self`; here the base class, which is what a call on the class itself gets.)
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
