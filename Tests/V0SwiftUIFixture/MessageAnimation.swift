import ChatRigSwiftUI

// MARK: - Animation Phases
enum MessageAnimationPhase: CaseIterable {
    case hidden
    case appearing
    case visible
    
    var opacity: Double {
        switch self {
        case .hidden: 0
        case .appearing: 0.5
        case .visible: 1
        }
    }
    
    var offset: CGFloat {
        switch self {
        case .hidden: 50
        case .appearing: 10
        case .visible: 0
        }
    }
    
    var scale: CGFloat {
        switch self {
        case .hidden: 0.95
        case .appearing: 0.98
        case .visible: 1
        }
    }
}

// MARK: - User Message with First Message Animation
struct UserMessageView: View {
    let message: ChatMessage
    let isFirstMessage: Bool
    @Environment(ChatState.self) private var state
    
    @State private var animationComplete = false
    
    var body: some View {
        HStack {
            Spacer()
            
            Text(message.content)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
                .background(.blue, in: .rect(cornerRadius: 20))
                .foregroundStyle(.white)
        }
        .modifier(FirstMessageAnimationModifier(
            isEnabled: isFirstMessage && state.isMessageSendAnimating,
            onComplete: {
                animationComplete = true
                state.isMessageSendAnimating = false
            }
        ))
    }
}

// MARK: - First Message Animation Modifier
struct FirstMessageAnimationModifier: ViewModifier {
    let isEnabled: Bool
    let onComplete: () -> Void
    
    @State private var phase: MessageAnimationPhase = .hidden
    
    func body(content: Content) -> some View {
        content
            .opacity(isEnabled ? phase.opacity : 1)
            .offset(y: isEnabled ? phase.offset : 0)
            .scaleEffect(isEnabled ? phase.scale : 1)
            .onAppear {
                guard isEnabled else { return }
                
                // Sequence the animations
                withAnimation(.spring(duration: 0.3, bounce: 0.2)) {
                    phase = .appearing
                }
                
                withAnimation(.spring(duration: 0.4, bounce: 0.15).delay(0.2)) {
                    phase = .visible
                } completion: {
                    onComplete()
                }
            }
    }
}

// MARK: - Assistant Message with Fade After User
struct AssistantMessageView: View {
    let message: ChatMessage
    let isFirstAssistantMessage: Bool
    @Environment(ChatState.self) private var state
    
    @State private var isVisible = false
    
    var body: some View {
        HStack {
            StreamingTextView(text: message.content, isStreaming: message.isStreaming)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
                .background(.secondary.opacity(0.1), in: .rect(cornerRadius: 20))
            
            Spacer()
        }
        .opacity(shouldAnimate ? (isVisible ? 1 : 0) : 1)
        .onChange(of: state.isMessageSendAnimating) { _, newValue in
            // Fade in after user message animation completes
            if !newValue && isFirstAssistantMessage {
                withAnimation(.easeOut(duration: 0.35)) {
                    isVisible = true
                }
            }
        }
        .onAppear {
            // For existing chats, show immediately
            if !shouldAnimate {
                isVisible = true
            }
        }
    }
    
    private var shouldAnimate: Bool {
        isFirstAssistantMessage && !isVisible
    }
}

