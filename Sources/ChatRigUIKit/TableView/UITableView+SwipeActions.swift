/// Swipe actions on a table's rows (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`,
/// `…trailing…`): declared with UIKit's signatures; inert — the scenario has no swipes, so the
/// delegate is never asked and no action's handler runs.
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
    /// `UIContextualAction.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable { case normal, destructive }
    /// `UIContextualAction.Handler`: the action, its source view, and the completion to call
    /// with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// `UISwipeActionsConfiguration`: the actions a swipe would show.
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// `performsFirstActionWithFullSwipe`: true, UIKit's default.
    open var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
