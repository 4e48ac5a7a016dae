import ChatModel
import Simulator
import Viewport

/// A SwiftUI chat screen whose message list is a wrapped UIKit list, rehearsed as a
/// ``Simulator/ChatListController``: the view runs in a ``UIHostingController``, which
/// ChatRigUIKit's ``ChatRigUIKit/UIKitListHost`` drives as the screen's view controller.
///
/// The wrapped `UITableView` or `UICollectionView` (made by a `UIViewRepresentable`, or
/// held by a `UIViewControllerRepresentable`'s controller) is the list the engine measures,
/// exactly as a UIKit screen's: its data source's snapshots, its cells, its scrolling. The
/// SwiftUI side keeps its own model: the team's view model changes (``SwiftUIWrappedListAdapter``),
/// the graph updates once at the frame's display-link tick, and `updateUIView` hands the
/// wrapped list the change as the screen's code does. Bodies outside the list are charged at
/// the device's per-body cost, as ``SwiftUIListHost`` charges them (estimate).
///
/// Open, so a team's rehearsal can declare what its app does beyond the list by subclassing
/// it with the Simulator's app-behaviour protocols.
open class SwiftUIWrappedListHost<Content: View, Adapter: SwiftUIWrappedListAdapter>: ChatListController {
    public let adapter: Adapter
    private let screen: WrappedListScreenAdapter<Content, Adapter>
    private let host: UIKitListHost<WrappedListScreenAdapter<Content, Adapter>>
    private var context: ChatListContext?
    private var opened = false

    public init(view: @escaping @MainActor () -> Content, adapter: Adapter) {
        self.adapter = adapter
        let screen = MainActorBridge.run { WrappedListScreenAdapter<Content, Adapter>(adapter: adapter, cellFactories: adapter.cellFactories) }
        self.screen = screen
        let opening = Opening()
        self.opening = opening
        host = UIKitListHost(viewController: {
            // The view model gets the conversation before the view is made, as SwiftUIListHost does.
            if let context = opening.context { adapter.showConversation(context) }
            return UIHostingController(rootView: view())
        }, adapter: screen)
    }

    /// The context the screen opens in, for the view controller's maker.
    private final class Opening { var context: ChatListContext? }
    private let opening: Opening

    /// The hosting controller, once the rehearsal opened the screen.
    public var hostingController: UIHostingController<Content>? { host.viewController }

    /// The view's graph, once the rehearsal opened the screen.
    public var graph: ViewGraph? { MainActorBridge.run { host.viewController?.graph } }

    // MARK: Lifecycle

    public func viewDidLoad(_ context: ChatListContext) {
        self.context = context
        opening.context = context
        MainActorBridge.run {
            screen.didOpen = { [unowned self] graph in
                graph.didEvaluate = { [unowned self] graph in charge(graph) }
            }
        }
        host.viewDidLoad(context)
        opened = true
    }

    /// Bodies that ran outside the wrapped list, each at the device's per-body cost
    /// (estimate: a body costs as a row's, as ``SwiftUIListHost`` charges them). Building the
    /// screen before it opened is not charged.
    @MainActor private func charge(_ graph: ViewGraph) {
        guard opened, graph.bodiesOutsideRows > 0, let context else { return }
        context.chargeMainThread(microseconds: Double(graph.bodiesOutsideRows) * context.costs.rowBodyEvaluation)
    }

    public func conversationDidChange(_ context: ChatListContext) { host.conversationDidChange(context) }

    // MARK: Forwarded to the UIKit host

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { host.messagesDidChange(change, context) }
    public func scrollToBottomTapped(_ context: ChatListContext) { host.scrollToBottomTapped(context) }
    public func keyboardWillChange(_ change: KeyboardChange, _ context: ChatListContext) { host.keyboardWillChange(change, context) }
    public func viewportDidChange(_ context: ChatListContext) { host.viewportDidChange(context) }
    public func scrollViewDidScroll(_ context: ChatListContext) { host.scrollViewDidScroll(context) }
    public func scrollViewWillBeginDragging(_ context: ChatListContext) { host.scrollViewWillBeginDragging(context) }
    public func scrollViewWillEndDragging(withVelocity velocity: Point, targetContentOffset: inout Point, _ context: ChatListContext) {
        host.scrollViewWillEndDragging(withVelocity: velocity, targetContentOffset: &targetContentOffset, context)
    }
    public func scrollViewDidEndDragging(willDecelerate decelerate: Bool, _ context: ChatListContext) {
        host.scrollViewDidEndDragging(willDecelerate: decelerate, context)
    }
    public func scrollViewDidEndDecelerating(_ context: ChatListContext) { host.scrollViewDidEndDecelerating(context) }
    public func scrollViewDidScrollToTop(_ context: ChatListContext) { host.scrollViewDidScrollToTop(context) }
    public func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) { host.willDisplay(item, at: indexPath, context) }
    public func didEndDisplaying(_ item: ChatItemID, at indexPath: IndexPath?, _ context: ChatListContext) {
        host.didEndDisplaying(item, at: indexPath, context)
    }
    public func prefetchItems(at indexPaths: [IndexPath], _ context: ChatListContext) { host.prefetchItems(at: indexPaths, context) }
    public func cancelPrefetchingForItems(at indexPaths: [IndexPath], _ context: ChatListContext) { host.cancelPrefetchingForItems(at: indexPaths, context) }
    public func displayLinkDidFire(_ context: ChatListContext) { host.displayLinkDidFire(context) }
    public func configure(_ configuration: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        host.configure(&configuration, for: item, at: indexPath, context)
    }
}
