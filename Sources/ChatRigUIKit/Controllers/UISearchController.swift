/// Search in the navigation bar, inert: no one types in the search bar here, so the
/// results updater and the delegates are kept and never asked; `isActive` is what the app sets.
@MainActor @preconcurrency
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar(frame: .zero)
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// `UISearchResultsUpdating`.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// `UISearchControllerDelegate` (every method optional).
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// `UISearchBar`, inert: its text and placeholder are kept.
@MainActor @preconcurrency
open class UISearchBar: UIView {
    /// `UISearchBar.Style`.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var showsCancelButton = false
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open weak var delegate: (any UISearchBarDelegate)?
    public let searchTextField = UISearchTextField(frame: .zero)
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
}

/// `UISearchTextField`, inert.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {}

/// `UISearchBarDelegate` (every method optional; never called).
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}
