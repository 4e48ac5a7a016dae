import ChatModel
import ChatRigUIKit
import Simulator
import Strategies
import UIKitChat

/// The chat screen's rehearsal adapter: the scenario's view-model events become the
/// screen's own update calls (`show(_:)`, `setGenerating(_:)`), as the app's view model
/// makes them; the rest is what UIKit code cannot tell the rehearsal.
public final class ChatScreenAdapter: UIKitListAdapter {
    public init() {}

    public var cellFactories: [UIKitCellFactory] { ChatViewController.cellFactories }

    /// The screen's assistant cell holds a reply in one label, as the iris design's does; its
    /// gate compares the screen with that design's model, so its text is charged as the model
    /// charges it (without this, the face charges what the cells' labels and markdown calls do).
    public let textHolding: TextHolding? = .oneTextViewPerMessage

    public func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? {
        switch itemIdentifier.base as? ChatViewController.Item {
        case .message(let uuid)?: MessageID(uuid).map(ChatItemID.message)
        case .typingIndicator?: .typingIndicator
        case nil: nil
        }
    }

    public func showConversation(_ controller: ChatViewController, _ context: ChatListContext) {
        controller.show(Self.messages(context))
    }

    /// The view model hands the screen its messages on every change, then the generating
    /// flag when a reply starts or ends.
    public func messagesDidChange(_ change: MessagesChange, _ controller: ChatViewController, _ context: ChatListContext) {
        controller.show(Self.messages(context))
        switch change {
        case .replyStarted: controller.setGenerating(true)
        case .replyFinished: controller.setGenerating(false)
        case .sent, .tokens, .olderPageLoaded, .olderPageFailed: break
        }
    }

    public func scrollToBottomTapped(_ controller: ChatViewController, _ context: ChatListContext) {
        controller.scrollToBottomButton.sendActions(for: .touchUpInside)
    }

    public func inputBar(of controller: ChatViewController) -> UIView? { controller.inputBar }

    /// The cell provider's `messages.first(where:)` over the screen's messages, and the
    /// cells' `DateFormatter()` and whole-text markdown parse on every configure.
    public func configure(_ configuration: inout CellConfiguration, shownBy cell: UICollectionViewCell, for item: ChatItemID,
                          _ context: ChatListContext) {
        guard case .message(let id) = item, let first = context.messages.first else { return }
        configuration.linearLookupElements = Int(id.rawValue - first.id.rawValue) + 1
        configuration.createsDateFormatter = true
        configuration.parsesWholeText = true
    }

    /// The screen's messages for the conversation's loaded ones.
    static func messages(_ context: ChatListContext) -> [ChatMessage] {
        context.messages.map { message in
            ChatMessage(id: UUID(message.id), role: message.role == .user ? .user : .assistant, text: message.text,
                        sentAt: Date(timeIntervalSinceReferenceDate: message.createdAt.seconds),
                        imageCount: message.attachments.count, isStreaming: message.state == .streaming)
        }
    }
}

extension ChatScreenAdapter {
    /// The screen as a `chatrig` strategy, `uikit-chat`, with the option
    /// `reconfigure: never | changed` (whether updates reconfigure changed messages).
    public static let strategy = StrategyRegistry.Entry.viewController(
        name: "uikit-chat",
        summary: "The UIKit chat screen of Examples/UIKitChat, rehearsed through ChatRigUIKit.",
        options: [(key: "reconfigure", values: ["never", "changed"])]
    ) { options in
        let controller = ChatViewController()
        controller.reconfiguresChangedMessages = options["reconfigure"] == "changed"
        return (controller, ChatScreenAdapter())
    }
}
