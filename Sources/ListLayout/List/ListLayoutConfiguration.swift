/// The section geometry of a chat list.
public struct ListLayoutConfiguration: Hashable, Sendable {
    /// Section content insets. The iris design: `section.contentInsets =
    /// NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)`.
    public var contentInsets: DirectionalEdgeInsets
    /// Space between consecutive items. The iris design: `section.interGroupSpacing = 18`
    /// ("Match SwiftUI 18pt spacing").
    public var interItemSpacing: Double
    /// Height an item has before it is first measured, like
    /// `NSCollectionLayoutDimension.estimated(_:)`. The iris design: `.estimated(100)` for
    /// messages, `.estimated(44)` for the typing indicator; the flipped design uses `.estimated(60)`.
    public var estimatedMessageHeight: Double
    public var estimatedChromeHeight: Double
    /// Cell geometry.
    public var cellMetrics: CellMetrics
    /// The content insets of a second section after the messages — a typing-indicator row
    /// in its own `NSCollectionLayoutSection` with its own insets — or nil for a list laid
    /// out as one section. Its items use the messages' side insets and no spacing between
    /// them; it takes effect while the snapshot has a second section with items
    /// (``ListLayout/setSecondSectionStart(_:)``).
    public var secondSectionInsets: DirectionalEdgeInsets?
    /// How the cells hold their text (``TextHolding``): what a changed message is charged to
    /// lay out. Default ``TextHolding/oneTextViewPerBlock``.
    public var textHolding: TextHolding = .oneTextViewPerBlock

    public init(
        contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
        interItemSpacing: Double = 18,
        estimatedMessageHeight: Double = 100,
        estimatedChromeHeight: Double = 44,
        cellMetrics: CellMetrics = CellMetrics(),
        secondSectionInsets: DirectionalEdgeInsets? = nil
    ) {
        self.secondSectionInsets = secondSectionInsets
        self.contentInsets = contentInsets
        self.interItemSpacing = interItemSpacing
        self.estimatedMessageHeight = estimatedMessageHeight
        self.estimatedChromeHeight = estimatedChromeHeight
        self.cellMetrics = cellMetrics
    }

    /// The iris design's messages section (16 pt insets, 18 pt spacing, estimated 100).
    public static let spacious = ListLayoutConfiguration()

    /// The flipped design's list: section insets 8 (top, bottom) / 16 (sides), estimated 60, no spacing.
    public static let compact = ListLayoutConfiguration(
        contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
        interItemSpacing: 0,
        estimatedMessageHeight: 60)

    /// A two-section chat list: messages (16 pt insets, 18 pt spacing, estimated 100 pt) and
    /// a typing-indicator section of its own with insets 8 (top, bottom) / 16 (sides) and an
    /// estimated 44 pt row — the compositional layout of the list design `iris` models.
    public static let messagesAndTypingSection = ListLayoutConfiguration(
        secondSectionInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))

    /// This configuration with its cells holding text as `holding`.
    public func holdingText(_ holding: TextHolding) -> ListLayoutConfiguration {
        var copy = self
        copy.textHolding = holding
        return copy
    }

    func estimatedHeight(of item: ListItem) -> Double {
        if case .message = item { return estimatedMessageHeight }
        return estimatedChromeHeight
    }
}
