import ChatModel
import ListLayout

/// The SwiftUI list's own state inside the engine: what a `ScrollView { LazyVStack }`
/// keeps besides the rows' layout — the rows it has realized, the body update waiting for
/// the frame's transaction, the running scroll animation and the scroll modifiers.
///
/// What is modelled, and where it comes from:
/// - **Lazy realization, no reuse.** A row is built the first time it comes on screen
///   (Apple, `LazyVStack`: "the stack view doesn't create items until it needs to render
///   them onscreen"; WWDC20 "Stacks, Grids, and Outlines in SwiftUI"), charged `rowCreate`.
///   Rows are never recycled into other rows: a realized row keeps its view graph and state
///   while it stays in the data, so the rows alive grow with the rows scrolled past
///   (`peakCellsAlive` counts them). Rows within ``lookahead`` of the screen are measured
///   before they appear (an estimate of how far ahead SwiftUI sizes rows).
/// - **Body evaluation** (WWDC21 "Demystify SwiftUI", WWDC23 "Demystify SwiftUI
///   performance"): a state change invalidates the list's body, evaluated once in the
///   frame's transaction however many changes came before it; its `ForEach` gathers and
///   compares every row identifier of its data (`forEachDiffPerRow` × rows, realized or
///   not), and each on-screen row whose input changed runs its body (`rowBodyEvaluation`).
///   `snapshotApplies` counts these list body evaluations.
/// - **Images loaded asynchronously** (``AsyncImageLoading``, when the configuration asks
///   for it): a row shows its placeholder until its images arrive, then grows.
/// - **Estimated then measured heights**: rows not yet built have an estimated height;
///   building them measures them, which moves the content below (and the scroll position
///   when it is clamped) — SwiftUI has no self-sizing compensation to opt into.
final class LazyStackState {
    /// A body update waiting for the frame's transaction.
    struct PendingBody {
        var rows: [ChatItemID]
        var rowCount: Int
        var changed: [ChatItemID]
        var animated: Bool
        /// Whether the list's body runs (false: only rows observed one by one changed).
        var listBody: Bool
    }

    /// A running `withAnimation { proxy.scrollTo(…) }`.
    struct OffsetAnimation {
        var start: VirtualInstant
        var from: Double
        var to: Double
        var curve: ListAnimation
        /// The row it scrolls to the top, for the top-anchor check once it lands.
        var topAnchor: ChatItemID?
    }

    /// How far beyond the screen rows are measured before they appear, pt (estimate).
    static let lookahead = 250.0

    let configuration: LazyStackConfiguration
    private(set) var realized: Set<ChatItemID> = []
    var pending: PendingBody?
    var animation: OffsetAnimation?
    /// `.defaultScrollAnchor(.bottom)`: open at the bottom and stay there as the content grows.
    var anchorsAtBottom = false
    /// Text already parsed per row (incremental markdown).
    var parsedLength: [ChatItemID: Int] = [:]
    /// Rows whose images are loading (``AsyncImageLoading``), and rows whose images arrived.
    let images = ImageLoads()

    init(configuration: LazyStackConfiguration) { self.configuration = configuration }

    /// Marks `id` realized; returns whether it was built now (not realized before). O(1).
    func realize(_ id: ChatItemID) -> Bool { realized.insert(id).inserted }

    /// Forgets rows the data no longer holds. O(realized).
    func retain(where keeps: (ChatItemID) -> Bool) {
        realized = realized.filter(keeps)
        parsedLength = parsedLength.filter { keeps($0.key) }
        images.retain(where: keeps)
    }

    /// The list layout the stack's geometry gives.
    var layoutConfiguration: ListLayoutConfiguration {
        ListLayoutConfiguration(
            contentInsets: DirectionalEdgeInsets(top: configuration.verticalPadding, leading: configuration.horizontalPadding,
                                      bottom: configuration.verticalPadding, trailing: configuration.horizontalPadding),
            interItemSpacing: configuration.spacing,
            estimatedMessageHeight: configuration.estimatedRowHeight,
            estimatedChromeHeight: 44,
            cellMetrics: configuration.cellMetrics
        )
    }
}
