import ChatModel
import ChatRigUIKit
import Simulator
import UIKitProbeFixture

final class ProbeAdapter: UIKitListAdapter {
    let cellFactories = [UIKitCellFactory(ProbeCell.self) { ProbeCell(frame: $0) }]
    var schedulesDelayedWorkOnSend = false
    /// Runs once, when the rehearsal first shows the conversation (the screen is open, the
    /// rehearsal's scope held).
    var whenOpened: (() -> Void)?
    private(set) var controller: ProbeViewController?

    func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? {
        guard case .message(let uuid)? = itemIdentifier.base as? ProbeViewController.Item else { return nil }
        return MessageID(uuid).map(ChatItemID.message)
    }

    func showConversation(_ controller: ProbeViewController, _ context: ChatListContext) {
        self.controller = controller
        whenOpened?()
        whenOpened = nil
        controller.show(context.messages.map { (UUID($0.id), $0.text) })
    }

    func messagesDidChange(_ change: MessagesChange, _ controller: ProbeViewController, _ context: ChatListContext) {
        controller.show(context.messages.map { (UUID($0.id), $0.text) })
        if case .sent = change, schedulesDelayedWorkOnSend { controller.scheduleDelayed() }
    }
}
