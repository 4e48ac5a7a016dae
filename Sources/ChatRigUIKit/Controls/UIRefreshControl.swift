import Foundation

/// `UIRefreshControl`: a pull-to-refresh control, as UIKit declares it
/// (`@MainActor class UIRefreshControl: UIControl`, designated `init()` and `init?(coder:)`;
/// Apple, UIKit › UIRefreshControl).
///
/// Its state is modelled: `beginRefreshing()` and `endRefreshing()` set `isRefreshing`, and,
/// as Apple documents for the programmatic start ("Tells the control that a refresh operation
/// was started programmatically"), send no action. The pull is inert: the scenario's drags
/// never pull the list past its top edge into a refresh, so `.valueChanged` is sent only by the
/// app's own `sendActions(for:)`. Nothing is drawn; `attributedTitle` is kept.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    /// `isRefreshing`: between `beginRefreshing()` and `endRefreshing()`.
    open private(set) var isRefreshing = false
    /// `attributedTitle`: kept, never drawn.
    open var attributedTitle: NSAttributedString?

    public init() { super.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `beginRefreshing()`: `isRefreshing` becomes true; no action is sent.
    open func beginRefreshing() { isRefreshing = true }

    /// `endRefreshing()`: `isRefreshing` becomes false.
    open func endRefreshing() { isRefreshing = false }
}
