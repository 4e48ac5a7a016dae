import ChatRigSwiftUI

// Minimal versions of the app's own types the list uses, from the design document's
// description: `ChatViewModel` is an `ObservableObject` with `@Published var messages:
// [Message]`, updated token by token; `MessageRow` (not shown in the document) shows a
// message's text.

struct Message: Identifiable, Equatable {
    let id: UUID
    var content: String
    var isUser: Bool
}

final class ChatViewModel: ObservableObject {
    @Published var messages: [Message] = []
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        Text(message.content)
            .padding(12)
    }
}
