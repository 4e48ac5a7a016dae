import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
@testable import PersonalLLMSwiftUIFixture
import RunResults
import Simulator
import Strategies
import Testing

/// Hands the scenario's events to the design's view model: its `@Published messages` are the
/// conversation's, republished on every change (the design's view model updates them token
/// by token).
@MainActor final class PersonalLLMFixtureAdapter: SwiftUIListAdapter {
    let viewModel: ChatViewModel
    private var uuids: [MessageID: UUID] = [:]
    private var messageIDs: [UUID: MessageID] = [:]

    init(viewModel: ChatViewModel) { self.viewModel = viewModel }

    func chatItem(for rowID: AnyHashable) -> ChatItemID? { (rowID.base as? UUID).flatMap { messageIDs[$0] }.map(ChatItemID.message) }

    func showConversation(_ context: ChatListContext) {
        viewModel.messages = context.messages.map { Message(id: uuid($0.id), content: $0.text, isUser: $0.role == .user) }
    }

    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { showConversation(context) }

    private func uuid(_ id: MessageID) -> UUID {
        if let known = uuids[id] { return known }
        let made = UUID()
        uuids[id] = made
        messageIDs[made] = id
        return made
    }
}

/// What the design's app does beyond its list, as the `personal-llm` strategy declares it.
final class PersonalLLMFixtureHost: SwiftUIListHost<ChatMessageList, PersonalLLMFixtureAdapter>, RetrievesBeforeGenerating,
    RefusesSendWhileReplying {
    let embedder = PersonalLLMListController().embedder
    let vectorSearch = PersonalLLMListController().vectorSearch
    let disablesComposerWhileReplying = true
    let sendRefusal = PersonalLLMListController().sendRefusal
}

/// The design's own list code, rehearsed through the face, against the `personal-llm`
/// strategy that models it (`scrollTo("bottom")`, an id no row has, on count change).
@MainActor @Suite struct PersonalLLMFixtureTests {
    static func run(_ name: String) throws -> (view: RehearsalResult, model: RehearsalResult) {
        let rehearsal = RehearsalTests.rehearsal
        let scenario = try rehearsal.scenario(at: RehearsalTests.scenarios.appendingPathComponent(name))
        let viewModel = ChatViewModel()
        let host = PersonalLLMFixtureHost(view: { ChatMessageList(viewModel: viewModel) }, adapter: PersonalLLMFixtureAdapter(viewModel: viewModel))
        let view = try rehearsal.run(scenario, controller: host, named: "personal-llm-view")
        return (view, try rehearsal.run(scenario, strategy: "personal-llm"))
    }

    /// Every figure the same but the costliest frame's, 2.5 µs less for the view (`frameCostMax`
    /// and `frameCostP99`: the same frame). The design's view model holds the whole
    /// conversation, so the strategy's list body diffs all 60 history messages and the two new
    /// ones; the adapter hands the view model the loaded page, the newest 50 and the two new
    /// ones — 10 rows fewer × 0.25 µs per row (`forEachDiffPerRow`, iPhone 15 Pro). The list
    /// never follows the reply (`followMisses` ≥ 100): `scrollTo("bottom")` names no row.
    @Test func theDesignsListMatchesThePersonalLLMModelButForTheRowsItDoesNotHold() throws {
        let (view, model) = try Self.run("bugs/personal-llm-scroll-to-missing-id.yaml")
        #expect(view[.followMisses] >= 100, "\(view)")
        #expect(view.finding(.snapshotError) == nil, "\(view)")
        for metric in Metric.allCases {
            let expected = model.metrics[metric].map { [.frameCostMax, .frameCostP99].contains(metric) ? $0 - 0.0025 : $0 }
            let matches = switch (view.metrics[metric], expected) {
            case let (value?, expected?): abs(value - expected) < 1e-9
            case (nil, nil): true
            default: false
            }
            #expect(matches, "\(metric): view \(String(describing: view.metrics[metric])), model \(String(describing: model.metrics[metric]))")
        }
    }
}
