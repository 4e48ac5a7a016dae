import ChatModel
import Simulator

/// The adapter of a SwiftUI chat screen whose message list is a wrapped UIKit list — a
/// `UIViewRepresentable` making a `UITableView` or `UICollectionView` (or a
/// `UIViewControllerRepresentable` whose controller holds one): a ``SwiftUIListAdapter``
/// that also says how to make the list's cells, as a ``ChatRigUIKit/UIKitListAdapter`` does.
///
/// ``chatItem(for:)`` names the message an item identifier of the wrapped list's diffable
/// data source shows (its rows are the list's items, not `ForEach` ids).
@MainActor
public protocol SwiftUIWrappedListAdapter: SwiftUIListAdapter {
    /// One factory per cell class the wrapped list registers.
    var cellFactories: [UIKitCellFactory] { get }

    /// The ChatRig item at `indexPath` of a wrapped list with a classic data source (no
    /// item identifiers). Default nil.
    func chatItem(at indexPath: IndexPath) -> ChatItemID?
}

extension SwiftUIWrappedListAdapter {
    public func chatItem(at indexPath: IndexPath) -> ChatItemID? { nil }
}

/// The UIKit side of a ``SwiftUIWrappedListHost``: the hosting controller is the screen's
/// view controller, and the scenario's events reach the team's SwiftUI adapter.
@MainActor
final class WrappedListScreenAdapter<Content: View, Adapter: SwiftUIWrappedListAdapter>: UIKitListAdapter {
    typealias ViewController = UIHostingController<Content>
    let adapter: Adapter
    nonisolated let cellFactories: [UIKitCellFactory]
    /// The graph's bodies outside the list, charged after each update (set by the host).
    var didOpen: ((ViewGraph) -> Void)?
    private var opened = false

    init(adapter: Adapter, cellFactories: [UIKitCellFactory]) {
        self.adapter = adapter
        self.cellFactories = cellFactories
    }

    func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { adapter.chatItem(for: itemIdentifier) }
    func chatItem(at indexPath: IndexPath, of viewController: ViewController) -> ChatItemID? { adapter.chatItem(at: indexPath) }

    /// The first call comes after the view was built: the adapter already showed the
    /// conversation (before the view was made, as ``SwiftUIListHost`` does) and now meets the
    /// graph; later calls are conversation changes.
    func showConversation(_ viewController: ViewController, _ context: ChatListContext) {
        guard opened else {
            opened = true
            if let graph = viewController.graph {
                adapter.viewDidLoad(graph, context)
                didOpen?(graph)
            }
            return
        }
        adapter.showConversation(context)
    }

    func messagesDidChange(_ change: MessagesChange, _ viewController: ViewController, _ context: ChatListContext) {
        adapter.messagesDidChange(change, context)
    }

    func scrollToBottomTapped(_ viewController: ViewController, _ context: ChatListContext) {
        adapter.scrollToBottomTapped(context)
    }
}
