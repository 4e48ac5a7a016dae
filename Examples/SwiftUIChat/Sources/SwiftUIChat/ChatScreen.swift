import ChatViews

/// The chat screen: a lazy list of bubbles opening at its bottom, following the streaming
/// reply token by token, a composer under it.
public struct ChatScreen: View {
    @Bindable var model: ChatViewModel

    public init(model: ChatViewModel) { self.model = model }

    public var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 12) {
                        ForEach(model.messages) { message in
                            MessageBubble(message: message).id(message.id)
                        }
                    }
                    .padding()
                }
                .defaultScrollAnchor(.bottom)
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: model.messages.count) {
                    guard let last = model.messages.last else { return }
                    withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                }
                .onChange(of: model.streamedLength) {
                    if let id = model.streamingID { proxy.scrollTo(id, anchor: .bottom) }
                }
            }
            Composer(draft: $model.draft, isStreaming: model.isStreaming)
        }
    }
}

/// One message: the user's on the right in a tinted bubble, the assistant's on the left.
struct MessageBubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.role == .user { Spacer(minLength: 40) }
            Text(message.text.isEmpty ? "…" : message.text)
                .padding(12)
                .background(message.role == .user ? Color.blue : Color.gray.opacity(0.15))
                .foregroundColor(message.role == .user ? .white : .primary)
                .cornerRadius(16)
                .textSelection(.enabled)
            if message.role == .assistant { Spacer(minLength: 40) }
        }
    }
}

/// The draft field and its send button, disabled while a reply streams.
struct Composer: View {
    @Binding var draft: String
    let isStreaming: Bool

    var body: some View {
        HStack {
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(5)
            Button(action: {}) {
                Image(systemName: "arrow.up.circle.fill").font(.title2)
            }
            .disabled(isStreaming || draft.isEmpty)
        }
        .padding()
    }
}
