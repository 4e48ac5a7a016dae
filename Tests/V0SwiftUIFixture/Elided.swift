import ChatRigSwiftUI

// Two modifiers §2's `ChatMessagesView` calls and the document never defines (EDITS.md), in
// their smallest form, as the `v0` strategy reads them: `.initialScrollToEnd(proxy:)` opens
// the list at its last message; `.animateNewMessages()` adds nothing the views do not
// already do (the entrance animations are `UserMessageView`'s and `AssistantMessageView`'s).

struct InitialScrollToEndModifier: ViewModifier {
    let proxy: ScrollViewProxy
    @Environment(ChatState.self) private var state

    func body(content: Content) -> some View {
        content.onAppear {
            if let lastMessage = state.messages.last {
                proxy.scrollTo(lastMessage.id, anchor: .bottom)
            }
        }
    }
}

extension View {
    func initialScrollToEnd(proxy: ScrollViewProxy) -> some View {
        modifier(InitialScrollToEndModifier(proxy: proxy))
    }

    func animateNewMessages() -> some View { self }
}
