import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import RunResults
import Simulator
import Strategies
import Testing
@testable import V0SwiftUIFixture

/// Hands the scenario's events to the design's `@Observable` `ChatState`, which its
/// `V0StyleChatView` owns (`@State private var chatState`): as the floating composer's
/// `sendMessage()` changes it — the user's message appended with `isMessageSendAnimating`
/// set, and an optimistic placeholder for the reply — and as the app's streaming would: the
/// reply's text growing, `isStreaming` while it streams. Ids are the messages' UUIDs.
@MainActor final class V0FixtureAdapter: SwiftUIListAdapter {
    private(set) var state: V0SwiftUIFixture.ChatState?

    func chatItem(for rowID: AnyHashable) -> ChatItemID? {
        (rowID.base as? UUID).flatMap(MessageID.init).map(ChatItemID.message)
    }

    func viewDidLoad(_ graph: ViewGraph, _ context: ChatListContext) {
        state = graph.object(ofType: V0SwiftUIFixture.ChatState.self)
        showConversation(context)
    }

    func showConversation(_ context: ChatListContext) {
        guard let state else { return }
        let messages = context.messages.map { message in
            let role: ChatMessage.MessageRole = switch message.role {
            case .user: .user
            case .assistant where message.text.isEmpty && message.state == .streaming: .optimisticPlaceholder
            case .assistant, .system: .assistant
            }
            return ChatMessage(id: UUID(message.id), role: role, content: message.text, isStreaming: message.state == .streaming,
                               timestamp: Date(timeIntervalSince1970: 0))
        }
        if state.messages != messages { state.messages = messages }
    }

    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        if case .sent = change, let state { state.isMessageSendAnimating = true }
        showConversation(context)
    }
}

/// The V0Swift design's own chat view (its complete example), rehearsed through the face,
/// against the `v0` strategy, on the bundled scenario that runs it.
@MainActor @Suite struct V0FixtureTests {
    static func run(_ name: String) throws -> (view: RehearsalResult, model: RehearsalResult) {
        let rehearsal = RehearsalTests.rehearsal
        let scenario = try rehearsal.scenario(at: RehearsalTests.scenarios.appendingPathComponent(name))
        let view = try rehearsal.run(scenario, view: { V0StyleChatView() }, adapter: V0FixtureAdapter(), named: "v0-view")
        return (view, try rehearsal.run(scenario, strategy: "v0"))
    }

    @Test func theDesignsViewOnRevealFallsBehind() throws {
        let (view, model) = try Self.run("bugs/v0-reveal-falls-behind.yaml")
        #expect(view.finding(.snapshotError) == nil, "\(view)")
        let differences = SparkiFireFixtureTests.differences(view, model)
        #expect(differences.isEmpty, "\(differences.sorted { $0.key.rawValue < $1.key.rawValue })")
    }
}
