import ChatRigSwiftUI

// ChatMemoryManager.swift
class ChatMemoryManager {
    private let userDefaults = UserDefaults.standard
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()
    
    func saveMessages(_ messages: [Message], personalityId: String) {
        do {
            let data = try encoder.encode(messages)
            userDefaults.set(data, forKey: "messages_\(personalityId)")
            userDefaults.set(Date(), forKey: "last_saved_\(personalityId)")
        } catch {
            print("Failed to save messages: \(error)")
        }
    }
    
    func loadMessages(personalityId: String) -> [Message] {
        guard let data = userDefaults.data(forKey: "messages_\(personalityId)") else {
            return []
        }
        
        do {
            return try decoder.decode([Message].self, from: data)
        } catch {
            print("Failed to load messages: \(error)")
            return []
        }
    }
    
    func clearMessages(personalityId: String) {
        userDefaults.removeObject(forKey: "messages_\(personalityId)")
        userDefaults.removeObject(forKey: "last_saved_\(personalityId)")
    }
    
    func shouldAutoReset(personalityId: String) -> Bool {
        guard let lastSaved = userDefaults.object(forKey: "last_saved_\(personalityId)") as? Date else {
            return false
        }
        
        let hoursSinceLastSave = Date().timeIntervalSince(lastSaved) / 3600
        return hoursSinceLastSave >= 24
    }
    
    func getConversationContext(personalityId: String) -> [Message] {
        let messages = loadMessages(personalityId: personalityId)
        // Return last 10 messages for context
        return Array(messages.suffix(10))
    }
    
    func clearAllMessages() {
        let allPersonalities = AIPersonalities.getAllPersonalities()
        for personality in allPersonalities {
            clearMessages(personalityId: personality.id)
        }
    }
}
