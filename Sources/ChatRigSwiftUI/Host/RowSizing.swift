import ChatModel
import ListLayout

/// Where a rehearsed list's row heights come from.
public enum RowSizing: Hashable, Sendable {
    /// Laying out the row's own views by SwiftUI's proposal protocol (``LayoutPass``), at
    /// the stack's width: a row is built and measured when it comes within the engine's
    /// measuring distance of the screen and keeps the stack's estimated height until then;
    /// it is measured again when its views ran their bodies. Text its `Text`s lay out
    /// again is charged as text layout (``Text``'s sizing), and the markdown its code
    /// parses as markdown parse (``SwiftUIListAdapter/assignTextWork(_:_:)``).
    case views
    /// ChatRig's cell sizer for the message the row shows (``SwiftUIListAdapter/cellMetrics``),
    /// as the bundled SwiftUI strategies size their rows: a rehearsal compared with a
    /// strategy's figures asks for this.
    case cellSizer
}

/// Sizes the engine's rows by laying out the views of the rows they show (``RowSizing/views``).
/// Called by the engine's layout pass on the rehearsal's thread, which stands in for the
/// main thread (``MainActorBridge``); the row's views run as the host's other calls into the
/// app do (`enter`: its main run loop and clock bound), so the bodies a measurement builds
/// charge their text work to the frame (``SwiftUIListAdapter/assignTextWork(_:_:)``).
final class ViewRowSizer: ItemSizing, @unchecked Sendable {
    // @unchecked: made, called and dropped on the one thread that runs the rehearsal.
    typealias Enter = (@MainActor () -> ItemMeasurement?) -> ItemMeasurement?
    private weak var graph: ViewGraph?
    private let rowID: (ChatItemID) -> AnyHashable?
    private let enter: Enter

    init(graph: ViewGraph, rowID: @escaping (ChatItemID) -> AnyHashable?, enter: @escaping Enter) {
        self.graph = graph
        self.rowID = rowID
        self.enter = enter
    }

    func measure(_ item: ListItem, width: Double) -> ItemMeasurement? {
        guard let row = rowID(item.id) else { return nil }
        return enter { [weak graph] in graph?.measureRow(row, width: CGFloat(width)) }
    }
}

extension ViewGraph {
    /// Builds row `id` if it is not built yet (its bodies run) and lays its views out
    /// `width` points wide with no height proposed — the lazy stack offers its rows its width
    /// and lets them choose their height (WWDC20 "Stacks, Grids, and Outlines in SwiftUI";
    /// WWDC19 "Building Custom Views with SwiftUI"), then places them at that width
    /// (``LayoutPass/place(_:_:)``: a `GeometryReader`'s content is built for its size, a
    /// custom `Layout` places its subviews). nil: no such row.
    func measureRow(_ id: AnyHashable, width: CGFloat) -> ItemMeasurement? {
        guard let list, list.row(id) != nil else { return nil }
        realizeRow(id)
        guard let node = rowNode(id) else { return nil }
        let pass = LayoutPass()
        let proposal = ProposedViewSize(width: width, height: nil)
        let size = pass.size(of: node, proposal)
        place(row: node, id, proposal, in: pass)
        return ItemMeasurement(height: Double(size.height), charactersLaidOut: pass.charactersLaidOut)
    }

    /// Places every row whose readers read their position at its width and where the engine
    /// shows it now, so their content is built again when they moved (the list scrolled).
    /// Run after each frame.
    ///
    /// - Returns: whether a reader's content was built again (the graph needs an update).
    @discardableResult
    func placeRowsReadingPosition() -> Bool {
        guard let list else { return false }
        for id in list.rowsReadingPosition.sorted(by: { list.index(of: $0) < list.index(of: $1) }) {
            guard let node = rowNode(id), let frame = list.rowFrame(id) else { continue }
            let pass = LayoutPass()
            let proposal = ProposedViewSize(width: frame.width, height: nil)
            _ = pass.size(of: node, proposal)
            place(row: node, id, proposal, in: pass)
        }
        return needsUpdateNow
    }

    /// Places row `node` at its frame in the scroll view — the scroll view's origin in the
    /// window plus the row's frame in the content less the content offset (the engine's) — in
    /// the screen's coordinate spaces.
    private func place(row node: ViewNode, _ id: AnyHashable, _ proposal: ProposedViewSize, in pass: LayoutPass) {
        guard let list else { return pass.place(node, proposal) }
        pass.spaces = list.spaces
        let scroll = list.spaces.scrollView ?? .zero, frame = list.rowFrame(id)?.origin ?? .zero
        pass.place(node, proposal, at: CGPoint(x: scroll.x + frame.x, y: scroll.y + frame.y))
    }
}
