import ChatModel
import ListLayout

/// The SwiftUI list's own state inside the engine: what a `ScrollView { LazyVStack }`
/// keeps besides the rows' layout — the rows it has realized, the body update waiting for
/// the frame's transaction, the running scroll animation and the scroll modifiers. What the
/// list does with it, and from which public sources, is in ``LazyStackEngine``.
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
        realized.retainMembers(where: keeps)
        parsedLength.retainEntries(where: keeps)
        images.retain(where: keeps)
    }

    /// Whether every row remembered is one `keeps` accepts: ``retain(where:)`` would forget
    /// nothing. O(realized).
    func holdsOnly(_ keeps: (ChatItemID) -> Bool) -> Bool {
        realized.allSatisfy(keeps) && parsedLength.keys.allSatisfy(keeps) && images.holdsOnly(keeps)
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
        ).holdingText(configuration.textHolding)
    }
}
