import ChatRigSwiftUI

// ChatViewModel.swift
@MainActor
class ChatViewModel: ObservableObject {
    @Published var messages: [Message] = []
    @Published var isLoading: Bool = false
    @Published var currentPersonality: AIPersonality = AIPersonalities.sparkiFire
    
    private let aiRepository: AIRepository
    private let memoryManager: ChatMemoryManager
    
    init() {
        self.aiRepository = AIRepository()
        self.memoryManager = ChatMemoryManager()
        loadMessagesForCurrentPersonality()
    }
    
    func sendMessage(
        content: String,
        shouldSpeak: Bool = false,
        imageUri: String? = nil,
        messageType: MessageType = .text
    ) {
        guard !content.isEmpty || imageUri != nil else { return }
        guard !isLoading else { return }
        
        // Add user message
        let userMessage = Message(
            content: content,
            isFromUser: true,
            imageUri: imageUri,
            messageType: messageType,
            personalityId: currentPersonality.id
        )
        messages.append(userMessage)
        
        // Get AI response
        isLoading = true
        
        Task {
            do {
                let conversationContext = memoryManager.getConversationContext(
                    personalityId: currentPersonality.id
                )
                
                let aiResponse: String
                if messageType == .image || messageType == .textWithImage,
                   let imageUri = imageUri {
                    aiResponse = try await aiRepository.getImageAnalysisResponse(
                        prompt: content,
                        imageUri: imageUri,
                        personality: currentPersonality,
                        conversationContext: conversationContext
                    )
                } else {
                    aiResponse = try await aiRepository.getAIResponse(
                        userMessage: content,
                        personality: currentPersonality,
                        conversationContext: conversationContext
                    )
                }
                
                let aiMessage = Message(
                    content: aiResponse,
                    isFromUser: false,
                    personalityId: currentPersonality.id
                )
                messages.append(aiMessage)
                saveMessages()
                
            } catch {
                let errorMessage = Message(
                    content: "Sorry, I encountered an error. Please try again.",
                    isFromUser: false,
                    personalityId: currentPersonality.id
                )
                messages.append(errorMessage)
            }
            
            isLoading = false
        }
    }
    
    func changePersonality(_ personality: AIPersonality) {
        saveMessages()
        currentPersonality = personality
        loadMessagesForCurrentPersonality()
    }
    
    func startFresh() {
        memoryManager.clearMessages(personalityId: currentPersonality.id)
        let greetingMessage = Message(
            content: currentPersonality.greeting,
            isFromUser: false,
            personalityId: currentPersonality.id
        )
        messages = [greetingMessage]
        saveMessages()
    }
    
    private func loadMessagesForCurrentPersonality() {
        messages = memoryManager.loadMessages(personalityId: currentPersonality.id)
    }
    
    private func saveMessages() {
        memoryManager.saveMessages(messages, personalityId: currentPersonality.id)
    }
}
