import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import Foundation
import RunResults
import Scenarios
import Simulator
import Strategies
import Testing

/// A PersonalLLM-style screen: an `ObservableObject` view model whose `@Published` messages
/// change with every token, a `LazyVStack` of rows, `onChange` scrolling to the last message.
@MainActor final class LLMChatModel: ObservableObject {
    struct Line: Identifiable, Equatable {
        let id: MessageID
        var content: String
        var isUser: Bool
    }

    @Published var messages: [Line] = []
    /// Tokens streamed into the newest reply so far (the view follows them).
    @Published var streamedTokens = 0

    func show(_ context: ChatListContext) {
        messages = context.messages.map { Line(id: $0.id, content: $0.text, isUser: $0.role == .user) }
    }
}

struct LLMMessageRow: View {
    let message: LLMChatModel.Line
    var body: some View {
        HStack {
            if message.isUser { Spacer() }
            Text(message.content).padding(12)
            if !message.isUser { Spacer() }
        }
    }
}

struct LLMChatView: View {
    @ObservedObject var model: LLMChatModel
    @State private var draft = ""

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 16) {
                    ForEach(model.messages) { message in
                        LLMMessageRow(message: message).id(message.id)
                    }
                }
                .padding()
            }
            .onChange(of: model.messages.count) {
                if let last = model.messages.last { proxy.scrollTo(last.id, anchor: .bottom) }
            }
            .onChange(of: model.streamedTokens) {
                if let last = model.messages.last { proxy.scrollTo(last.id, anchor: .bottom) }
            }
            TextField("Ask about your documents", text: $draft, axis: .vertical).lineLimit(1...5)
        }
    }
}

/// What PersonalLLM's app does beyond its views: it embeds the question and searches its
/// documents before asking the model, and disables the composer while a reply streams — as
/// the `personal-llm` strategy declares them.
final class PersonalLLMViewHost: SwiftUIListHost<LLMChatView, LLMChatAdapter>, RetrievesBeforeGenerating, RefusesSendWhileReplying {
    let embedder = PersonalLLMListController().embedder
    let vectorSearch = PersonalLLMListController().vectorSearch
    let disablesComposerWhileReplying = true
    let sendRefusal = PersonalLLMListController().sendRefusal
}

/// Hands the scenario's events to the view model: every change republishes the messages.
final class LLMChatAdapter: SwiftUIListAdapter {
    let model: LLMChatModel
    init(model: LLMChatModel) { self.model = model }

    func chatItem(for rowID: AnyHashable) -> ChatItemID? { (rowID as? MessageID).map(ChatItemID.message) }
    /// Compared with the `personal-llm` strategy's figures: its rows sized as the strategy sizes them.
    var rowSizing: RowSizing { .cellSizer }
    func showConversation(_ context: ChatListContext) { model.show(context) }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        model.show(context)
        switch change {
        case .tokens, .replyFinished: model.streamedTokens += 1
        case .sent, .replyStarted, .olderPageLoaded, .olderPageFailed: break
        }
    }
}

@MainActor @Suite struct RehearsalTests {
    static let rehearsal = Rehearsal()
    static let scenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    static func runView(_ name: String) throws -> (RehearsalResult, LLMChatAdapter) {
        let scenario = try rehearsal.scenario(at: scenarios.appendingPathComponent(name))
        let model = LLMChatModel()
        let adapter = LLMChatAdapter(model: model)
        let result = try rehearsal.run(scenario, view: { LLMChatView(model: model) }, adapter: adapter, named: "llm-chat-view")
        return (result, adapter)
    }

    @Test func aViewRehearsesAScenarioWithoutSnapshotErrors() throws {
        let (result, adapter) = try Self.runView("bugs/personal-llm-composer-covers-newest.yaml")
        #expect(result.finding(.snapshotError) == nil, "\(result)")
        #expect(result[.snapshotApplies] > 0, "\(result)")
        #expect(adapter.model.messages.count == 22)
    }

    @Test func theSameRunGivesTheSameReport() throws {
        let (first, _) = try Self.runView("bugs/personal-llm-composer-covers-newest.yaml")
        let (second, _) = try Self.runView("bugs/personal-llm-composer-covers-newest.yaml")
        #expect(first.metrics == second.metrics)
    }

    /// The view, rehearsed through the face, against the `personal-llm` strategy that models
    /// the same design (scrolling to the last message on count change and on every token):
    /// every metric the same but six, each one less for the view, all from one frame. The
    /// reply's last chunk and its end arrive in the same frame (t = 3.533 s); the strategy
    /// hears both and, between them, its `scrollTo` lays the list out — so the list's body is
    /// applied twice that frame, configuring, measuring and laying out again, and it writes
    /// the offset twice (its rows configured twice in one frame: one unshown update). SwiftUI evaluates a view once per transaction, and the face updates
    /// its graph once per frame: one body evaluation, one `onChange`, one scroll.
    @Test func theViewMatchesThePersonalLLMModelButForOneFrameTheModelEvaluatesTwice() throws {
        let name = "bugs/personal-llm-composer-covers-newest.yaml"
        let viewModel = LLMChatModel()
        let host = PersonalLLMViewHost(view: { LLMChatView(model: viewModel) }, adapter: LLMChatAdapter(model: viewModel))
        let view = try Self.rehearsal.run(Self.rehearsal.scenario(at: Self.scenarios.appendingPathComponent(name)), controller: host,
                                          named: "llm-chat-view")
        let model = try Self.rehearsal.run(Self.rehearsal.scenario(at: Self.scenarios.appendingPathComponent(name)),
                                           strategy: "personal-llm(scrollTarget: lastMessage, scrollOn: content)")
        let oneLess: Set<Metric> = [.snapshotApplies, .cellsConfigured, .cellsMeasured, .layoutPasses, .scrollWritesPerReply, .unshownUpdates]
        for metric in Metric.allCases {
            let expected = model.metrics[metric].map { oneLess.contains(metric) ? $0 - 1 : $0 }
            #expect(view.metrics[metric] == expected, "\(metric): view \(String(describing: view.metrics[metric])), model \(String(describing: model.metrics[metric]))")
        }
        #expect(view.finding(.snapshotError) == nil)
    }
}

/// The same screen whose rows parse their markdown whole on every body run.
final class MarkdownLLMChatAdapter: SwiftUIListAdapter {
    let base: LLMChatAdapter
    init(_ base: LLMChatAdapter) { self.base = base }
    func chatItem(for rowID: AnyHashable) -> ChatItemID? { base.chatItem(for: rowID) }
    func showConversation(_ context: ChatListContext) { base.showConversation(context) }
    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) { base.messagesDidChange(change, context) }
    var rowRendering: RowRendering { .markdownWhole }
}

extension RehearsalTests {
    /// The adapter says how rows render their text; the engine charges it per body run: a
    /// streamed reply whose row parses its whole markdown on every token costs more than one
    /// drawn as plain text, in the same frames.
    @Test func rowsParsingMarkdownWholeCostMoreThanPlainText() throws {
        let name = "bugs/personal-llm-composer-covers-newest.yaml"
        let scenario = try Self.rehearsal.scenario(at: Self.scenarios.appendingPathComponent(name))
        let plainModel = LLMChatModel()
        let plain = try Self.rehearsal.run(scenario, view: { LLMChatView(model: plainModel) }, adapter: LLMChatAdapter(model: plainModel))
        let markdownModel = LLMChatModel()
        let markdown = try Self.rehearsal.run(scenario, view: { LLMChatView(model: markdownModel) },
                                              adapter: MarkdownLLMChatAdapter(LLMChatAdapter(model: markdownModel)))
        #expect(markdown[.frameCostP99] > plain[.frameCostP99], "\(markdown) vs \(plain)")
        #expect(markdown[.snapshotApplies] == plain[.snapshotApplies])
    }
}
