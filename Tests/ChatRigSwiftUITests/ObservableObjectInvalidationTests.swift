import ChatRigSwiftUI
import Testing

/// A view model as `ObservableObject` with `@Published` properties: the pre-iOS 17 pattern.
final class PublishedChat: ObservableObject {
    @Published var messages: [String] = []
    @Published var draft = ""
}

struct PublishedRow: View, Equatable {
    let text: String
    var body: some View { Text(text) }
}

struct PublishedList: View {
    @ObservedObject var chat: PublishedChat
    var body: some View {
        VStack {
            ForEach(0..<chat.messages.count) { index in PublishedRow(text: chat.messages[index]) }
        }
    }
}

struct DraftField: View {
    @ObservedObject var chat: PublishedChat
    var body: some View { Text(chat.draft) }
}

struct PublishedScreen: View {
    @StateObject var chat = PublishedChat()
    var body: some View {
        VStack {
            PublishedList(chat: chat)
            DraftField(chat: chat)
        }
    }
}

/// Invalidation under `ObservableObject`: the whole object, on `objectWillChange` (Apple,
/// `ObservableObject`; `ObservedObject`: "invalidates a view whenever the observable object changes").
@MainActor @Suite struct ObservableObjectInvalidationTests {
    @Test func anyPublishedChangeRunsEveryObserversBody() {
        let chat = PublishedChat()
        chat.messages = ["a", "b"]
        let graph = ViewGraph(VStack { PublishedList(chat: chat); DraftField(chat: chat) })
        #expect(graph.bodyEvaluations(of: PublishedList.self) == 1)
        #expect(graph.bodyEvaluations(of: DraftField.self) == 1)
        chat.draft = "typing"
        graph.update()
        // The list does not read the draft, but it observes the whole object.
        #expect(graph.bodyEvaluations(of: PublishedList.self) == 2)
        #expect(graph.bodyEvaluations(of: DraftField.self) == 2)
        // Its rows were made again with the same text: compared equal, not run.
        #expect(graph.bodyEvaluations(of: PublishedRow.self) == 2)
    }

    @Test func aTokenRunsTheListAndOnlyTheChangedRow() {
        let chat = PublishedChat()
        chat.messages = ["a", "b", "c"]
        let graph = ViewGraph(PublishedList(chat: chat))
        chat.messages[2] += " token"
        graph.update()
        #expect(graph.bodyEvaluations(of: PublishedList.self) == 2)
        #expect(graph.bodyEvaluations(of: PublishedRow.self) == 4)
    }

    @Test func aStateObjectIsMadeOnceAndObserved() {
        let graph = ViewGraph(PublishedScreen())
        #expect(graph.bodyEvaluations(of: PublishedScreen.self) == 1)
        #expect(graph.bodyEvaluations(of: DraftField.self) == 1)
    }
}
