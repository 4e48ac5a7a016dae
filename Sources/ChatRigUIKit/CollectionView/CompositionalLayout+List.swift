/// Lists in a compositional layout (iOS 14): `UICollectionLayoutListConfiguration`, the list
/// section and layout, and `UICollectionViewListCell` with its accessories.
///
/// A list section is one full-width item per row, each row estimated at 44 pt — the height
/// of a default list row (estimate: Apple documents no list row height; 44 pt is UIKit's
/// default table row height, `UITableView.rowHeight`'s documented default, and the Human
/// Interface Guidelines' minimum tappable height). The rows are then laid out as any
/// compositional layout's (``UICollectionViewCompositionalLayout``). Appearance, separators,
/// header and footer modes and swipe providers are kept, inert.
public struct UICollectionLayoutListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// `UICollectionLayoutListConfiguration.HeaderMode` (and `FooterMode`).
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }
    /// `SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) { self.appearance = appearance }

    /// A list row's estimated height (see the type's documentation).
    static let estimatedRowHeight: CGFloat = 44
}

extension NSCollectionLayoutSection {
    /// `list(using:layoutEnvironment:)`: one full-width row per item, estimated at 44 pt.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                          heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group)
    }
}

extension UICollectionViewCompositionalLayout {
    /// `list(using:)`: a layout of list sections.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// `UICollectionViewListCell`: a list's cell; its accessories and indentation are kept, inert.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true
    open var separatorLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

/// `UICellAccessory`: what a list cell shows at its edges (kept, inert).
public struct UICellAccessory: Sendable {
    /// `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    /// The accessory's kind (`disclosureIndicator`, `checkmark`, …) and when it shows.
    public let kind: String
    public let displayed: DisplayedState

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self { Self(kind: "disclosureIndicator", displayed: displayed) }
    public static func checkmark(displayed: DisplayedState = .always) -> Self { Self(kind: "checkmark", displayed: displayed) }
    public static func delete(displayed: DisplayedState = .whenEditing) -> Self { Self(kind: "delete", displayed: displayed) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> Self { Self(kind: "reorder", displayed: displayed) }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> Self { Self(kind: "outlineDisclosure", displayed: displayed) }
    public static func label(text: String, displayed: DisplayedState = .always) -> Self { Self(kind: "label: \(text)", displayed: displayed) }
}
