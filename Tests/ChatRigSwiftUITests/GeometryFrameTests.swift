@testable import ChatRigSwiftUI
import ChatModel
import ListLayout
import Simulator
import Testing

/// The frames a reader's content was built with, in order.
@MainActor final class FrameLog {
    var named: [CGRect] = []
    var local: [CGRect] = []
    var global: [CGRect] = []
}

/// Positions computed in the placement pass: `GeometryProxy.frame(in:)` in the local, global
/// and named spaces (``GeometryProxy``, ``LayoutPass/offsets(of:in:size:)``).
@MainActor
struct GeometryFrameTests {
    /// A reader behind a 40×20 view, padded 12 leading and 6 top, second in a leading `VStack`
    /// (spacing 4) under a 30 pt view, the stack padded 10 in a space named "outer", which is
    /// 100 pt down the window.
    func nestedReader(_ log: FrameLog) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 100, height: 30)
            Color.blue.frame(width: 40, height: 20)
                .background(GeometryReader { proxy in
                    log.named.append(proxy.frame(in: .named("outer")))
                    log.local.append(proxy.frame(in: .local))
                    log.global.append(proxy.frame(in: .global))
                    return Color.clear
                })
                .padding(EdgeInsets(top: 6, leading: 12, bottom: 0, trailing: 0))
        }
        .padding(10)
        .coordinateSpace(name: "outer")
        .padding(.top, 100)
    }

    @Test func aReaderKnowsWhereItIsInTheNamedAndGlobalSpacesAndLocalHasAZeroOrigin() {
        let log = FrameLog()
        let graph = ViewGraph(nestedReader(log))
        let pass = LayoutPass()
        let proposal = ProposedViewSize(width: 300, height: nil)
        _ = pass.size(of: graph.root, proposal)
        pass.place(graph.root, proposal)
        // x: padding 10 + padding 12; y: padding 10 + 30 + spacing 4 + padding 6.
        #expect(log.named.last == CGRect(x: 22, y: 50, width: 40, height: 20))
        #expect(log.global.last == CGRect(x: 22, y: 150, width: 40, height: 20))
        #expect(log.local.last == CGRect(x: 0, y: 0, width: 40, height: 20))
        // Placed again where it was, its content is not built again.
        let builds = log.named.count
        pass.place(graph.root, proposal)
        #expect(log.named.count == builds)
    }

    @Test func stacksAndFramesPlaceByTheirAlignment() {
        let log = FrameLog()
        let view = HStack(alignment: .bottom, spacing: 5) {
            Color.red.frame(width: 30, height: 50)
            Color.blue.frame(width: 20, height: 10)
                .background(GeometryReader { proxy in
                    log.global.append(proxy.frame(in: .global))
                    return Color.clear
                })
        }
        .frame(width: 100, height: 80, alignment: .topTrailing)
        let graph = ViewGraph(view)
        let pass = LayoutPass()
        _ = pass.size(of: graph.root, .unspecified)
        pass.place(graph.root, .unspecified)
        // The 55×50 stack at the frame's top trailing corner (x 45); the 10 pt view at its bottom.
        #expect(log.global.last == CGRect(x: 45 + 35, y: 40, width: 20, height: 10))
    }

    @Test func aReaderThatReadsOnlyItsSizeIsNotBuiltAgainWhenItMoves() {
        let log = ProxyLog()
        let graph = ViewGraph(GeometryReader { proxy in
            log.sizes.append(proxy.size)
            return Color.clear
        }.frame(width: 40, height: 20))
        let pass = LayoutPass()
        _ = pass.size(of: graph.root, .unspecified)
        pass.place(graph.root, .unspecified)
        pass.place(graph.root, .unspecified, at: CGPoint(x: 0, y: 300))
        #expect(log.sizes == [.zero, CGSize(width: 40, height: 20)])
    }
}

/// The last message's bottom edge in the scroll view's named space, as public chat screens
/// read it to show a jump-to-bottom button.
struct BottomEdgeKey: PreferenceKey {
    static var defaultValue: [MessageID: CGFloat] { [:] }
    static func reduce(value: inout [MessageID: CGFloat], nextValue: () -> [MessageID: CGFloat]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The last message's reported bottom edge with where the engine had the list then.
@MainActor final class BottomEdgeLog {
    struct Report: Equatable {
        var maxY: Double
        var distanceFromBottom: Double
        var visibleHeight: Double
    }

    var list: () -> LazyStackList? = { nil }
    var reports: [Report] = []
}

struct BottomWatchingView: View {
    @ObservedObject var model: LLMChatModel
    let log: BottomEdgeLog
    /// The space the rows read their frame in: "scroll", declared on the scroll view, or the
    /// system's `.scrollView`.
    let space: NamedCoordinateSpace

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(model.messages) { message in
                    LLMMessageRow(message: message)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: BottomEdgeKey.self, value: [message.id: proxy.frame(in: space).maxY])
                        })
                }
            }
        }
        .defaultScrollAnchor(.bottom)
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(BottomEdgeKey.self) { edges in
            guard let last = model.messages.last?.id, let maxY = edges[last], let list = log.list() else { return }
            log.reports.append(.init(maxY: Double(maxY), distanceFromBottom: list.distanceFromBottom, visibleHeight: list.visibleHeight))
        }
    }
}

@MainActor @Suite struct GeometryFrameRehearsalTests {
    /// As the user drags the list up from the bottom and it comes back, the last row's bottom
    /// edge in the scroll view's named space is the visible height plus the distance the list
    /// is from its bottom: the visible height resting there, lower by exactly the scrolled
    /// distance when scrolled up (to the last bit of the doubles' sum) — in the space the
    /// screen names on its scroll view and in the system's `.scrollView`.
    @Test(arguments: [true, false])
    func theLastRowsBottomEdgeInTheScrollViewsSpaceMovesWithTheScrolling(inTheNamedSpace: Bool) throws {
        let space: NamedCoordinateSpace = inTheNamedSpace ? .named("scroll") : .scrollView
        let scenario = try RehearsalTests.rehearsal.scenario(
            at: RehearsalTests.scenarios.appendingPathComponent("bugs/duplicate-load-more-drags.yaml"))
        let model = LLMChatModel()
        let log = BottomEdgeLog()
        let host = SwiftUIListHost(view: { BottomWatchingView(model: model, log: log, space: space) }, adapter: MeasuringAdapter(model: model))
        log.list = { [weak host] in host?.lazyStack }
        _ = try RehearsalTests.rehearsal.run(scenario, controller: host, named: "bottom-edge")
        #expect(log.reports.count > 100)
        #expect(log.reports.contains { $0.distanceFromBottom == 0 })
        #expect(log.reports.contains { $0.distanceFromBottom > 100 })
        let misplaced = log.reports.filter { abs($0.maxY - ($0.visibleHeight + $0.distanceFromBottom)) > 1e-9 }
        #expect(misplaced.isEmpty, "\(misplaced.prefix(5))")
    }
}

extension GeometryFrameTests {
    /// iOS 17's coordinate space values answer as the enum's: `.named`, `.global`, `.local`,
    /// and `.scrollView` is the scroll view's corner.
    @Test func namedCoordinateSpaceValuesAnswerAsTheEnumsAndScrollViewIsTheScrollViews() {
        var spaces = CoordinateSpaces()
        spaces.named["outer"] = CGPoint(x: 5, y: 7)
        spaces.scrollView = CGPoint(x: 0, y: 91)
        let proxy = GeometryProxy(size: CGSize(width: 40, height: 20), origin: CGPoint(x: 22, y: 150), spaces: spaces)
        let named: NamedCoordinateSpace = .named("outer")
        #expect(proxy.frame(in: named) == CGRect(x: 17, y: 143, width: 40, height: 20))
        #expect(proxy.frame(in: .scrollView) == CGRect(x: 22, y: 59, width: 40, height: 20))
        #expect(proxy.frame(in: .scrollView(axis: .vertical)) == proxy.frame(in: .scrollView))
        #expect(proxy.frame(in: GlobalCoordinateSpace()) == CGRect(x: 22, y: 150, width: 40, height: 20))
        #expect(proxy.frame(in: LocalCoordinateSpace()) == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(proxy.frame(in: .global) == CGRect(x: 22, y: 150, width: 40, height: 20))
        #expect(proxy.frame(in: .named("outer")) == CGRect(x: 17, y: 143, width: 40, height: 20))
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal && !named.coordinateSpace.isGlobal)
    }

    @Test func coordinateSpaceWithANamedValueDeclaresTheName() {
        let log = FrameLog()
        let view = GeometryReader { proxy in
            log.named.append(proxy.frame(in: .named("inner")))
            return Color.clear
        }
        .frame(width: 40, height: 20)
        .padding(8)
        .coordinateSpace(.named("inner"))
        .padding(30)
        let graph = ViewGraph(view)
        let pass = LayoutPass()
        _ = pass.size(of: graph.root, .unspecified)
        pass.place(graph.root, .unspecified)
        #expect(log.named.last == CGRect(x: 8, y: 8, width: 40, height: 20))
    }
}
