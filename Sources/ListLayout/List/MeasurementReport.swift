import ChatModel

/// What one ``ListLayout/measure(_:anchorY:)`` call did.
public struct MeasurementReport: Hashable, Sendable {
    /// One item whose height changed when it was measured.
    public struct HeightChange: Hashable, Sendable {
        public var index: Int
        public var id: ChatItemID
        public var oldHeight: Double
        public var newHeight: Double
        public var delta: Double { newHeight - oldHeight }
    }

    /// Items whose height changed, in index order.
    public var changes: [HeightChange] = []
    /// The sum of the height changes of items that lay wholly above the anchor
    /// (their bottom edge at or above `anchorY`) before this call: how far content at
    /// the anchor moved down. The self-sizing jump a scroll view sees; not hidden.
    public var heightDeltaAboveAnchor = 0.0
    /// The sum of all height changes (the change of ``ListLayout/contentHeight``).
    public var totalHeightDelta = 0.0
    /// Cells laid out (self-sizing passes charged by the simulator's cost model).
    public var cellsMeasured = 0
    /// Items whose height came from the measurement cache without layout.
    public var cacheHits = 0
    /// Grapheme clusters laid out (re-flowed ones only for incremental messages).
    public var charactersLaidOut = 0

    public init() {}
}

/// Running totals of a ``ListLayout``'s work, for the simulator's modelled cost.
public struct LayoutCounters: Hashable, Sendable {
    public var cellsMeasured = 0
    public var cacheHits = 0
    public var charactersLaidOut = 0

    public init() {}
}
