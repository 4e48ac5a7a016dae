import ChatRigSwiftUI

// MessageBubble.swift
struct MessageBubble: View {
    let message: Message
    let onSpeakClick: (String) -> Void
    
    var body: some View {
        HStack {
            if message.isFromUser {
                Spacer()
            }
            
            VStack(alignment: message.isFromUser ? .trailing : .leading, spacing: 8) {
                // Image if present
                if let imageUri = message.imageUri,
                   let url = URL(string: imageUri) {
                    AsyncImage(url: url) { image in
                        image
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(maxHeight: 200)
                            .cornerRadius(8)
                    } placeholder: {
                        ProgressView()
                    }
                }
                
                // Message text
                Text(message.content)
                    .padding(12)
                    .background(message.isFromUser ? Color.blue : Color(hex: "#E3F2FD"))
                    .foregroundColor(message.isFromUser ? .white : .black)
                    .cornerRadius(18)
                
                // Speaker button for AI messages
                if !message.isFromUser {
                    Button(action: { onSpeakClick(message.content) }) {
                        Image(systemName: "speaker.wave.2.fill")
                            .foregroundColor(.blue)
                    }
                }
            }
            .frame(maxWidth: 280)
            
            if !message.isFromUser {
                Spacer()
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
    }
}
