import ChatModel
import Simulator

/// The `ForEach` data of a SwiftUI chat list: the view model's messages, oldest first, plus
/// the chrome rows the list's body adds after them.
enum MessageRows {
    /// Rows for `messages`, leaving out `hiding` (a reply not shown as a message yet), with a
    /// typing row at the end when `typing`. O(n).
    static func make(_ context: ChatListContext, hiding: MessageID? = nil, typing: Bool = false) -> [ChatItemID] {
        var rows: [ChatItemID] = []
        rows.reserveCapacity(context.messages.count + 1)
        for id in context.messages.identifiers where id != hiding { rows.append(.message(id)) }
        if typing { rows.append(.typingIndicator) }
        return rows
    }
}
