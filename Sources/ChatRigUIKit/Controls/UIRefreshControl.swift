/// `UIRefreshControl`, the pull-to-refresh control a chat screen uses to load older messages.
/// Its state is modelled as UIKit documents it: `beginRefreshing()` marks it refreshing
/// "programmatically" and sends no action, `endRefreshing()` ends it. Inert otherwise: the
/// rehearsal's gestures scroll the list but pull no control, so `.valueChanged` is not sent
/// (the scenario's older pages reach the screen through the adapter).
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
