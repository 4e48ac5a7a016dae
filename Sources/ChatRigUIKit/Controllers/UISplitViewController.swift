import Foundation

/// `UISplitViewController`, inert: its columns' view controllers are kept; nothing is laid out
/// beside the rehearsed screen, which is shown alone (its `splitViewController` is nil).
///
/// As UIKit declares it (`@MainActor class UISplitViewController: UIViewController`,
/// `init(style:)`, `Style`, `Column`, `DisplayMode`; Apple, UIKit › UISplitViewController).
/// `showDetailViewController(_:sender:)` puts the view controller in the secondary column, as
/// UIKit's does in an expanded interface.
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
    /// `UISplitViewController.Style`.
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// `UISplitViewController.Column`.
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    /// `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    open private(set) var style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    /// `viewControllers`: the primary column's, then the secondary's, as set.
    open var viewControllers: [UIViewController] = []
    open var preferredDisplayMode: DisplayMode = .automatic
    /// `displayMode`: the preferred one (`.automatic` reads as `.oneBesideSecondary`, estimate).
    open var displayMode: DisplayMode { preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode }
    /// `isCollapsed`: false (the rehearsal's split is never collapsed: estimate).
    open var isCollapsed: Bool { false }
    open var presentsWithGesture = true
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0.4
    private var columns: [Column: UIViewController] = [:]

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init() {
        style = .unspecified
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// `setViewController(_:for:)`: kept for the column.
    open func setViewController(_ vc: UIViewController?, for column: Column) { columns[column] = vc }
    /// `viewController(for:)`: the column's, as set.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }
    /// `show(_:)` and `hide(_:)` a column: nothing to show.
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}

    /// `showDetailViewController(_:sender:)`: the secondary column's view controller.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        columns[.secondary] = vc
        viewControllers = Array(viewControllers.prefix(1)) + [vc]
    }
}

/// `UISplitViewControllerDelegate`: declared with defaults; never called (nothing collapses).
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
}
