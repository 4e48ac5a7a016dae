import ListLayout

/// `NSCollectionLayoutDimension`.
public struct NSCollectionLayoutDimension: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat
    public static func fractionalWidth(_ value: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: value) }
    public static func fractionalHeight(_ value: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: value) }
    public static func absolute(_ value: CGFloat) -> Self { Self(kind: .absolute, dimension: value) }
    public static func estimated(_ value: CGFloat) -> Self { Self(kind: .estimated, dimension: value) }
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// A height in points, where it names one.
    var points: Double? {
        switch kind {
        case .absolute, .estimated: Double(dimension)
        case .fractionalWidth, .fractionalHeight: nil
        }
    }
}

/// `NSCollectionLayoutSize`.
public struct NSCollectionLayoutSize: Hashable, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}

/// `NSCollectionLayoutSpacing`.
public struct NSCollectionLayoutSpacing: Hashable, Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public static func fixed(_ value: CGFloat) -> Self { Self(spacing: value, isFlexibleSpacing: false) }
    public static func flexible(_ value: CGFloat) -> Self { Self(spacing: value, isFlexibleSpacing: true) }
}

/// `NSCollectionLayoutItem`.
@MainActor @preconcurrency
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// `supplementaryItems`: kept, inert (``NSCollectionLayoutSupplementaryItem``).
    public private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        self.supplementaryItems = supplementaryItems
    }
}

/// `NSCollectionLayoutGroup`: a chat list's is one full-width item per group.
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    open var interItemSpacing: NSCollectionLayoutSpacing?
    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
        self.subitems = subitems
        super.init(layoutSize: layoutSize)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
    }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: count))
    }
}

/// `NSCollectionLayoutSection`.
@MainActor @preconcurrency
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// `boundarySupplementaryItems`, `decorationItems`, `supplementariesFollowContentInsets`:
    /// kept, inert (``NSCollectionLayoutBoundarySupplementaryItem``).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets = true
    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// The estimated (or absolute) height of the section's items: the item's, else the group's.
    var estimatedItemHeight: Double? {
        group.subitems.first?.layoutSize.heightDimension.points ?? group.layoutSize.heightDimension.points
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: recorded; a chat list scrolls
/// one way.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `NSCollectionLayoutContainer`.
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The environment a section provider sees: the list's width and height.
@MainActor
final class LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    init(size: CGSize) { contentSize = size }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection { UITraitCollection() }
}

/// `UICollectionViewCompositionalLayout`: a section provider, or one section for all.
///
/// The engine takes section 0's content insets, inter-group spacing and estimated item
/// height for the messages, and — when the provider returns a section for index 1 — that
/// section's insets and estimate for a second section (a typing indicator's). Further
/// sections are laid out with section 1's geometry; horizontal groups and orthogonal
/// scrolling are recorded, not laid out (README).
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    private let provider: SectionProvider
    open var configuration = UICollectionViewCompositionalLayoutConfiguration()

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        super.init()
    }
    /// `init?(coder:)`: a layout from a storyboard has no section provider; one empty section.
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        super.init(coder: coder)
    }
    public convenience init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: sectionProvider)
        self.configuration = configuration
    }
    public convenience init(section: NSCollectionLayoutSection) { self.init { _, _ in section } }

    override var scrollsHorizontally: Bool { configuration.scrollDirection == .horizontal }
    /// ChatRig's list layout lays out a compositional layout, subclass or not: its geometry
    /// is its sections'.
    override var isLaidOutByEngine: Bool { true }

    override func chatListConfiguration(environment: any NSCollectionLayoutEnvironment) -> ListLayoutConfiguration {
        var configuration = ListLayoutConfiguration.spacious
        guard let first = provider(0, environment) else { return configuration }
        configuration.contentInsets = DirectionalEdgeInsets(first.contentInsets)
        configuration.interItemSpacing = Double(first.interGroupSpacing)
        if let height = first.estimatedItemHeight { configuration.estimatedMessageHeight = height }
        if let second = provider(1, environment) {
            configuration.secondSectionInsets = DirectionalEdgeInsets(second.contentInsets)
            if let height = second.estimatedItemHeight { configuration.estimatedChromeHeight = height }
        }
        return configuration
    }
}

/// `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration {
    open var interSectionSpacing: CGFloat = 0
    /// `boundarySupplementaryItems` of the whole layout: kept, inert.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public init() {}
}

extension DirectionalEdgeInsets {
    init(_ insets: NSDirectionalEdgeInsets) {
        self.init(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing))
    }
}
