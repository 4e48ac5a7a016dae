import ChatModel
@testable import ChatRigSwiftUI
import Testing

struct ScrollProbeScreen: View {
    let chat: ObservedChat
    let probe: Probe
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack { ForEach(chat.messages) { ObservedRow(message: $0) } }
            }
            .defaultScrollAnchor(.bottom)
            .contentMargins(.bottom, 24, for: .scrollContent)
            .onChange(of: chat.messages.count) {
                withAnimation(.snappy) { proxy.scrollTo(chat.messages.count - 1, anchor: .bottom) }
                proxy.scrollTo(-1)
            }
        }
    }
}

/// What the scroll content hands the host: `scrollTo` requests with their transaction's
/// animation, the default anchor, the bottom content margin.
@MainActor @Suite struct ScrollingTests {
    @Test func scrollRequestsCarryTheirAnimationAndTheModifiersReachTheGraph() {
        let chat = ObservationInvalidationTests.chat(3)
        var requests: [ScrollRequest] = []
        let graph = ViewGraph(ScrollProbeScreen(chat: chat, probe: Probe())) { graph in
            graph.scrollRequests = { requests.append($0) }
        }
        #expect(graph.defaultScrollAnchor == .bottom)
        #expect(graph.bottomContentMargin == 24)
        chat.messages.append(ObservedMessage(id: 3, text: "new"))
        graph.update()
        #expect(requests.map(\.id) == [AnyHashable(3), AnyHashable(-1)])
        #expect(requests.map(\.anchor) == [.bottom, nil])
        #expect(requests.map(\.animation) == [.snappy, nil])
        #expect(graph.list?.row(AnyHashable(3)) != nil)
        #expect(graph.list?.row(AnyHashable(-1)) == nil)
    }

    @Test func animationsAreTheEnginesCurvesAsAppleDefinesThem() {
        #expect(Animation.default == .smooth)
        #expect(Animation.spring(response: 0.4, dampingFraction: 0.75) == .spring(duration: 0.4, bounce: 0.25))
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
    }
}

struct RoleAnchoredScreen: View {
    let chat: ObservedChat
    let roles: [ScrollAnchorRole]
    var body: some View {
        ScrollView { LazyVStack { ForEach(chat.messages) { ObservedRow(message: $0) } } }
            .defaultScrollAnchor(.bottom, for: roles[0])
            .defaultScrollAnchor(roles.count > 1 ? .bottom : nil, for: roles.count > 1 ? roles[1] : .alignment)
    }
}

extension ScrollingTests {
    /// The engine anchors opening and size changes together: both roles at `.bottom` anchor
    /// the list; one alone does not.
    @Test func bottomAnchorsTheListOnlyForBothRolesTogether() {
        let both = ViewGraph(RoleAnchoredScreen(chat: ObservationInvalidationTests.chat(2), roles: [.initialOffset, .sizeChanges]))
        let opening = ViewGraph(RoleAnchoredScreen(chat: ObservationInvalidationTests.chat(2), roles: [.initialOffset]))
        #expect(both.anchorsAtBottom)
        #expect(!opening.anchorsAtBottom)
    }
}

struct PositionValueScreen: View {
    let chat: ObservedChat
    let probe: Probe
    @State var position = ScrollPosition(edge: .bottom)
    var body: some View {
        ScrollView { LazyVStack { ForEach(chat.messages) { ObservedRow(message: $0) } } }
            .scrollPosition($position)
            .onAppear {
                probe.count = Binding(get: { position.viewID(type: Int.self) ?? -1 }, set: { id in withAnimation { position.scrollTo(id: id) } })
                probe.flag = Binding(get: { position.edge == .top }, set: { _ in position.scrollTo(edge: .top) })
            }
    }
}

extension ScrollingTests {
    /// iOS 18's `ScrollPosition`: the position it starts with is where the list opens, and
    /// each `scrollTo` — the same one twice included — is a request.
    @Test func aScrollPositionsRequestsReachTheHost() throws {
        let probe = Probe()
        var edges: [(Edge, Animation?)] = []
        var requests: [ScrollRequest] = []
        let graph = ViewGraph(PositionValueScreen(chat: ObservationInvalidationTests.chat(4), probe: probe)) { graph in
            graph.edgeRequests = { edges.append(($0, $1)) }
            graph.scrollRequests = { requests.append($0) }
        }
        #expect(edges.map(\.0) == [.bottom])
        let id = try #require(probe.count)
        id.wrappedValue = 2
        graph.update()
        id.wrappedValue = 2
        graph.update()
        #expect(requests.map(\.id) == [AnyHashable(2), AnyHashable(2)])
        #expect(requests.map(\.anchor) == [.top, .top])
        #expect(requests.map(\.animation) == [.default, .default])
        try #require(probe.flag).wrappedValue = true
        graph.update()
        #expect(edges.map(\.0) == [.bottom, .top])
        #expect(edges.last?.1 == nil)
    }
}
