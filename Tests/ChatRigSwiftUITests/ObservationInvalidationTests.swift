import ChatRigSwiftUI
import Testing

/// Messages observed one by one (`@Observable`), as in public chat apps since iOS 17.
@Observable final class ObservedMessage: Identifiable {
    let id: Int
    var text: String
    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

@Observable final class ObservedChat {
    var messages: [ObservedMessage] = []
    var isStreaming = false
}

struct ObservedRow: View {
    let message: ObservedMessage
    var body: some View { Text(message.text) }
}

struct ObservedList: View {
    let chat: ObservedChat
    var body: some View {
        VStack {
            ForEach(chat.messages) { ObservedRow(message: $0) }
        }
    }
}

struct StreamingBadge: View {
    let chat: ObservedChat
    var body: some View {
        if chat.isStreaming { Text("…") }
    }
}

struct ObservedScreen: View {
    let chat: ObservedChat
    var body: some View {
        VStack {
            ObservedList(chat: chat)
            StreamingBadge(chat: chat)
        }
    }
}

/// Invalidation under Observation: per property read (Apple, Observation: "tracks changes to
/// the properties an observer reads"; WWDC23 "Discover Observation in SwiftUI").
@MainActor @Suite struct ObservationInvalidationTests {
    static func chat(_ count: Int) -> ObservedChat {
        let chat = ObservedChat()
        chat.messages = (0..<count).map { ObservedMessage(id: $0, text: "message \($0)") }
        return chat
    }

    @Test func buildingTheScreenRunsEachBodyOnce() {
        let graph = ViewGraph(ObservedScreen(chat: Self.chat(3)))
        #expect(graph.bodyEvaluations(of: ObservedScreen.self) == 1)
        #expect(graph.bodyEvaluations(of: ObservedList.self) == 1)
        #expect(graph.bodyEvaluations(of: ObservedRow.self) == 3)
        #expect(graph.bodyEvaluations(of: StreamingBadge.self) == 1)
        #expect(graph.totalBodyEvaluations == 6)
    }

    @Test func aRowReadingOneMessageIsNotReEvaluatedWhenAnotherMessageChanges() {
        let chat = Self.chat(3)
        let graph = ViewGraph(ObservedScreen(chat: chat))
        chat.messages[2].text += " more"
        #expect(graph.needsUpdateNow)
        graph.update()
        // Only the row that read message 2's text: not the list, not the other rows.
        #expect(graph.bodyEvaluations(of: ObservedRow.self) == 4)
        #expect(graph.bodyEvaluations(of: ObservedList.self) == 1)
        #expect(graph.bodyEvaluations(of: ObservedScreen.self) == 1)
        #expect(graph.totalBodyEvaluations == 7)
    }

    @Test func manyChangesBeforeAnUpdateRunTheBodyOnce() {
        let chat = Self.chat(3)
        let graph = ViewGraph(ObservedScreen(chat: chat))
        for token in 0..<10 { chat.messages[1].text += " \(token)" }
        graph.update()
        #expect(graph.bodyEvaluations(of: ObservedRow.self) == 4)
    }

    @Test func appendingAMessageRunsTheListAndBuildsOnlyTheNewRow() {
        let chat = Self.chat(3)
        let graph = ViewGraph(ObservedScreen(chat: chat))
        chat.messages.append(ObservedMessage(id: 3, text: "new"))
        graph.update()
        #expect(graph.bodyEvaluations(of: ObservedList.self) == 2)
        // The three rows made again are given the same objects: their bodies do not run.
        #expect(graph.bodyEvaluations(of: ObservedRow.self) == 4)
        #expect(graph.bodyEvaluations(of: StreamingBadge.self) == 1)
    }

    @Test func aPropertyNoBodyReadChangesNothing() {
        let chat = Self.chat(2)
        let graph = ViewGraph(ObservedList(chat: chat))
        chat.isStreaming = true
        #expect(!graph.needsUpdateNow)
        graph.update()
        #expect(graph.totalBodyEvaluations == 3)
    }

    @Test func aPropertyReadOnlyByTheBadgeRunsOnlyTheBadge() {
        let chat = Self.chat(2)
        let graph = ViewGraph(ObservedScreen(chat: chat))
        chat.isStreaming = true
        graph.update()
        #expect(graph.bodyEvaluations(of: StreamingBadge.self) == 2)
        #expect(graph.totalBodyEvaluations == 6)
    }

    @Test func aRemovedRowNoLongerObservesItsMessage() {
        let chat = Self.chat(2)
        let graph = ViewGraph(ObservedList(chat: chat))
        let removed = chat.messages.removeLast()
        graph.update()
        #expect(graph.bodyEvaluations(of: ObservedList.self) == 2)
        removed.text = "edited after removal"
        #expect(!graph.needsUpdateNow)
    }
}
