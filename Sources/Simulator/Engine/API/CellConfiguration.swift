import ChatModel
import ListLayout

/// What a controller's cell provider decides for one cell: the parts of a cell's setup that
/// change what the user sees beyond its content.
///
/// The engine dequeues the cell (charging creation or reuse) and charges configuration by
/// the item's kind; the controller sets the transforms and the hosting style here, as an app
/// does in its cell registration handler.
public struct CellConfiguration: Hashable, Sendable {
    /// The item's reuse pool.
    public var kind: CellKind
    /// `cell.transform`.
    public var cellTransform: ViewTransform = .identity
    /// `cell.contentView.transform`.
    public var contentViewTransform: ViewTransform = .identity
    /// Whether the content is a `UIHostingConfiguration` (SwiftUI) rather than UIKit subviews.
    public var hostsContent = false
    /// Extra modelled main-thread work the controller does while configuring, µs (for
    /// example a linear `messages.first(where:)` lookup of the cell's message, O(n) per cell).
    public var extraCostMicroseconds = 0.0
    /// Whether the cell provider creates a new `DateFormatter` for the cell's timestamp,
    /// charged at the device's `dateFormatterCreate`. Apple's Data Formatting Guide:
    /// "Creating a date formatter is not a cheap operation … cache a single instance".
    public var createsDateFormatter = false
    /// Elements a linear search for the cell's message visits (`messages.first(where:)` over
    /// the view model's array: the message's position + 1), each charged at the device's
    /// `linearScanPerElement`. O(n) per configure for a message n deep.
    public var linearLookupElements = 0
    /// Whether the cell re-parses its message's whole text (a fresh attributed string and
    /// `<think>` scan on every configure) rather than only the text appended since it was
    /// last configured.
    public var parsesWholeText = false
    /// Whether the cell shows a rendering it keeps for its finished message (a reply frozen
    /// once it finished: its attributed string cached by message), so configuring it parses
    /// nothing, whatever ``parsesWholeText`` says.
    public var reusesFinishedRendering = false
    /// The day of a date header the cell draws above its message, inside the cell (nil:
    /// none) — a design whose date separator is part of the message cell rather than a list
    /// item of its own. The header adds ``CellSizer/dateHeaderHeight`` to the cell's
    /// self-sized height; when a configure changes it, the cell sizes again, as a
    /// self-sizing cell reports a new preferred size after its content changes. Sized for
    /// message cells in a collection view only.
    public var dateHeader: Int64?

    /// The revision of its message the cell's content shows, when the controller knows it
    /// better than "the one current when configured" (nil, the default) — a face that reads
    /// what the app's own cell code put on its labels. A revision older than the message's
    /// makes the visible cell stale (`staleCellFrames`).
    public var shownRevision: Int?

    /// How much of its message's text (UTF-8 bytes) the cell's content shows, when the
    /// controller reads it from the app's views and it is not all of it (nil: all) — a view
    /// revealing a reply at its own pace. Part of what the cell shows: a configure that
    /// revealed more is not unchanged work (``Metric/unchangedRowUpdates``).
    public var shownLength: Int?

    public init(kind: CellKind) { self.kind = kind }

    /// The transform chain this cell's content is drawn through in a collection view
    /// transformed by `collectionViewTransform`.
    public func transformChain(in collectionViewTransform: ViewTransform) -> TransformChain {
        TransformChain(
            collectionView: collectionViewTransform,
            cell: cellTransform,
            contentView: contentViewTransform,
            hosting: hostsContent ? .hostingConfiguration : .uiKitSubviews
        )
    }
}
