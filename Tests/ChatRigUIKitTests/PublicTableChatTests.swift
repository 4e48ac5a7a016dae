import ChatModel
import ChatRigTesting
import ChatRigUIKit
import Foundation
import Simulator
import Testing
@testable import UIKitPublicChatFixture

/// The example's message model (the name `Message` is ChatModel's too).
typealias ExampleMessage = UIKitPublicChatFixture.Message

/// The example's screen, without its view model's background loading: the library's
/// `ChatViewController` (inverted table, chat bar, keyboard handling) showing the scenario's
/// messages in the example's `MessageTextCell`, newest first, inserting a sent message at row 0
/// inside `beginUpdates`/`endUpdates` as the example's `addMessage` does, and reloading a
/// streaming reply's row.
final class PublicTableChatScreen: ChatViewController {
    private(set) var messages: [ExampleMessage] = []
    let me = User(id: 2, name: "Harry Tran")
    let them = User(id: 1, name: "Liliana")

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.estimatedRowHeight = 88
        tableView.register(MessageTextCell.self, forCellReuseIdentifier: MessageTextCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let message = messages[indexPath.row]
        guard let cell = tableView.dequeueReusableCell(withIdentifier: MessageTextCell.reuseIdentifier, for: indexPath) as? MessageTextCell
        else { fatalError("DequeueReusableCell failed while casting") }
        cell.transform = tableView.transform
        cell.bind(withMessage: message, user: message.isOutgoing ? me : them)
        cell.updateUIWithBubbleStyle(.facebook, isOutgoingMessage: message.isOutgoing)
        cell.updateLayoutForBubbleStyle(.facebook, positionInBlock: .single)
        return cell
    }

    /// The whole conversation, newest first.
    func show(_ conversation: [ExampleMessage]) {
        messages = conversation
        tableView.reloadData()
    }

    /// A new message at row 0, as the example's `addMessage(_:)`.
    func add(_ message: ExampleMessage) {
        messages.insert(message, at: 0)
        tableView.beginUpdates()
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        tableView.endUpdates()
    }

    /// A message's new text, its row reloaded.
    func update(_ id: String, text: String) {
        guard let row = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[row].text = text
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
    }
}

extension UIKitRehearsalSuites {
    /// A public UIKit chat library written elsewhere (hoangtaiki/ChatViewController, MIT:
    /// `Tests/UIKitPublicChatFixture/EDITS.md`), after `chatrig port`, the hand edits for what
    /// port leaves, and stubs for its non-UI SDKs, rehearsed on the bundled
    /// `keyboard-during-stream` scenario (50 of 200 messages loaded, keyboard up at 0.2 s, a send
    /// and a 600-token reply from 0.5 s, keyboard down at 3 s, up at 5 s, down at 7 s).
    @Suite struct PublicTableChatTests {
        static let path = "Scenarios/keyboard/keyboard-during-stream.yaml"

        final class Adapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(MessageTextCell.self) { MessageTextCell(style: .default, reuseIdentifier: $0) }]
            func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { nil }
            func chatItem(at indexPath: IndexPath, of controller: PublicTableChatScreen) -> ChatItemID? {
                guard controller.messages.indices.contains(indexPath.row), let id = UUID(uuidString: controller.messages[indexPath.row].id)
                else { return nil }
                return MessageID(id).map(ChatItemID.message)
            }
            static func message(_ message: ChatModel.Message) -> ExampleMessage {
                var shown = ExampleMessage(id: UUID(message.id).uuidString, sendByID: message.role == .user ? 2 : 1,
                                                           createdAt: Date(timeIntervalSince1970: 0), text: message.text)
                shown.isOutgoing = message.role == .user
                return shown
            }
            func showConversation(_ controller: PublicTableChatScreen, _ context: ChatListContext) {
                controller.show(Array(context.messages.map(Self.message).reversed()))
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: PublicTableChatScreen, _ context: ChatListContext) {
                switch change {
                case .sent(let id), .replyStarted(let id):
                    guard let message = context.message(id) else { return }
                    controller.add(Self.message(message))
                case .tokens(let id), .replyFinished(let id, _):
                    guard let message = context.message(id) else { return }
                    controller.update(UUID(message.id).uuidString, text: message.text)
                case .olderPageLoaded, .olderPageFailed:
                    controller.show(Array(context.messages.map(Self.message).reversed()))
                }
            }
        }

        /// No `snapshotError`, no upside-down or stale rows (the inverted table's cells are
        /// flipped back by `cell.transform = tableView.transform`), the sent message and the
        /// reply inserted at the top of the model, every visible row showing its message's
        /// text in the example's cell, the newest row on screen.
        @Test func theLibrarysInvertedTableScreenRehearsesWithoutError() throws {
            let rehearsal = Rehearsal()
            let screen = PublicTableChatScreen()
            let result = try rehearsal.run(rehearsal.scenario(at: Self.path), viewController: { screen }, adapter: Adapter(), named: "public-table")
            #expect(result.finding(.snapshotError) == nil)
            #expect(result.passed, "\(result)")
            #expect(result[.upsideDownFrames] == 0)
            #expect(result[.staleCellFrames] == 0)
            #expect(screen.messages.count == 52)
            #expect(screen.tableView.transform == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
            let visible = screen.tableView.indexPathsForVisibleRows ?? []
            #expect(visible.contains(IndexPath(row: 0, section: 0)))
            for indexPath in visible {
                let cell = try #require(screen.tableView.cellForRow(at: indexPath) as? MessageTextCell)
                #expect(cell.messageLabel.text == screen.messages[indexPath.row].text)
            }
        }
    }
}
