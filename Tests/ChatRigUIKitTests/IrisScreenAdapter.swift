import ChatModel
import ChatRigUIKit
@testable import IrisUIKitFixture
import Simulator

/// The rehearsal adapter of the iris chat screen, as its team would write it: the SwiftUI
/// bridge's `updateUIViewController` (messages when their ids or the last message's text
/// changed, then the generating flag) and the work its cell code does that UIKit calls
/// cannot show.
final class IrisScreenAdapter: UIKitListAdapter {
    /// The port charges text through ChatRig's cell sizer and markdown model, its assistant
    /// cell holding the reply in one label; the comparison holds the screen to the same model
    /// (what the face charges for a screen's own labels is pinned in FaceBehaviourTests).
    let textHolding: TextHolding? = .oneTextViewPerMessage

    let cellFactories = [
        UIKitCellFactory(UserMessageCell.self) { UserMessageCell(frame: $0) },
        UIKitCellFactory(AssistantMessageCell.self) { AssistantMessageCell(frame: $0) },
        UIKitCellFactory(TypingIndicatorCell.self) { TypingIndicatorCell(frame: $0) },
    ]

    func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? {
        switch itemIdentifier.base as? UIKitChatViewController.Item {
        case .message(let uuid)?: MessageID(uuid).map(ChatItemID.message)
        case .typingIndicator?: .typingIndicator
        case nil: nil
        }
    }

    func showConversation(_ controller: UIKitChatViewController, _ context: ChatListContext) {
        update(controller, context)
    }

    func messagesDidChange(_ change: MessagesChange, _ controller: UIKitChatViewController, _ context: ChatListContext) {
        update(controller, context)
    }

    /// `UIKitChatViewRepresentable.updateUIViewController(_:context:)`.
    private func update(_ controller: UIKitChatViewController, _ context: ChatListContext) {
        let messages = context.messages.map(IrisUIKitFixture.Message.init)
        if controller.messages.map(\.id) != messages.map(\.id) || controller.messages.last?.content != messages.last?.content {
            controller.updateMessages(messages)
        }
        if controller.isGenerating != context.isReplyPending {
            controller.updateGenerating(context.isReplyPending)
        }
    }

    func scrollToBottomTapped(_ controller: UIKitChatViewController, _ context: ChatListContext) {
        let button = controller.view.subviews.lazy.compactMap { $0 as? UIButton }.first
        button?.sendActions(for: .touchUpInside)
    }

    func inputBar(of controller: UIKitChatViewController) -> UIView? {
        controller.view.subviews.first { $0 is UIKitGlassInputView }
    }

    /// The cell provider's `messages.first(where:)` and the cells' `DateFormatter()` and
    /// whole-text re-parse on every configure. The app's view model holds the whole
    /// conversation (the rehearsal hands the screen only the loaded messages), so the search
    /// visits every message from the oldest to this one.
    func configure(_ configuration: inout CellConfiguration, shownBy cell: UICollectionViewCell, for item: ChatItemID,
                   _ context: ChatListContext) {
        guard case .message(let id) = item, let newest = context.messages.last else { return }
        configuration.linearLookupElements = context.conversationLength - Int(newest.id.rawValue - id.rawValue)
        configuration.createsDateFormatter = true
        configuration.parsesWholeText = true
    }
}

extension IrisUIKitFixture.Message {
    /// The app's message for a ChatRig message.
    init(_ message: ChatModel.Message) {
        self.init(
            id: UUID(message.id),
            role: message.role == .user ? .user : .assistant,
            content: message.text,
            createdAt: Date(timeIntervalSinceReferenceDate: message.createdAt.seconds),
            attachments: message.attachments.isEmpty ? nil
                : message.attachments.map { _ in MessageAttachment(image: UIImage(named: "attachment")) })
    }
}
