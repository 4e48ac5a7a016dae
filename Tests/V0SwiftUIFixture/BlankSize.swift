import ChatRigSwiftUI

// MARK: - Blank Size Calculator
struct BlankSizeCalculator {
    let containerHeight: CGFloat
    let keyboardHeight: CGFloat
    let lastUserMessageHeight: CGFloat
    let lastAssistantMessageHeight: CGFloat
    let composerHeight: CGFloat
    
    var blankSize: CGFloat {
        let visibleHeight = containerHeight - keyboardHeight - composerHeight
        let contentHeight = lastUserMessageHeight + lastAssistantMessageHeight
        
        // If content is shorter than visible area, add blank space
        // This pushes content to the top
        return max(0, visibleHeight - contentHeight)
    }
}

// MARK: - Chat View with Dynamic Blank Size
struct ChatMessagesListView: View {
    @Environment(ChatState.self) private var state
    @State private var containerHeight: CGFloat = 0
    
    var body: some View {
        GeometryReader { geometry in
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 12) {
                        ForEach(Array(state.messages.enumerated()), id: \.element.id) { index, message in
                            MessageView(message: message, index: index)
                                .id(message.id)
                                .background(
                                    GeometryReader { messageGeo in
                                        Color.clear.preference(
                                            key: MessageHeightPreference.self,
                                            value: [message.id: messageGeo.size.height]
                                        )
                                    }
                                )
                        }
                    }
                    .padding(.horizontal, 16)
                }
                // iOS 17+: Native content inset support
                .contentMargins(.bottom, state.blankSize, for: .scrollContent)
                // Additional safe area for composer
                .safeAreaPadding(.bottom, state.composerHeight)
            }
            .onAppear {
                containerHeight = geometry.size.height
            }
        }
    }
}

// MARK: - Preference Key for Height Tracking
struct MessageHeightPreference: PreferenceKey {
    static var defaultValue: [UUID: CGFloat] = [:]
    
    static func reduce(value: inout [UUID: CGFloat], nextValue: () -> [UUID: CGFloat]) {
        value.merge(nextValue()) { $1 }
    }
}

// MARK: - Modern Scroll Position API
struct ModernChatScrollView: View {
    @Environment(ChatState.self) private var state
    @State private var scrollPosition: ScrollPosition = .init()
    
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(state.messages) { message in
                    MessageView(message: message, index: 0)
                        .id(message.id)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition($scrollPosition)
        .contentMargins(.bottom, state.blankSize, for: .scrollContent)
        .onChange(of: state.messages.count) { _, _ in
            // Scroll to end when new message arrives
            if let lastMessage = state.messages.last {
                withAnimation(.spring(duration: 0.3)) {
                    scrollPosition.scrollTo(id: lastMessage.id, anchor: .top)
                }
            }
        }
    }
}

