import ChatRigSwiftUI

// The PersonalLLM design's message list, as its design document gives it (the list inside
// ChatView). The block inside `body` is the document's, unchanged but for its indentation.
struct ChatMessageList: View {
    @ObservedObject var viewModel: ChatViewModel

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 16) {
                    ForEach(viewModel.messages) { message in
                        MessageRow(message: message)
                            .id(message.id)
                    }
                }
            }
            .onChange(of: viewModel.messages.count) {
                proxy.scrollTo("bottom", anchor: .bottom)
            }
        }
    }
}
