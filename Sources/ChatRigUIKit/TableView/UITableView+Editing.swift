/// Row editing and swipe actions, declared as UIKit declares them and inert: the rehearsal
/// swipes and edits no row, so the actions are kept and never run.

/// `UITableViewRowAction` (deprecated in iOS 13 for `UIContextualAction`), inert.
@MainActor @preconcurrency
open class UITableViewRowAction: NSObject {
    /// `UITableViewRowAction.Style` (`destructive` is `default`, as in UIKit).
    public enum Style: Int, Sendable {
        case `default` = 0, normal = 1
        public static var destructive: Style { .default }
    }
    open private(set) var style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIVisualEffect?
    public let handler: (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// `UIContextualAction`, inert (a swipe-to-reply's action is kept, not run).
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
    /// `UIContextualAction.Style`.
    public enum Style: Int, Sendable { case normal, destructive }
    /// `UIContextualAction.Handler`: the action, its source view and the completion to call.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?

    /// The background is the style's until the app sets one: red for `.destructive`, gray for
    /// `.normal` (Apple: "The default value of this property is determined by the value in the
    /// style property").
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// `UISwipeActionsConfiguration`, inert.
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
