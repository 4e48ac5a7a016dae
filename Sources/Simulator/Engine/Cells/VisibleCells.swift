import ChatModel
import ListLayout
import Viewport

/// The cells on screen, the reuse pool behind them and the images they hold decoded.
///
/// A reference owned by the engine: looking up one cell never copies the others.
final class VisibleCells {
    /// A cell on screen.
    struct Cell: Equatable {
        var configuration: CellConfiguration
        /// The content revision the cell was last configured with.
        var revision: Int
        /// UTF-8 length of the text it was last configured with (incremental parse cost).
        var configuredLength: Int
    }

    private(set) var displayed: [ChatItemID: Cell] = [:] {
        didSet { version &+= 1 }
    }
    /// Changes whenever ``displayed`` may have changed (a cell shown, configured or gone): equal
    /// versions mean the same cells showing the same things.
    private(set) var version = 0
    private(set) var reusePool = CellReusePool()
    /// Supplementary views (headers, footers, decoration views) on screen, laid out in each
    /// layout pass as the cells are.
    private(set) var supplementaryOnScreen = 0
    /// Whether cells leaving the screen go to a reuse pool (a collection view) or are not
    /// recycled at all (a SwiftUI lazy stack, whose rows are its own).
    var recycles = true
    private var decodedImageBytes: [MessageID: Int] = [:]
    /// Bytes of decoded images held by displayed cells.
    private(set) var imageBytes = 0

    subscript(id: ChatItemID) -> Cell? { displayed[id] }

    /// Whether a cell shows `id` (without copying the cell out). O(1).
    func isDisplayed(_ id: ChatItemID) -> Bool { displayed.index(forKey: id) != nil }

    /// Takes a cell of `kind` for `id` from the reuse pool; returns whether it was reused
    /// (else created). The cell is unconfigured until ``store(_:for:)``.
    func dequeue(_ id: ChatItemID, kind: CellKind) -> Bool {
        let reused = reusePool.dequeue(kind: kind.rawValue)
        displayed[id] = Cell(configuration: CellConfiguration(kind: kind), revision: -1, configuredLength: 0)
        return reused
    }

    /// Takes a supplementary view (a header, footer or decoration view) from the reuse pool
    /// under `kind` — kept apart from the cells' kinds — or creates one (`kind` nil: a view
    /// never reused, under a kind nothing is queued in); returns whether it was reused. O(1).
    func dequeueSupplementary(kind: String?) -> Bool {
        supplementaryOnScreen += 1
        return reusePool.dequeue(kind: Self.supplementaryPrefix + (kind ?? "\u{0}"))
    }

    /// A supplementary view leaves the screen: back to its queue, or freed (`kind` nil). O(1).
    func endSupplementary(kind: String?) {
        supplementaryOnScreen = max(0, supplementaryOnScreen - 1)
        if let kind { reusePool.enqueue(kind: Self.supplementaryPrefix + kind) } else { reusePool.free() }
    }

    /// What the pool's kinds of supplementary views start with (a cell kind never does).
    private static let supplementaryPrefix = "supplementary\u{0}"

    /// Shows the row of `id` without taking a cell from a reuse pool (a lazy stack's row).
    func display(_ id: ChatItemID, kind: CellKind) {
        displayed[id] = Cell(configuration: CellConfiguration(kind: kind), revision: -1, configuredLength: 0)
    }

    /// Records what the cell of `id` now shows.
    func store(_ cell: Cell, for id: ChatItemID) { displayed[id] = cell }

    /// The shown cell of `id` now draws through these transforms (unchanged cells stay as
    /// they are, so the version moves only on a change). O(1).
    func setTransforms(of id: ChatItemID, cell: ViewTransform, contentView: ViewTransform) {
        guard var shown = displayed[id],
              shown.configuration.cellTransform != cell || shown.configuration.contentViewTransform != contentView else { return }
        shown.configuration.cellTransform = cell
        shown.configuration.contentViewTransform = contentView
        displayed[id] = shown
    }

    /// Whether the images of `message` are decoded.
    func holdsImages(of message: MessageID) -> Bool { decodedImageBytes[message] != nil }

    /// Keeps `bytes` of decoded images of `message` until its cell leaves the screen.
    func holdImages(of message: MessageID, bytes: Int) {
        decodedImageBytes[message] = bytes
        imageBytes += bytes
    }

    /// The cell of `id` leaves the screen: back to its reuse pool, its images released.
    func endDisplay(_ id: ChatItemID) {
        guard let cell = displayed.removeValue(forKey: id) else { return }
        if recycles { reusePool.enqueue(kind: cell.configuration.kind.rawValue) }
        if case .message(let messageID) = id, let bytes = decodedImageBytes.removeValue(forKey: messageID) {
            imageBytes -= bytes
        }
    }

    /// Ends the display of every cell whose item `keeps` rejects. O(v).
    func endDisplay(unless keeps: (ChatItemID) -> Bool) {
        for id in displayed.keys where !keeps(id) { endDisplay(id) }
    }
}
