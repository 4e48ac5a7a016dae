import ChatModel
import ChatRigUIKit
import ListLayout
import Simulator
import Viewport

/// A team's SwiftUI view rehearsed as a ``Simulator/ChatListController``: the face over the
/// lazy-stack engine.
///
/// The host builds the view's graph (``ViewGraph``), finds its scroll content — a
/// `ScrollView`'s `LazyVStack` or `VStack`, or a `List` — and hands the engine its rows
/// (``Simulator/LazyStackList/update(rows:rowCount:changed:animated:)``) whenever the
/// content is evaluated, and the rows whose bodies ran when only they changed
/// (``Simulator/LazyStackList/updateRows(_:)``). The engine realizes rows as they come near
/// the screen: the host builds their views then (their bodies run) and runs their
/// `onAppear`/`onDisappear` as they show and leave. `ScrollViewProxy.scrollTo` becomes the
/// engine's scroll, animated along the `withAnimation` curve.
///
/// Open, so a team's rehearsal can declare what its app does beyond the list by subclassing
/// it with the Simulator's app-behaviour protocols (`RefusesSendWhileReplying`,
/// `RetrievesBeforeGenerating`, …), which views cannot express.
///
/// The graph updates once per frame, at the display link (SwiftUI updates its views once
/// per transaction, before the frame is drawn: WWDC21 "Demystify SwiftUI").
open class SwiftUIListHost<Content: View, Adapter: SwiftUIListAdapter>: ChatListController {
    public let adapter: Adapter
    private let makeView: @MainActor () -> Content
    /// The view's graph, once the rehearsal opened the screen.
    public private(set) var graph: ViewGraph?
    /// The engine's list the view's scroll content is, once the rehearsal opened the screen:
    /// its rows' frames, estimated or measured.
    public var lazyStack: LazyStackList? { list }
    private var list: LazyStackList?
    private var context: ChatListContext?
    private var items: [AnyHashable: ChatItemID] = [:]
    private var rowIDs: [ChatItemID: AnyHashable] = [:]
    private var unknownRows: Set<AnyHashable> = []
    /// Whether the screen opened (its building is over).
    private var opened = false

    #if !canImport(Darwin)
    /// The virtual clock of the main thread's Combine schedulers, once the screen opened.
    private var clock: RehearsalMainClock?
    #endif
    /// The main run loop the view's code schedules on: `DispatchQueue.main.async` and
    /// `asyncAfter` in view code are ChatRigUIKit's overloads (`import SwiftUI` brings
    /// UIKit's names), which join this run's main queue on the virtual clock; it is drained at
    /// the display-link tick, before the graph updates — the main run loop's order (README,
    /// ChatRigUIKit: the main run loop). The view code's text work — its markdown parsing, the
    /// labels of the UIKit views it wraps — is charged through it only where the rows are sized
    /// from the team's views, so nothing is charged twice (``SwiftUIListAdapter/assignTextWork(_:_:)``).
    private var mainRunLoop: UIKitRun?

    /// Runs `body` — the app's main-actor code — on the rehearsal's thread, with the run's
    /// clock bound for the main thread's Combine schedulers (``RehearsalMainClock``).
    private func enter<R>(_ body: @MainActor () throws -> R) rethrows -> R {
        guard let mainRunLoop else { return try enterBound(body) }
        return try mainRunLoop.bind { try enterBound(body) }
    }

    private func enterBound<R>(_ body: @MainActor () throws -> R) rethrows -> R {
        #if !canImport(Darwin)
        if let clock { return try clock.enter(body) }
        #endif
        return try MainActorBridge.run(body)
    }

    public init(view: @escaping @MainActor () -> Content, adapter: Adapter) {
        makeView = view
        self.adapter = adapter
    }

    // MARK: Lifecycle

    public func viewDidLoad(_ context: ChatListContext) {
        self.context = context
        mainRunLoop = UIKitRun(context: context)
        #if !canImport(Darwin)
        clock = RehearsalMainClock(context: context)
        #endif
        enter {
            adapter.showConversation(context)
            graph = ViewGraph(makeView()) { [unowned self] graph in
                graph.scrollRequests = { [unowned self] request in scroll(request) }
                graph.edgeRequests = { [unowned self] edge, animation in scroll(to: edge, animation: animation) }
                graph.pointRequests = { [unowned self] point, animation in
                    self.context?.collectionView.setContentOffset(Point(y: Double(point.y)), animated: animation != nil)
                }
                let rows = graph.list
                var configuration = LazyStackConfiguration(
                    spacing: rows?.spacing ?? Self.systemSpacing,
                    verticalPadding: Double(rows?.padding.top ?? 0), horizontalPadding: Double(rows?.padding.leading ?? 0),
                    rendering: adapter.rowRendering, cellMetrics: adapter.cellMetrics, imageLoading: adapter.imageLoading)
                configuration.bottomAnchorSettling = adapter.bottomAnchorSettling
                adapter.assignTextWork(&configuration, mainRunLoop)
                list = context.lazyStack(configuration)
                rows?.rowFrame = { [unowned self] row in rowFrame(row) }
                if adapter.rowSizing == .views {
                    list?.sizeRows(with: ViewRowSizer(graph: graph, rowID: { [unowned self] item in rowIDs[item] },
                                                      enter: { [unowned self] body in enter(body) }))
                }
                if rows == nil { context.recordSnapshotError("the view has no ScrollView with a LazyVStack or VStack, and no List") }
                graph.didEvaluate = { [unowned self] graph in hand(graph) }
            }
            if let graph {
                adapter.viewDidLoad(graph, context)
                graph.update()
                layOutScreen(graph, context)
            }
        }
        opened = true
    }

    /// `LazyVStack`'s spacing when none is given (estimate: SwiftUI's default spacing between
    /// two text rows, 8 pt, is not documented).
    public static var systemSpacing: Double { 8 }

    public func conversationDidChange(_ context: ChatListContext) {
        enter { adapter.showConversation(context) }
        updateGraph()
    }

    // MARK: The view model and the user

    public func messagesDidChange(_ change: MessagesChange, _ context: ChatListContext) {
        enter { adapter.messagesDidChange(change, context) }
    }

    public func scrollToBottomTapped(_ context: ChatListContext) {
        enter { adapter.scrollToBottomTapped(context) }
        updateGraph()
    }

    public func displayLinkDidFire(_ context: ChatListContext) {
        guard let graph else { return }
        enter {
            mainRunLoop?.drainMainQueue()
            if !graph.scrollObservers.isEmpty { graph.scrollDidChange(phase: scrollPhase(context), geometry: scrollGeometry(context)) }
            graph.update()
            layOutScreen(graph, context)
            if graph.placeRowsReadingPosition() { graph.update() }
        }
    }

    /// Lays the screen out in the window's safe area (``ViewGraph/layOutScreen(in:)``) and
    /// updates the graph again while a reader's content was rebuilt for a new size (at most
    /// twice: a reader whose content changes its own size cannot loop the frame).
    @MainActor private func layOutScreen(_ graph: ViewGraph, _ context: ChatListContext) {
        let view = context.collectionView, insets = view.safeAreaInsets
        let size = CGSize(width: view.bounds.size.width - insets.left - insets.right,
                          height: view.bounds.size.height - insets.top - insets.bottom)
        let origin = CGPoint(x: insets.left, y: insets.top)
        for _ in 0..<2 where graph.layOutScreen(in: size, at: origin) { graph.update() }
    }

    /// Row `row`'s frame in its scroll view's space, which starts at the window's safe area
    /// (the screen's): its frame in the content less the content offset, the content inset
    /// beyond the safe area (margins, padding) staying in the row's position.
    @MainActor private func rowFrame(_ row: AnyHashable) -> CGRect? {
        guard let context, let item = items[row], let frame = list?.frame(of: item) else { return nil }
        let view = context.collectionView, offset = view.contentOffset, insets = view.safeAreaInsets
        return CGRect(x: frame.x - offset.x - insets.left, y: frame.y - offset.y - insets.top, width: frame.width, height: frame.height)
    }

    /// The engine's scrolling as SwiftUI's phase.
    private func scrollPhase(_ context: ChatListContext) -> ScrollPhase {
        let view = context.collectionView
        if view.isTracking { return .interacting }
        if view.isDecelerating { return .decelerating }
        if list?.isAnimatingScroll == true { return .animating }
        return .idle
    }

    /// The engine's scroll view as SwiftUI's geometry.
    private func scrollGeometry(_ context: ChatListContext) -> ScrollGeometry {
        let view = context.collectionView
        let insets = view.adjustedContentInset
        return ScrollGeometry(contentOffset: CGPoint(x: view.contentOffset.x, y: view.contentOffset.y),
                              contentSize: CGSize(width: view.contentSize.width, height: view.contentSize.height),
                              contentInsets: EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
                              containerSize: CGSize(width: view.bounds.size.width, height: view.bounds.size.height))
    }

    /// The list scrolled: a `.scrollPosition(id:)` binding gets the row now at its anchor.
    public func scrollViewDidScroll(_ context: ChatListContext) {
        guard let graph else { return }
        enter {
            guard graph.scrollPosition != nil || graph.scrollPositionValue != nil else { return }
            let view = context.collectionView
            let top = view.contentOffset.y + view.adjustedContentInset.top
            let height = view.bounds.size.height - view.adjustedContentInset.top - view.adjustedContentInset.bottom
            let y = top + (graph.scrollPosition?.anchor?.y ?? 0) * height
            let shown = view.indexPathsForVisibleItems.sorted().compactMap { context.dataSource.itemIdentifier(for: $0) }
            guard let item = shown.first(where: { (view.frameOfItem($0)?.maxY ?? 0) > y }) ?? shown.last,
                  let row = rowIDs[item] else { return }
            if let position = graph.scrollPosition { position.report(row) }
            if context.collectionView.isTracking || context.collectionView.isDecelerating { graph.scrollPositionValue?(row) }
            graph.update()
        }
    }

    /// The user typed (or a send emptied the composer): the text goes into the screen's
    /// composer field's binding, as typing does, and the composer grows with it up to the
    /// field's `.lineLimit` (``Simulator/GrowingComposer``'s geometry). A screen without a
    /// vertically growing field keeps UIKit's growing text view (the default).
    public func composerTextDidChange(_ context: ChatListContext) {
        guard let graph, let field = enter({ ComposerField.find(in: graph) }) else {
            let height = ComposerGeometry(baseHeight: context.singleLineComposerHeight)
                .height(lines: ComposerGeometry.lineCount(of: context.composerText), images: context.composerImageCount)
            if height != context.composerHeight { context.setComposerHeight(height) }
            return
        }
        enter { field.text.wrappedValue = context.composerText }
        let height = GrowingComposer(lineLimit: field.lineLimit ?? Int.max).height(context)
        if height != context.composerHeight { context.setComposerHeight(height) }
        updateGraph()
    }

    // MARK: Rows

    public func configure(_ configuration: inout CellConfiguration, for item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        guard let row = rowIDs[item], let graph else { return }
        configuration.shownLength = enter {
            graph.realizeRow(row)
            return reportShownText(of: item, row: row, in: graph)
        }
    }

    public func willDisplay(_ item: ChatItemID, at indexPath: IndexPath, _ context: ChatListContext) {
        guard let row = rowIDs[item], let graph else { return }
        enter { graph.rowDidAppear(row) }
    }

    public func didEndDisplaying(_ item: ChatItemID, at indexPath: IndexPath?, _ context: ChatListContext) {
        guard let row = rowIDs[item], let graph else { return }
        enter { graph.rowDidDisappear(row) }
    }

    // MARK: The graph and the engine

    private func updateGraph() {
        guard let graph else { return }
        enter { graph.update() }
    }

    /// Hands the engine what the last evaluation pass changed: the rows when the scroll
    /// content was evaluated (the list's body diffed), else the rows whose bodies ran.
    @MainActor private func hand(_ graph: ViewGraph) {
        guard let list, let rows = graph.list else { return }
        list.defaultScrollAnchorBottom = graph.anchorsAtBottom
        if let margin = graph.bottomContentMargin { list.bottomContentMargin = margin }
        let changed = graph.changedRows.compactMap { item(for: $0) }
        if adapter.rowSizing == .views { for row in changed { list.rowNeedsMeasuring(row) } }
        if rows.contentEvaluated {
            let ids = rows.ids
            list.update(rows: ids.compactMap { item(for: $0) }, rowCount: ids.count, changed: changed, animated: graph.animatesUpdate)
        } else if !changed.isEmpty {
            list.updateRows(changed)
        }
        graph.animatesUpdate = false
        for (row, item) in zip(graph.changedRows, graph.changedRows.map { items[$0] }) {
            if let item { reportShownText(of: item, row: row, in: graph) }
        }
        // The bodies that ran outside the rows — the screen, its header and composer — each
        // at the device's per-body cost (estimate: a body costs as a row's); the one that
        // evaluated the scroll content is the list body the engine charges itself. Building the
        // screen before it opened is not charged, as no strategy charges its view's loading.
        let others = graph.bodiesOutsideRows - (rows.contentEvaluated ? 1 : 0)
        if opened, others > 0, let context { context.chargeMainThread(microseconds: Double(others) * context.costs.rowBodyEvaluation) }
    }

    /// Tells the engine how much of its message a message row's `Text`s show
    /// (``ShownRowText``), and returns it: a view revealing a reply at its own pace shows less
    /// than arrived. Nil: all of it, or not a message row.
    @discardableResult
    @MainActor private func reportShownText(of item: ChatItemID, row: AnyHashable, in graph: ViewGraph) -> Int? {
        guard case .message(let id) = item, let context, let message = context.message(id),
              let strings = graph.textStrings(ofRow: row) else { return nil }
        let length = ShownRowText.shownLength(of: message.text, shown: strings)
        context.setShownLength(length, of: id)
        return length
    }

    @MainActor private func item(for row: AnyHashable) -> ChatItemID? {
        if let known = items[row] { return known }
        guard let item = adapter.chatItem(for: row) else {
            if unknownRows.insert(row).inserted { context?.recordSnapshotError("the adapter names no ChatRig item for the row \(row)") }
            return nil
        }
        items[row] = item
        rowIDs[item] = row
        return item
    }

    /// `ScrollPosition.scrollTo(edge:)`: the content's top or bottom edge (its padding and
    /// bottom inset included), animated by the engine's content-offset animation inside
    /// `withAnimation` (not along the transaction's curve: estimate).
    @MainActor private func scroll(to edge: Edge, animation: Animation?) {
        guard let context else { return }
        let view = context.collectionView
        switch edge {
        case .top: view.setContentOffset(Point(y: view.minContentOffsetY), animated: animation != nil)
        case .bottom: view.setContentOffset(Point(y: view.maxContentOffsetY), animated: animation != nil)
        case .leading, .trailing: break
        }
    }

    /// An item no row of a SwiftUI list is: a date separator of a day before any message.
    static var noRow: ChatItemID { .dateSeparator(day: Int64.min) }

    /// `ScrollViewProxy.scrollTo(_:anchor:)`: the row's place at the anchor's point of the
    /// visible area (top, center or bottom, by the anchor's `y`: under ¼, over ¾, between);
    /// without an anchor, the least scroll that shows the row (to its top when above the
    /// screen, its bottom when below; none when it is on screen).
    @MainActor private func scroll(_ request: ScrollRequest) {
        guard let list, let context, let rows = graph?.list else { return }
        guard rows.row(request.id) != nil, let item = item(for: request.id) else {
            // An id no row has: SwiftUI ignores the call. The engine is asked all the same (it
            // lays out to look the id up, and ignores it), as a strategy asking for such an id is.
            list.scrollTo(Self.noRow, anchor: .bottom, animation: nil)
            return
        }
        let anchor: ScrollAnchor
        if let unit = request.anchor {
            anchor = unit.y < 0.25 ? .top : unit.y > 0.75 ? .bottom : .center
        } else {
            guard let frame = list.frame(of: item) else { return }
            let view = context.collectionView
            let top = view.contentOffset.y + view.adjustedContentInset.top
            let bottom = view.contentOffset.y + view.bounds.size.height - view.adjustedContentInset.bottom
            if frame.minY < top { anchor = .top } else if frame.maxY > bottom { anchor = .bottom } else { return }
        }
        list.scrollTo(item, anchor: anchor, animation: request.animation?.curve)
    }
}
