import ChatRigSwiftUI

// MARK: - Glass Effect Variants
// .regular - Default glass with blur and reflection
// .regular.interactive() - Adds pressed state for tappable elements
// .regular.tint(.blue) - Adds color overlay
// .clear - Removes tint, increases transparency
// .identity - Removes glass effect entirely

// MARK: - Floating Composer with Liquid Glass
struct FloatingComposer: View {
    @Environment(ChatState.self) private var state
    @FocusState private var isFocused: Bool
    
    @State private var messageText = ""
    @State private var composerHeight: CGFloat = 0
    @Namespace private var composerNamespace
    
    var body: some View {
        GlassEffectContainer {
            HStack(spacing: 12) {
                // Attachment button
                Button {
                    // Handle attachments
                } label: {
                    Image(systemName: "plus.circle.fill")
                        .font(.title2)
                }
                .buttonStyle(.glass)
                .glassEffectID("attachButton", in: composerNamespace)
                
                // Text input
                TextField("Message", text: $messageText, axis: .vertical)
                    .lineLimit(1...6)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .glassEffect(.regular.interactive())  // EDITS.md: `interactive` is a method
                    .glassEffectID("textField", in: composerNamespace)
                    .focused($isFocused)
                
                // Send button
                Button {
                    sendMessage()
                } label: {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title2)
                }
                .buttonStyle(.glassProminent)
                .tint(.blue)
                .disabled(messageText.isEmpty)
                .glassEffectID("sendButton", in: composerNamespace)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
        }
        .background(
            GeometryReader { geo in
                Color.clear.preference(
                    key: ComposerHeightPreference.self,
                    value: geo.size.height
                )
            }
        )
        .onPreferenceChange(ComposerHeightPreference.self) { height in
            state.composerHeight = height
        }
    }
    
    private func sendMessage() {
        guard !messageText.isEmpty else { return }
        
        let newMessage = ChatMessage(
            id: UUID(),
            role: .user,
            content: messageText,
            timestamp: Date()
        )
        
        state.isMessageSendAnimating = true
        state.messages.append(newMessage)
        messageText = ""
        
        // Add optimistic placeholder for assistant response
        let placeholder = ChatMessage(
            id: UUID(),
            role: .optimisticPlaceholder,
            content: "",
            timestamp: Date()
        )
        state.messages.append(placeholder)
    }
}

struct ComposerHeightPreference: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

// MARK: - Swipe to Focus Modifier
struct SwipeToFocusModifier: ViewModifier {
    @FocusState.Binding var isFocused: Bool
    
    func body(content: Content) -> some View {
        content
            .gesture(
                DragGesture(minimumDistance: 20)
                    .onEnded { value in
                        // Swipe up to focus
                        if value.translation.height < -50 && 
                           value.velocity.height < -250 &&
                           !isFocused {
                            isFocused = true
                        }
                    }
            )
    }
}

extension View {
    func swipeToFocus(_ isFocused: FocusState<Bool>.Binding) -> some View {
        modifier(SwipeToFocusModifier(isFocused: isFocused))
    }
}

// MARK: - Composer Height Change Handler
struct ComposerHeightScrollModifier: ViewModifier {
    @Environment(ChatState.self) private var state
    let proxy: ScrollViewProxy
    
    @State private var previousHeight: CGFloat = 0
    @State private var isNearBottom = true
    
    func body(content: Content) -> some View {
        content
            .onChange(of: state.composerHeight) { oldHeight, newHeight in
                // Only scroll if near bottom (like Vercel's implementation)
                guard isNearBottom, newHeight > oldHeight else { return }
                
                if let lastMessage = state.messages.last {
                    withAnimation(.easeOut(duration: 0.1)) {
                        proxy.scrollTo(lastMessage.id, anchor: .bottom)
                    }
                }
            }
    }
}

