import ChatModel
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

    func viewDidLoad(_ graph: ViewGraph, _ context: ChatListContext) {
        viewModel = graph.object(ofType: SparkiFire.ChatViewModel.self)
        showConversation(context)
    }

    func showConversation(_ context: ChatListContext) {
        guard let viewModel else { return }
        let pending = context.messages.last.flatMap { $0.state == .streaming && $0.text.isEmpty ? $0.id : nil }
        let shown = context.messages.filter { $0.id != pending }
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
@MainActor @Suite struct SparkiFireFixtureTests {
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

    @Test func theDesignsScreenOnSendWhileLoading() throws {
        let (view, model) = try Self.run("bugs/sparkifire-send-while-loading.yaml")
        #expect(view.finding(.snapshotError) == nil, "\(view)")
        #expect(view[.sendsRefused] == 1)
        let differences = Self.differences(view, model)
        #expect(differences.isEmpty, "\(differences.sorted { $0.key.rawValue < $1.key.rawValue })")
    }

    @Test func theDesignsScreenOnWholeHistoryPersistence() throws {
        let (view, model) = try Self.run("bugs/sparkifire-whole-history-persistence.yaml")
        #expect(view.finding(.snapshotError) == nil, "\(view)")
        let differences = Self.differences(view, model)
        #expect(differences.isEmpty, "\(differences.sorted { $0.key.rawValue < $1.key.rawValue })")
    }
}
