import ChatRigSwiftUI
import Observation

// MARK: - Observable State Container
@Observable
final class ChatState {
    var messages: [ChatMessage] = []
    var composerHeight: CGFloat = 0
    var keyboardHeight: CGFloat = 0
    var isMessageSendAnimating: Bool = false
    var blankSize: CGFloat = 0
    
    // Derived state
    var totalBottomInset: CGFloat {
        blankSize + composerHeight + keyboardHeight
    }
}

// MARK: - Message Model
struct ChatMessage: Identifiable, Equatable {
    let id: UUID
    let role: MessageRole
    var content: String
    var isStreaming: Bool = false
    let timestamp: Date
    
    enum MessageRole: Equatable {
        case user
        case assistant
        case optimisticPlaceholder
    }
}

// MARK: - Chat Container
struct ChatContainerView: View {
    @State private var chatState = ChatState()
    
    var body: some View {
        ChatMessagesView()
            .environment(chatState)
    }
}

// MARK: - Composable Modifiers (equivalent to RN hooks)
struct ChatMessagesView: View {
    @Environment(ChatState.self) private var state
    
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(state.messages) { message in
                        MessageView(message: message, index: 0)  // EDITS.md: the complete example's MessageView takes an index
                            .id(message.id)
                    }
                }
                .padding(.horizontal, 16)
            }
            // Composable behaviors as modifiers
            .keyboardAwareScrolling(proxy: proxy)
            .initialScrollToEnd(proxy: proxy)
            .animateNewMessages()
        }
        .safeAreaInset(edge: .bottom) {
            FloatingComposer()
        }
    }
}

// MARK: - Keyboard Aware Scrolling Modifier
struct KeyboardAwareScrollingModifier: ViewModifier {
    let proxy: ScrollViewProxy
    @Environment(ChatState.self) private var state
    
    func body(content: Content) -> some View {
        content
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { notification in
                handleKeyboardShow(notification)
            }
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in
                handleKeyboardHide()
            }
    }
    
    private func handleKeyboardShow(_ notification: Notification) {
        guard let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        
        withAnimation(.interpolatingSpring(stiffness: 500, damping: 45)) {
            state.keyboardHeight = keyboardFrame.height
        }
    }
    
    private func handleKeyboardHide() {
        withAnimation(.interpolatingSpring(stiffness: 500, damping: 45)) {
            state.keyboardHeight = 0
        }
    }
}

extension View {
    func keyboardAwareScrolling(proxy: ScrollViewProxy) -> some View {
        modifier(KeyboardAwareScrollingModifier(proxy: proxy))
    }
}
