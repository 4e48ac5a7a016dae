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

/// A list that watches its scrolling (iOS 18).
struct ScrollWatchingView: View {
    @ObservedObject var model: LLMChatModel
    let log: ScrollLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) { ForEach(model.messages) { LLMMessageRow(message: $0) } }
        }
        .defaultScrollAnchor(.bottom)
        .onScrollPhaseChange { log.phases.append(($0, $1)) }
        .onScrollGeometryChange(for: Double.self, of: { Double($0.contentOffset.y) }) { log.offsets.append(($0, $1)) }
    }
}

final class ScrollLog {
    var phases: [(ScrollPhase, ScrollPhase)] = []
    var offsets: [(Double, Double)] = []
}

extension ScrollPositionTests {
    /// The drags move the list under the finger (`interacting`), it glides or settles, and comes
    /// to rest: each change reported once, old to new, a chain from `idle`.
    @Test func scrollPhaseAndGeometryChangesAreReportedAsAChain() throws {
        let scenario = try RehearsalTests.rehearsal.scenario(at: RehearsalTests.scenarios.appendingPathComponent("bugs/duplicate-load-more-drags.yaml"))
        let model = LLMChatModel()
        let log = ScrollLog()
        _ = try RehearsalTests.rehearsal.run(scenario, view: { ScrollWatchingView(model: model, log: log) },
                                             adapter: LLMChatAdapter(model: model), named: "scroll-watching")
        #expect(log.phases.first?.0 == .idle)
        #expect(log.phases.contains { $0.1 == .interacting })
        #expect(log.phases.last?.1 == .idle)
        #expect(zip(log.phases, log.phases.dropFirst()).allSatisfy { $0.1 == $1.0 && $1.0 != $1.1 })
        #expect(log.offsets.count > 10)
        #expect(zip(log.offsets, log.offsets.dropFirst()).allSatisfy { $0.1 == $1.0 && $1.0 != $1.1 })
    }
}
