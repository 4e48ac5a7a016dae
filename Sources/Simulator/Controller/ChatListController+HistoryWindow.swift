import ChatModel
import Viewport

/// The defaults of the history-window callbacks: what a controller written before jumps and
/// newer pages existed gets. It never asks for newer pages, so it hears no newer page; a jump
/// reaches it as the two calls it already answers.
extension ChatListController {
    /// The default treats the jump as the screen opening on new messages followed by the
    /// user's pick: ``conversationDidChange(_:)`` (which by default is ``viewDidLoad(_:)``:
    /// apply `context.messages`, scroll to the newest loaded one), then
    /// ``scrollToMessageRequested(_:position:_:)`` with `id` — as the controller answers a
    /// search result that was loaded.
    public func historyDidJump(to id: MessageID, position: ScrollPosition, _ context: ChatListContext) {
        conversationDidChange(context)
        scrollToMessageRequested(id, position: position, context)
    }

    /// The default does nothing: only a controller that asks for newer pages hears of one, and
    /// the messages reach the screen with its next snapshot.
    public func newerPageLoaded(count: Int, hasMore: Bool, _ context: ChatListContext) {}

    /// The default does nothing.
    public func newerPageFailed(_ context: ChatListContext) {}

    /// The default treats the newest page as the screen opening on new messages:
    /// ``conversationDidChange(_:)`` (by default ``viewDidLoad(_:)``: apply `context.messages`,
    /// scroll to the newest) — as after ``historyDidJump(to:position:_:)``.
    public func newestPageLoaded(count: Int, _ context: ChatListContext) {
        conversationDidChange(context)
    }

    /// The default does nothing: the message reaches the screen with the controller's next
    /// snapshot of `context.messages` (a controller that builds its snapshot from them places
    /// it mid-list then), as a late message reached a list before this callback existed.
    public func messageInserted(_ id: MessageID, _ context: ChatListContext) {}
}
