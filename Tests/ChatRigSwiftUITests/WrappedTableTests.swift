import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import Simulator
import Testing
import UIKitTableChatFixture

/// A SwiftUI chat screen whose message list is a wrapped table view, in the style of public
/// screens that put a `UITableView` under SwiftUI: a view model the screen observes, a
/// `UIViewControllerRepresentable` whose `updateUIViewController` hands the table what changed
/// (new messages inserted, a growing reply's row reloaded) — here the tutorial-style inverted
/// table of `UIKitTableChatFixture`.
@MainActor final class WrappedTableModel: ObservableObject {
    @Published var messages: [TutorialMessage] = []
    @Published var title = "Assistant"
    /// The table screen the representable shows (made once, as `makeUIViewController` would).
    let table = TutorialChatViewController()
}

struct WrappedTable: UIViewControllerRepresentable {
    let messages: [TutorialMessage]
    let table: TutorialChatViewController

    final class Coordinator { var shown: [TutorialMessage] = [] }

    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> TutorialChatViewController { table }

    func updateUIViewController(_ controller: TutorialChatViewController, context: Context) {
        let shown = context.coordinator.shown
        context.coordinator.shown = messages
        guard messages.count >= shown.count, zip(shown, messages).allSatisfy({ $0.id == $1.id }) else {
            controller.show(messages)
            return
        }
        for (old, new) in zip(shown, messages) where old.text != new.text { controller.update(new.id, text: new.text) }
        for new in messages.dropFirst(shown.count) { controller.insert(new) }
    }
}

struct WrappedTableScreen: View {
    @ObservedObject var model: WrappedTableModel

    var body: some View {
        VStack(spacing: 0) {
            Text(model.title).font(.headline)
            WrappedTable(messages: model.messages, table: model.table)
        }
    }
}

@MainActor final class WrappedTableAdapter: SwiftUIWrappedListAdapter {
    let model: WrappedTableModel
    init(model: WrappedTableModel) { self.model = model }

    let cellFactories = [UIKitCellFactory(TutorialMessageCell.self) { TutorialMessageCell(style: .default, reuseIdentifier: $0) }]
    func chatItem(for rowID: AnyHashable) -> ChatItemID? { nil }
    func chatItem(at indexPath: IndexPath) -> ChatItemID? {
        let rows = model.table.messages
        guard rows.indices.contains(indexPath.row) else { return nil }
        return MessageID(rows[indexPath.row].id).map(ChatItemID.message)
    }
    func showConversation(_ context: ChatListContext) {
        model.messages = context.messages.map { TutorialMessage(id: UUID($0.id), text: $0.text, isMine: $0.role == .user) }
    }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { showConversation(context) }
}

/// The wrapped table is the list the engine measures, as the same table in a UIKit screen is.
@MainActor @Suite struct WrappedTableTests {
    /// A streamed reply after 50 loaded messages, no keyboard (a main-actor test cannot serve
    /// the main queue the keyboard's `queue: .main` observers are delivered through). Run from
    /// the main actor, it waits at the process's UIKit gate on the main queue; a view
    /// controller's rehearsal holding the gate on a worker yields to it when it needs the main
    /// queue (`UIKitRehearsalGate`'s rule), so neither starves the other.
    static let path = "bugs/stale-streaming-text.yaml"

    @Test func aWrappedTableViewIsTheListTheEngineMeasures() throws {
        let rehearsal = RehearsalTests.rehearsal
        let model = WrappedTableModel()
        let result = try rehearsal.run(rehearsal.scenario(at: RehearsalTests.scenarios.appendingPathComponent(Self.path)), view: { WrappedTableScreen(model: model) },
                                       adapter: WrappedTableAdapter(model: model), named: "wrapped-table")
        #expect(result.finding(.snapshotError) == nil, "\(result)")
        #expect(result[.upsideDownFrames] == 0)
        #expect(result[.staleCellFrames] == 0)
        let table = model.table.tableView
        #expect(table.numberOfRows(inSection: 0) == model.messages.count)
        #expect(model.messages.count == 52)
        let visible = try #require(table.indexPathsForVisibleRows)
        #expect(visible.contains(IndexPath(row: 0, section: 0)))
        for indexPath in visible {
            let cell = try #require(table.cellForRow(at: indexPath) as? TutorialMessageCell)
            #expect(cell.messageLabel.text == model.table.messages[indexPath.row].text)
        }
        #expect(model.table.displayedRows > 0 && model.table.endedRows > 0)
    }
}

extension WrappedTableTests {
    /// A registry entry for a wrapped-list adapter makes the wrapped-list host.
    @Test func aRegistryEntryForAWrappedListAdapterMakesTheWrappedListHost() throws {
        let entry = StrategyRegistry.Entry.view(name: "wrapped-table", summary: "A wrapped table") { _ in
            let model = WrappedTableModel()
            return (WrappedTableAdapter(model: model), { WrappedTableScreen(model: model) })
        }
        var registry = StrategyRegistry()
        registry.register(entry)
        let controller = try registry.makeController(name: "wrapped-table", options: [])
        #expect(controller is SwiftUIWrappedListHost<WrappedTableScreen, WrappedTableAdapter>)
    }
}
