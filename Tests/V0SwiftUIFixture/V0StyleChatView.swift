import ChatRigSwiftUI
import Observation

// MARK: - Main Chat View
struct V0StyleChatView: View {
    @State private var chatState = ChatState()
    @State private var keyboardObserver = KeyboardObserver()
    @FocusState private var isComposerFocused: Bool
    
    var body: some View {
        GeometryReader { geometry in
            ZStack {
                // Background
                Color(.systemBackground)
                    .ignoresSafeArea()
                
                // Chat content
                VStack(spacing: 0) {
                    // Messages
                    chatMessages
                    
                    // Composer (positioned via safeAreaInset)
                }
            }
        }
        .environment(chatState)
        .environment(keyboardObserver)
    }
    
    private var chatMessages: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 16) {
                    ForEach(Array(chatState.messages.enumerated()), id: \.element.id) { index, message in
                        MessageView(message: message, index: index)
                            .id(message.id)
                    }
                }
                .padding(.horizontal, 16)
                .padding(.top, 16)
            }
            .scrollDismissesKeyboard(.interactively)
            .defaultScrollAnchor(.bottom)
            .contentMargins(.bottom, chatState.blankSize, for: .scrollContent)
            .safeAreaInset(edge: .bottom) {
                FloatingComposer()
                    .focused($isComposerFocused)
            }
        }
    }
}

// MARK: - Unified Message View
struct MessageView: View {
    let message: ChatMessage
    let index: Int
    @Environment(ChatState.self) private var state
    
    var body: some View {
        Group {
            switch message.role {
            case .user:
                UserMessageView(message: message, isFirstMessage: index == 0)
            case .assistant:
                AssistantMessageView(message: message, isFirstAssistantMessage: index == 1)
            case .optimisticPlaceholder:
                OptimisticPlaceholderView()
            }
        }
    }
}

// MARK: - Optimistic Placeholder (Typing Indicator)
struct OptimisticPlaceholderView: View {
    @State private var dotIndex = 0
    
    var body: some View {
        HStack {
            HStack(spacing: 4) {
                ForEach(0..<3) { i in
                    Circle()
                        .fill(.secondary)
                        .frame(width: 8, height: 8)
                        .scaleEffect(dotIndex == i ? 1.2 : 0.8)
                        .animation(
                            .easeInOut(duration: 0.4)
                            .repeatForever()
                            .delay(Double(i) * 0.15),
                            value: dotIndex
                        )
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .glassEffect()
            
            Spacer()
        }
        .onAppear {
            dotIndex = 1
        }
    }
}

// #Preview {  (EDITS.md: `chatrig port` comments #Preview blocks out)
//     V0StyleChatView()
// }

