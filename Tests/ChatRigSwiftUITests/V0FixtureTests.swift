import ChatModel
import ChatRigSwiftUI
import ChatRigTesting
import RunResults
import Simulator
import Strategies
import Testing
@testable import V0SwiftUIFixture

/// Hands the scenario's events to the design's `@Observable` `ChatState`, which its
/// `V0StyleChatView` owns (`@State private var chatState`): as the floating composer's
/// `sendMessage()` changes it — the user's message appended with `isMessageSendAnimating`
/// set, and an optimistic placeholder for the reply — and as the app's streaming would: the
/// reply's text growing, `isStreaming` while it streams. Ids are the messages' UUIDs.
@MainActor final class V0FixtureAdapter: SwiftUIListAdapter {
    private(set) var state: V0SwiftUIFixture.ChatState?

    func chatItem(for rowID: AnyHashable) -> ChatItemID? {
        (rowID.base as? UUID).flatMap(MessageID.init).map(ChatItemID.message)
    }

    func viewDidLoad(_ graph: ViewGraph, _ context: ChatListContext) {
        state = graph.object(ofType: V0SwiftUIFixture.ChatState.self)
        showConversation(context)
    }

    func showConversation(_ context: ChatListContext) {
        guard let state else { return }
        let messages = context.messages.map { message in
            let role: ChatMessage.MessageRole = switch message.role {
            case .user: .user
            case .assistant where message.text.isEmpty && message.state == .streaming: .optimisticPlaceholder
            case .assistant, .system: .assistant
            }
            return ChatMessage(id: UUID(message.id), role: role, content: message.text, isStreaming: message.state == .streaming,
                               timestamp: Date(timeIntervalSince1970: 0))
        }
        if state.messages != messages { state.messages = messages }
    }

    func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        if case .sent = change, let state { state.isMessageSendAnimating = true }
        showConversation(context)
    }
}

/// The V0Swift design's own chat view (its complete example), rehearsed through the face,
/// against the `v0` strategy, on the bundled scenario that runs it.
@MainActor @Suite struct V0FixtureTests {
    static func run(_ name: String) throws -> (view: RehearsalResult, model: RehearsalResult) {
        let rehearsal = RehearsalTests.rehearsal
        let scenario = try rehearsal.scenario(at: RehearsalTests.scenarios.appendingPathComponent(name))
        let view = try rehearsal.run(scenario, view: { V0StyleChatView() }, adapter: V0FixtureAdapter(), named: "v0-view")
        return (view, try rehearsal.run(scenario, strategy: "v0"))
    }

    /// The design's complete example is not the composite the `v0` strategy models, and its
    /// timing runs off the virtual clock; every difference comes from one of three causes:
    /// - **No staggered reveal on the virtual clock.** `StreamingTextView` fades words in with
    ///   `DispatchQueue.main.asyncAfter` and `withAnimation`'s timing; a SwiftUI rehearsal does
    ///   not drain the process's main queue (README: `DispatchQueue.main` in view code), and the
    ///   face cannot read a view's `@State displayedText` as the text shown: the reply counts as
    ///   shown as it arrives. So `tokenToScreenP50`/`P99` are one frame (8.333 ms) where the
    ///   model's reveal lags 11.7 s / 24.0 s, `tokensPerSecond` is the stream's 80/s (model
    ///   13.8/s), and the reveal's many small re-layouts are absent (`layoutPasses`,
    ///   `chunkCostSlope`, `frameCostP99`, `frameCostMax`).
    /// - **No scroll to the top on send, no blank size.** The complete example opens with
    ///   `.defaultScrollAnchor(.bottom)` and never scrolls on a send; its `blankSize` is never
    ///   computed (§4's calculator is not wired into it). The strategy scrolls the sent message
    ///   to the top with a spring (`animatedApplies` 1, `scrollWritesPerReply` 131) and its
    ///   margin shifts the rows (`anchorDriftCount`/`Max`); the view stays at the bottom, where
    ///   the long reply fills the screen: fewer cells made and alive (`cellsCreated`,
    ///   `peakCellsAlive` 5 vs 10), none of the history's photos decoded (`peakImageBytes` 0).
    /// - **One apply a frame.** One apply fewer (`snapshotApplies`), one cell fewer measured
    ///   (`cellsMeasured`), one more configured (`cellsConfigured`: the reply's row re-run when
    ///   the placeholder becomes the answer).
    @Test(.disabled("Figures to re-pin: since the merge of issues 36 and 37 the view's DispatchQueue.main work runs on the rehearsal's own main queue (SwiftUIListHost's main run loop) and issue 37 added metrics; the differences and their causes are being re-derived")) func theDesignsViewOnRevealFallsBehind() throws {
        let (view, model) = try Self.run("bugs/v0-reveal-falls-behind.yaml")
        #expect(view.finding(.snapshotError) == nil, "\(view)")
        #expect(model[.tokenToScreenP99] >= 5000)
        SparkiFireFixtureTests.expectDifferences(view, model, [
            .anchorDriftCount: 0, .anchorDriftMax: 0, .animatedApplies: 0, .cellsConfigured: 210, .cellsMeasured: 231,
            .chunkCostSlope: 0, .frameCostMax: 1.3758, .frameCostP99: 0.2625, .layoutPasses: 202, .peakImageBytes: 7340032,
            .scrollWritesPerReply: 0, .snapshotApplies: 196, .tokenToScreenP50: 8.333, .tokenToScreenP99: 8.333,
            .tokensPerSecond: 80.13676139700011,
        ])
    }

    /// The streamed script every design runs: the same three causes — no reveal on the
    /// virtual clock (token to screen one frame, the stream's 60 tokens/s, fewer layout passes,
    /// cheaper frames), no scroll to the top on either send (no animated applies, no scroll
    /// writes, no drift; fewer cells made and alive at the bottom), one apply a frame.
    @Test(.disabled("Figures to re-pin: since the merge of issues 36 and 37 the view's DispatchQueue.main work runs on the rehearsal's own main queue (SwiftUIListHost's main run loop) and issue 37 added metrics; the differences and their causes are being re-derived")) func theDesignsViewOnAllDesignsStreaming() throws {
        let (view, model) = try Self.run("designs/all-designs-streaming.yaml")
        #expect(view.finding(.snapshotError) == nil, "\(view)")
        SparkiFireFixtureTests.expectDifferences(view, model, [
            .anchorDriftCount: 0, .anchorDriftMax: 0, .animatedApplies: 0, .cellsCreated: 12, .cellsMeasured: 436,
            .chunkCostSlope: 3.36087490680402e-15, .frameCostMax: 1.4593, .frameCostP90: 0.273, .frameCostP99: 0.273,
            .layoutPasses: 409, .peakCellsAlive: 12, .peakImageBytes: 52965376, .scrollWritesPerReply: 0, .snapshotApplies: 401,
            .tokenToScreenP50: 8.333, .tokenToScreenP99: 8.333, .tokensPerSecond: 60.417772280431805,
        ])
    }
}
