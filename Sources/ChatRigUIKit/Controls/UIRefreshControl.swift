/// `UIRefreshControl`: a pull-to-refresh control. Its refreshing state is kept
/// (`beginRefreshing()`, `endRefreshing()`, `isRefreshing`); the scenario has no pull past
/// the top, so it never sends `.valueChanged` itself — the app's load-more on pull runs only
/// when the app calls it (inert as a gesture).
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// "Tells the control that a refresh operation was started programmatically" (Apple).
    open func beginRefreshing() { isRefreshing = true }
    /// "Tells the control that a refresh operation has ended" (Apple).
    open func endRefreshing() { isRefreshing = false }
}
