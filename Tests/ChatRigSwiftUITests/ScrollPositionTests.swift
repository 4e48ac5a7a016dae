import ChatModel
@testable import ChatRigSwiftUI
import ChatRigTesting
import Simulator
import Testing

struct PositionedScreen: View {
    let chat: ObservedChat
    let probe: Probe
    @State var position: Int?
    var body: some View {
        ScrollView {
            LazyVStack { ForEach(chat.messages) { ObservedRow(message: $0) } }.scrollTargetLayout()
        }
        .scrollPosition(id: $position)
        .onAppear { probe.count = Binding(get: { position ?? -1 }, set: { position = $0 }) }
    }
}

/// A chat list whose position is bound (`.scrollPosition(id:)`), as a screen that restores
/// where the user was reading keeps it.
struct BoundPositionView: View {
    @ObservedObject var model: LLMChatModel
    let positions: PositionLog
    @State private var position: MessageID?
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(model.messages) { LLMMessageRow(message: $0) }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $position)
        .defaultScrollAnchor(.bottom)
        .onChange(of: position) { positions.values.append($1) }
    }
}

final class PositionLog {
    var values: [MessageID?] = []
}

@MainActor @Suite struct ScrollPositionTests {
    @Test func settingTheBoundIdScrollsItsRowToTheTop() throws {
        let probe = Probe()
        var requests: [ScrollRequest] = []
        let graph = ViewGraph(PositionedScreen(chat: ObservationInvalidationTests.chat(5), probe: probe)) { graph in
            graph.scrollRequests = { requests.append($0) }
        }
        #expect(requests.isEmpty)
        try #require(probe.count).wrappedValue = 2
        graph.update()
        #expect(requests.map(\.id) == [AnyHashable(2)])
        #expect(requests.map(\.anchor) == [.top])
        // The same id again asks for nothing.
        try #require(probe.count).wrappedValue = 2
        graph.update()
        #expect(requests.count == 1)
    }

    @Test func theBindingFollowsTheRowAtTheTopAsTheUserScrolls() throws {
        let scenario = try RehearsalTests.rehearsal.scenario(at: RehearsalTests.scenarios.appendingPathComponent("bugs/duplicate-load-more-drags.yaml"))
        let model = LLMChatModel()
        let positions = PositionLog()
        let result = try RehearsalTests.rehearsal.run(scenario, view: { BoundPositionView(model: model, positions: positions) },
                                                      adapter: LLMChatAdapter(model: model), named: "bound-position")
        #expect(result.finding(.snapshotError) == nil, "\(result)")
        #expect(positions.values.count > 3)
        // Reported only when another row reached the top, and always a message the list shows.
        #expect(zip(positions.values, positions.values.dropFirst()).allSatisfy { $0 != $1 })
        let shown = Set(model.messages.map(\.id))
        #expect(positions.values.allSatisfy { $0.map(shown.contains) ?? false })
    }
}
