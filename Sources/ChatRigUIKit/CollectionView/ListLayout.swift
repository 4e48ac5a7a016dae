/// Lists in a collection view (iOS 14): `UICollectionLayoutListConfiguration` and
/// `UICollectionViewCompositionalLayout.list(using:)` / `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
/// Modelled as the compositional layout they are: one full-width column of self-sizing rows,
/// each estimated at 44 pt (estimate: UIKit's list rows size themselves and Apple gives no
/// estimate), with the configuration's section insets none. The appearance, separators,
/// background and swipe-action providers are kept, inert (nothing is drawn or swiped).
public struct UICollectionLayoutListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable { case none, supplementary }
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) { self.appearance = appearance }
}

extension NSCollectionLayoutSection {
    /// A list section: one full-width column of rows estimated at 44 pt (see above).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        listSection()
    }

    static func listSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
}

extension UICollectionViewCompositionalLayout {
    /// `list(using:)`: a compositional layout of list sections (see above).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection.listSection() }
    }
}

/// `UICollectionViewListCell`: a collection view cell for lists; its accessories and
/// indentation are kept, inert.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true
    open var accessories: [UICellAccessory] = []
    open var separatorLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

/// `UICellAccessory`, inert (the kinds a chat list's cells use).
public struct UICellAccessory {
    enum Kind { case disclosureIndicator, checkmark, delete, label(String) }
    let kind: Kind
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator) }
    public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark) }
    public static func delete() -> UICellAccessory { UICellAccessory(kind: .delete) }
    public static func label(text: String) -> UICellAccessory { UICellAccessory(kind: .label(text)) }
}
