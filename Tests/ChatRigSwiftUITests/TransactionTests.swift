@testable import ChatRigSwiftUI
import Testing

struct PlainListScreen: View {
    let chat: ObservedChat
    var body: some View {
        ScrollView { LazyVStack { ForEach(chat.messages) { ObservedRow(message: $0) } } }
    }
}

/// A change inside `withAnimation` animates the views it invalidates, not the others updated in
/// the same frame: the list's rows are an animated update only when the change that reached
/// them was made in an animated transaction.
@MainActor @Suite struct TransactionTests {
    /// Builds the screen and records, at each evaluation pass, whether the rows were animated
    /// (as the host reads and clears it).
    static func graph(_ chat: ObservedChat) -> (ViewGraph, () -> [Bool]) {
        var animated: [Bool] = []
        let graph = ViewGraph(PlainListScreen(chat: chat)) { graph in
            graph.didEvaluate = { graph in
                animated.append(graph.animatesUpdate)
                graph.animatesUpdate = false
            }
        }
        return (graph, { animated })
    }

    /// A row's text animated in (a streamed word revealed inside `withAnimation`) while the
    /// view model appends a message outside it, in one frame: the rows' update is not animated.
    @Test func anAnimatedRowChangeDoesNotAnimateTheListsUnanimatedUpdate() {
        let chat = ObservationInvalidationTests.chat(2)
        let (graph, animated) = Self.graph(chat)
        graph.realizeRow(AnyHashable(0))
        withAnimation(.easeOut(duration: 0.5)) { chat.messages[0].text = "revealed" }
        chat.messages.append(ObservedMessage(id: 2, text: "new"))
        graph.update()
        #expect(animated() == [false, false])
        #expect(graph.list?.row(AnyHashable(2)) != nil)
    }

    /// The list's data changed inside `withAnimation`: the rows' update is animated.
    @Test func aListChangeInsideWithAnimationAnimatesTheRows() {
        let chat = ObservationInvalidationTests.chat(2)
        let (graph, animated) = Self.graph(chat)
        withAnimation { chat.messages.append(ObservedMessage(id: 2, text: "new")) }
        graph.update()
        #expect(animated() == [false, true])
    }
}
