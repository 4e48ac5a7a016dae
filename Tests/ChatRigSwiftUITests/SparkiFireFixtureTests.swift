import ChatModel
import Foundation
import ChatRigSwiftUI
import ChatRigTesting
import RunResults
import Simulator
@testable import SparkiFireSwiftUIFixture
import Strategies
import Testing

/// Hands the scenario's events to the design's view model, which its `ChatView` owns
/// (`@StateObject`): as `sendMessage` and its `Task` change it — the user's message appended
/// and `isLoading` set on a send, the whole answer appended (and `isLoading` cleared) when it
/// arrives; a reply with no text yet is not a message. Ids are the messages' UUIDs as strings.
@MainActor final class SparkiFireFixtureAdapter: SwiftUIListAdapter {
    private(set) var viewModel: SparkiFire.ChatViewModel?

    func chatItem(for rowID: AnyHashable) -> ChatItemID? {
        if let id = rowID.base as? String { return UUID(uuidString: id).flatMap(MessageID.init).map(ChatItemID.message) }
        // `if viewModel.isLoading { TypingIndicator() }`: the stack's second structural row.
        if let row = rowID.base as? StructuralRow, row.position == 1 { return .typingIndicator }
        return nil
    }

    /// The design's view model loads the saved conversation in its `init` (`ChatMemoryManager`,
    /// `UserDefaults.standard`, key `messages_<personality>`): before the view is made, the
    /// conversation is offered there — in UserDefaults' argument domain, which is volatile (never
    /// written to disk) and searched first — and withdrawn once the view model read it.
    static let savedConversation = UserDefaults.argumentDomain

    func viewDidLoad(_ graph: ViewGraph, _ context: ChatListContext) {
        UserDefaults.standard.removeVolatileDomain(forName: Self.savedConversation)
        viewModel = graph.object(ofType: SparkiFire.ChatViewModel.self)
        showConversation(context)
    }

    func showConversation(_ context: ChatListContext) {
        let pending = context.messages.last.flatMap { $0.state == .streaming && $0.text.isEmpty ? $0.id : nil }
        let shown = context.messages.filter { $0.id != pending }
        guard let viewModel else {
            let saved = shown.map {
                SparkiFire.Message(id: UUID($0.id).uuidString, content: $0.text, isFromUser: $0.role == .user, timestamp: Date(timeIntervalSince1970: 0))
            }
            if let data = try? JSONEncoder().encode(saved) {
                UserDefaults.standard.setVolatileDomain(["messages_sparkifire": data], forName: Self.savedConversation)
            }
            return
        }
        if viewModel.messages.map(\.id) != shown.map({ UUID($0.id).uuidString }) || viewModel.messages.map(\.content) != shown.map(\.text) {
            viewModel.messages = shown.map {
                SparkiFire.Message(id: UUID($0.id).uuidString, content: $0.text, isFromUser: $0.role == .user, timestamp: Date(timeIntervalSince1970: 0))
            }
        }
        if viewModel.isLoading != (pending != nil) { viewModel.isLoading = pending != nil }
    }

    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { showConversation(context) }
}

/// What the design's app does beyond its views, as the `sparkifire` strategy declares it.
final class SparkiFireFixtureHost: SwiftUIListHost<SparkiFire.ChatView, SparkiFireFixtureAdapter>, RefusesSendWhileReplying,
    GreetsOnFreshStart, ResetsAfterInactivity, KeepsReplyAcrossConversationChange {
    private let model = SparkiFireListController()
    var disablesComposerWhileReplying: Bool { model.disablesComposerWhileReplying }
    var sendRefusal: String { model.sendRefusal }
    var inactivityLimit: VirtualDuration { model.inactivityLimit }
    func freshStartGreeting(conversation: String?) -> String { model.freshStartGreeting(conversation: conversation) }
}

enum SparkiFire {
    typealias ChatView = SparkiFireSwiftUIFixture.ChatView
    typealias ChatViewModel = SparkiFireSwiftUIFixture.ChatViewModel
    typealias Message = SparkiFireSwiftUIFixture.Message
}

/// The SparkiFire design's own chat screen, rehearsed through the face, against the
/// `sparkifire` strategy that models it, on the bundled scenarios that run it.
/// With issue 36's rows sized by their own views (`RowSizing.views`), the figures below are
/// the merged branch's, re-pinned from its run; the causes noted by each test are those found
/// before the merge and were not re-checked figure by figure.
@MainActor @Suite(.serialized) struct SparkiFireFixtureTests {
    static func run(_ name: String) throws -> (view: RehearsalResult, model: RehearsalResult) {
        let rehearsal = RehearsalTests.rehearsal
        let scenario = try rehearsal.scenario(at: RehearsalTests.scenarios.appendingPathComponent(name))
        let host = SparkiFireFixtureHost(view: { SparkiFire.ChatView() }, adapter: SparkiFireFixtureAdapter())
        let view = try rehearsal.run(scenario, controller: host, named: "sparkifire-view")
        return (view, try rehearsal.run(scenario, strategy: "sparkifire"))
    }

    /// The metrics whose values differ, view against model.
    static func differences(_ view: RehearsalResult, _ model: RehearsalResult) -> [Metric: (view: Double?, model: Double?)] {
        var result: [Metric: (view: Double?, model: Double?)] = [:]
        for metric in Metric.allCases {
            let same = switch (view.metrics[metric], model.metrics[metric]) {
            case let (a?, b?): abs(a - b) < 1e-9
            case (nil, nil): true
            default: false
            }
            if !same { result[metric] = (view.metrics[metric], model.metrics[metric]) }
        }
        return result
    }

    /// Asserts that the view's figures differ from the model's at exactly `expected`'s metrics,
    /// where the view's figure is `expected`'s.
    static func expectDifferences(_ view: RehearsalResult, _ model: RehearsalResult, _ expected: [Metric: Double],
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let differences = Self.differences(view, model)
        #expect(Set(differences.keys) == Set(expected.keys),
                "\(differences.sorted { $0.key.rawValue < $1.key.rawValue })", sourceLocation: sourceLocation)
        for (metric, value) in expected {
            #expect(abs((view.metrics[metric] ?? .nan) - value) < 1e-9, "\(metric): \(String(describing: view.metrics[metric]))",
                    sourceLocation: sourceLocation)
        }
    }

    // What differs, and why (both scenarios):
    // - Applies: the strategy applies its rows at every view-model event (send, reply start,
    //   the whole answer, reply end); SwiftUI — and the face — evaluates the list once per
    //   frame however many `@Published` changes came before it (WWDC21 "Demystify SwiftUI"),
    //   and the adapter changes `messages`/`isLoading` only when they change: fewer
    //   `snapshotApplies`, hence fewer layout passes and a cheaper p99 frame.
    // - Reconfigured rows: `ForEach` makes each `MessageBubble` with a new `onSpeakClick` closure
    //   (`{ text in voiceManager.speak(text) }`); a closure never compares equal, so every
    //   realized bubble's body runs whenever the view model publishes — each a reconfigured
    //   cell the strategy, which reconfigures only the changed message, does not have
    //   (`cellsConfigured` higher). A finding about the design's code, not the face.
    // - Where the list is after the send (`bottomShortfallMax`, `anchorDrift…`, `cellsMeasured`):
    //   the strategy's extra applies re-anchor the list while the send's scroll animates (its
    //   drift); the view's one apply a frame does not.

    @Test(.disabled("Figures to re-pin: since the merge of issues 36 and 37 the view's DispatchQueue.main work runs on the rehearsal's own main queue (SwiftUIListHost's main run loop) and issue 37 added metrics; the differences and their causes are being re-derived")) func theDesignsScreenOnSendWhileLoading() throws {
        let (view, model) = try Self.run("bugs/sparkifire-send-while-loading.yaml")
        #expect(view.finding(.snapshotError) == nil, "\(view)")
        #expect(view[.sendsRefused] == 1)
        // Model: 5 applies, 27 configured, 30 measured, 158 layout passes, p99 0.2948 ms,
        // max 7.8607 ms, shortfall 1506.31 pt, one drift of 194 pt. The costliest frame is
        // 0.435 ms dearer in the view (our reading: the bubbles' bodies the graph re-runs).
        Self.expectDifferences(view, model, [
            .anchorDriftCount: 0, .anchorDriftMax: 0, .bottomShortfallMax: 1301.301136363636, .cellsCreated: 23,
            .cellsMeasured: 43, .frameCostMax: 8.298236, .frameCostP90: 0.016, .frameCostP99: 0.376, .layoutPasses: 157,
            .peakCellsAlive: 23, .snapshotApplies: 3,
        ])
    }

    /// The scenario's point — the whole 5,000-message history JSON-encoded on the main thread
    /// after each reply and decoded on each send — is the view model's persistence
    /// (`ChatMemoryManager`), app code outside the views: the adapter does not run it (its
    /// `Task` and `UserDefaults` are not on the virtual clock), and the strategy charges it per
    /// byte. So the view has no hitches where the model has 4 (`frameCostMax` 65.51 ms in the
    /// model, `hitchTimeRatio` 23.3 %); the rest differs as above.
    @Test(.disabled("Figures to re-pin: since the merge of issues 36 and 37 the view's DispatchQueue.main work runs on the rehearsal's own main queue (SwiftUIListHost's main run loop) and issue 37 added metrics; the differences and their causes are being re-derived")) func theDesignsScreenOnWholeHistoryPersistence() throws {
        let (view, model) = try Self.run("bugs/sparkifire-whole-history-persistence.yaml")
        #expect(view.finding(.snapshotError) == nil, "\(view)")
        #expect(model[.hitches] == 4)
        Self.expectDifferences(view, model, [
            .bottomShortfallMax: 3758.164772727273, .cellsCreated: 36, .cellsMeasured: 60, .frameCostMax: 2.130375,
            .frameCostP90: 0.0208, .frameCostP99: 1.02375, .hitchTimeRatio: 0, .hitches: 0, .peakCellsAlive: 36,
            .snapshotApplies: 5,
        ])
    }

    /// The streamed script every design runs (SparkiFire's view model appends whole answers;
    /// here the adapter hands it the growing reply, as the strategy's rows show it). The
    /// closure effect above at full scale: every token publishes `messages`, and every realized
    /// bubble's body runs again — 1,490 reconfigured cells where the strategy reconfigures the
    /// reply's alone (44). One scroll more per reply (`scrollWritesPerReply` 2 vs 1): the view's
    /// `onChange(of: messages.count)` scrolls when the reply's first text makes it a message,
    /// which the strategy counts with the send (our reading). The rest as above (applies once
    /// a frame, the list's position after the send).
    @Test(.disabled("Figures to re-pin: since the merge of issues 36 and 37 the view's DispatchQueue.main work runs on the rehearsal's own main queue (SwiftUIListHost's main run loop) and issue 37 added metrics; the differences and their causes are being re-derived")) func theDesignsScreenOnAllDesignsStreaming() throws {
        let (view, model) = try Self.run("designs/all-designs-streaming.yaml")
        #expect(view.finding(.snapshotError) == nil, "\(view)")
        Self.expectDifferences(view, model, [
            .bottomShortfallMax: 2162.551136363636, .cellsConfigured: 1215, .cellsCreated: 34, .cellsMeasured: 1249,
            .chunkCostSlope: 0.010542947630557263, .frameCostMax: 10.266399999999999, .frameCostP90: 0.625,
            .frameCostP99: 0.6255, .hitchTimeRatio: 0.11372941176470582, .layoutPasses: 598, .peakCellsAlive: 34,
            .scrollWritesPerReply: 2, .snapshotApplies: 401,
        ])
    }
}

