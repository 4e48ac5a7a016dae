import ChatRigUIKit

// The app's own model types, which the view controller and cells use: minimal versions
// with the members that code reads (written for this fixture; everything else in this
// folder is the chat screen's UIKit code as designed — see EDITS.md).

enum MessageRole: String {
    case user
    case assistant
}

struct MessageAttachment {
    var image: UIImage?
}

struct Message: Identifiable {
    let id: UUID
    var role: MessageRole
    var content: String
    var createdAt: Date
    var attachments: [MessageAttachment]?
}

struct PendingImage: Identifiable {
    let id: UUID
    var image: UIImage
}
