import ChatRigSwiftUI

// The app's own types the chat screen uses that the design document names but does not
// show, in their smallest form (EDITS.md). None of them runs in a rehearsal: the adapter
// hands the view model the scenario's messages, as the app's networking would.

/// The four personalities the document elides (`// ... more personalities`), named as its
/// `getAllPersonalities()` lists them, with the Android side's descriptions.
extension AIPersonalities {
    static let lunaCreative = AIPersonality(id: "luna_creative", name: "Luna Creative", description: "Creative writing partner",
                                            greeting: "Hi! I'm Luna...", responseStyle: .creative, colorHex: "#8E24AA")
    static let codeMaster = AIPersonality(id: "code_master", name: "Code Master", description: "Technical expert",
                                          greeting: "Hello. I'm Code Master...", responseStyle: .technical, colorHex: "#2E7D32")
    static let jokeBot = AIPersonality(id: "joke_bot", name: "Joke Bot", description: "Always up for a laugh",
                                       greeting: "Hey! I'm Joke Bot...", responseStyle: .humorous, colorHex: "#FBC02D")
    static let buddy = AIPersonality(id: "buddy", name: "Buddy", description: "Your casual friend",
                                     greeting: "Hey there, I'm Buddy...", responseStyle: .casual, colorHex: "#00897B")
}

/// The view model's network client (the document shows `GeminiAIService` behind it, not the
/// repository itself). A rehearsal never calls it: replies come from the scenario.
final class AIRepository {
    struct NotInARehearsal: Error {}

    func getAIResponse(userMessage: String, personality: AIPersonality, conversationContext: [Message]) async throws -> String {
        throw NotInARehearsal()
    }

    func getImageAnalysisResponse(prompt: String, imageUri: String, personality: AIPersonality,
                                  conversationContext: [Message]) async throws -> String {
        throw NotInARehearsal()
    }
}

/// The personality sheet (`PersonalitySelectorView`, not shown): a list of the personalities.
struct PersonalitySelectorView: View {
    let personalities: [AIPersonality]
    let currentPersonality: AIPersonality
    let onSelect: (AIPersonality) -> Void

    var body: some View {
        List(personalities) { personality in
            Button(personality.name) { onSelect(personality) }
        }
    }
}
