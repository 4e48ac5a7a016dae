import ChatRigSwiftUI

// Message.swift
struct Message: Identifiable, Codable {
    let id: String
    let content: String
    let isFromUser: Bool
    let timestamp: Date
    let imageUri: String?
    let messageType: MessageType
    let personalityId: String
    
    init(
        id: String = UUID().uuidString,
        content: String,
        isFromUser: Bool,
        timestamp: Date = Date(),
        imageUri: String? = nil,
        messageType: MessageType = .text,
        personalityId: String = "default"
    ) {
        self.id = id
        self.content = content
        self.isFromUser = isFromUser
        self.timestamp = timestamp
        self.imageUri = imageUri
        self.messageType = messageType
        self.personalityId = personalityId
    }
}

enum MessageType: String, Codable {
    case text
    case image
    case textWithImage
}
