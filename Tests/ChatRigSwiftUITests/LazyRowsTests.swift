@testable import ChatRigSwiftUI
import Testing

struct LazyRow: View {
    let message: ObservedMessage
    let probe: Probe
    var body: some View {
        Text(message.text)
            .onAppear { probe.log.append("appear \(message.id)") }
            .onDisappear { probe.log.append("disappear \(message.id)") }
    }
}

struct LazyScreen: View {
    let chat: ObservedChat
    let probe: Probe
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(chat.messages) { LazyRow(message: $0, probe: probe) }
            }
            .padding(.horizontal, 10)
        }
    }
}

struct EagerScreen: View {
    let chat: ObservedChat
    let probe: Probe
    var body: some View {
        ScrollView {
            VStack {
                ForEach(chat.messages) { LazyRow(message: $0, probe: probe) }
            }
        }
    }
}

/// The scroll content's rows: a lazy stack builds a row only when the engine realizes it and
/// keeps it (Apple, `LazyVStack`); an eager `VStack` in a `ScrollView` builds every row
/// (Apple, "Creating performant scrollable stacks").
@MainActor @Suite struct LazyRowsTests {
    @Test func aLazyStackBuildsNoRowUntilTheEngineRealizesIt() throws {
        let probe = Probe()
        let chat = ObservationInvalidationTests.chat(100)
        let graph = ViewGraph(LazyScreen(chat: chat, probe: probe))
        let list = try #require(graph.list)
        #expect(list.isLazy)
        #expect(list.ids.count == 100)
        #expect(list.spacing == 12)
        #expect(list.padding == EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        #expect(graph.bodyEvaluations(of: LazyRow.self) == 0)
        graph.realizeRow(AnyHashable(98))
        graph.realizeRow(AnyHashable(99))
        graph.realizeRow(AnyHashable(99))
        #expect(graph.bodyEvaluations(of: LazyRow.self) == 2)
        // Built is not shown: a row appears when it comes on screen.
        #expect(probe.log.isEmpty)
        graph.rowDidAppear(AnyHashable(99))
        graph.rowDidDisappear(AnyHashable(99))
        graph.rowDidAppear(AnyHashable(99))
        #expect(probe.log == ["appear 99", "disappear 99", "appear 99"])
        #expect(graph.bodyEvaluations(of: LazyRow.self) == 2)
    }

    @Test func onlyARealizedRowsChangeIsReported() {
        let chat = ObservationInvalidationTests.chat(100)
        var reported: [[AnyHashable]] = []
        let graph = ViewGraph(LazyScreen(chat: chat, probe: Probe()))
        graph.didEvaluate = { reported.append($0.changedRows) }
        graph.realizeRow(AnyHashable(99))
        chat.messages[99].text += " token"
        chat.messages[10].text += " token"
        graph.update()
        // Message 10's row was never built: nothing reads it, nothing runs.
        #expect(reported == [[AnyHashable(99)]])
        #expect(graph.bodyEvaluations(of: LazyRow.self) == 2)
        #expect(graph.bodyEvaluations(of: LazyScreen.self) == 1)
    }

    @Test func anEagerStackInAScrollViewBuildsEveryRow() throws {
        let probe = Probe()
        let graph = ViewGraph(EagerScreen(chat: ObservationInvalidationTests.chat(100), probe: probe))
        #expect(try #require(graph.list).isLazy == false)
        #expect(graph.bodyEvaluations(of: LazyRow.self) == 100)
        #expect(probe.log.count == 100)
    }
}
