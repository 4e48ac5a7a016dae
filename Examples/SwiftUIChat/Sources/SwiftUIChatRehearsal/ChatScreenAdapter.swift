import ChatModel
import ChatRigSwiftUI
import Simulator
import SwiftUIChat

/// The screen's rehearsal adapter: the scenario's view-model events become the view model's
/// own calls, as the app's networking makes them.
public final class ChatScreenAdapter: SwiftUIListAdapter {
    public let model: ChatViewModel
    private var uuids: [MessageID: UUID] = [:]
    private var messageIDs: [UUID: MessageID] = [:]

    public init(model: ChatViewModel) { self.model = model }

    public func chatItem(for rowID: AnyHashable) -> ChatItemID? {
        (rowID.base as? UUID).flatMap { messageIDs[$0] }.map(ChatItemID.message)
    }

    public func showConversation(_ context: ChatListContext) {
        model.messages = context.messages.map { ChatMessage(id: uuid($0.id), role: $0.role == .user ? .user : .assistant, text: $0.text) }
        model.streamingID = context.pendingReplyMessage.map(uuid)
    }

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        switch change {
        case .sent(let id):
            model.messages.append(ChatMessage(id: uuid(id), role: .user, text: context.message(id)?.text ?? ""))
        case .replyStarted(let id):
            model.beginReply(id: uuid(id))
        case .tokens(let id):
            model.stream(context.message(id)?.text ?? "", into: uuid(id))
        case .replyFinished(let id, _):
            model.finishReply(uuid(id), text: context.message(id)?.text ?? "")
        case .olderPageLoaded, .olderPageFailed:
            showConversation(context)
        }
    }

    private func uuid(_ id: MessageID) -> UUID {
        if let known = uuids[id] { return known }
        let made = UUID()
        uuids[id] = made
        messageIDs[made] = id
        return made
    }

    /// The screen as the strategy `swiftui-chat`, for `swiftui-chat-rig` and scenario files.
    public nonisolated static let strategy = StrategyRegistry.Entry.view(name: "swiftui-chat", summary: "The SwiftUI chat screen (Examples/SwiftUIChat)") { _ in
        let model = ChatViewModel()
        return (ChatScreenAdapter(model: model), { ChatScreen(model: model) })
    }
}
