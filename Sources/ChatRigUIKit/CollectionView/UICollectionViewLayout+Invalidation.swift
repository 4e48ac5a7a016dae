import Foundation

/// `UICollectionViewLayoutInvalidationContext`: what an invalidation covers, and how the
/// content offset and size move with it.
@MainActor @preconcurrency
open class UICollectionViewLayoutInvalidationContext: NSObject {
    var invalidatesEverything = false
    var invalidatesDataSourceCounts = false
    private var invalidatedItems: [IndexPath] = []
    private var supplementaries: [String: [IndexPath]] = [:], decorations: [String: [IndexPath]] = [:]

    public required override init() { super.init() }

    /// `invalidateEverything`: set by `invalidateLayout()` and a data reload.
    open var invalidateEverything: Bool { invalidatesEverything }
    /// `invalidateDataSourceCounts`: set for an update of the data source.
    open var invalidateDataSourceCounts: Bool { invalidatesDataSourceCounts }
    /// `invalidatedItemIndexPaths`.
    open var invalidatedItemIndexPaths: [IndexPath]? { invalidatedItems.isEmpty ? nil : invalidatedItems }
    /// `invalidateItems(at:)`.
    open func invalidateItems(at indexPaths: [IndexPath]) { invalidatedItems += indexPaths }
    /// `invalidatedSupplementaryIndexPaths`: the supplementary elements named, by kind.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaries.isEmpty ? nil : supplementaries }
    /// `invalidatedDecorationIndexPaths`: the decoration elements named, by kind.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorations.isEmpty ? nil : decorations }
    /// `invalidateSupplementaryElements(ofKind:at:)`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaries[elementKind, default: []] += indexPaths
    }
    /// `invalidateDecorationElements(ofKind:at:)`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        decorations[elementKind, default: []] += indexPaths
    }
    /// `contentOffsetAdjustment`: added to the content offset when the layout is invalidated
    /// with this context (how a chat layout keeps the visible messages still as the ones above
    /// them self-size).
    open var contentOffsetAdjustment: CGPoint = .zero
    /// `contentSizeAdjustment`.
    open var contentSizeAdjustment: CGSize = .zero
}

/// `UICollectionViewFlowLayoutInvalidationContext`.
@MainActor @preconcurrency
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// `invalidateFlowLayoutDelegateMetrics`: the delegate's sizes are asked again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// `invalidateFlowLayoutAttributes`.
    open var invalidateFlowLayoutAttributes = true
}

/// `UICollectionViewUpdateItem`: one insertion, deletion, move or reload of an update, as
/// `prepare(forCollectionViewUpdates:)` receives them.
@MainActor @preconcurrency
open class UICollectionViewUpdateItem: NSObject {
    /// `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    /// `indexPathBeforeUpdate`: nil for an insertion.
    public let indexPathBeforeUpdate: IndexPath?
    /// `indexPathAfterUpdate`: nil for a deletion.
    public let indexPathAfterUpdate: IndexPath?
    /// `updateAction`.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
        super.init()
    }
}
