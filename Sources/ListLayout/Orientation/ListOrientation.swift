/// Which way a chat list runs.
public enum ListOrientation: String, Hashable, Sendable, Codable, CaseIterable {
    /// Item 0 at the top; the newest message is the last item, at the bottom.
    case natural
    /// The collection view is transformed by a y-scale of -1 (the flipped design's "flip trick"):
    /// item 0 — the newest message, the snapshot reversed — sits at the visual bottom.
    case flipped

    /// The collection view's own transform for this orientation.
    public var collectionViewTransform: ViewTransform {
        self == .flipped ? .flippedVertically : .identity
    }
}

/// Maps content coordinates to the screen.
public struct ScreenMapping: Hashable, Sendable {
    public var orientation: ListOrientation
    /// The scroll view's raw `contentOffset.y`.
    public var contentOffsetY: Double
    /// The height of the scroll view's bounds.
    public var viewportHeight: Double

    public init(orientation: ListOrientation, contentOffsetY: Double, viewportHeight: Double) {
        self.orientation = orientation
        self.contentOffsetY = contentOffsetY
        self.viewportHeight = viewportHeight
    }

    /// The top edge of `frame` (content coordinates) in screen points from the top of the
    /// viewport, after every transform — the frame trace's `screenY`, comparable across
    /// natural and flipped lists.
    ///
    /// Natural: `frame.minY − contentOffsetY`. Flipped: a y-scale of -1 about the bounds'
    /// centre maps bounds y to `viewportHeight − y`, so the item's on-screen top edge is
    /// its content bottom edge: `viewportHeight − (frame.maxY − contentOffsetY)`. A
    /// transform on the cell or its content view scales about the cell's own centre and
    /// does not move the cell's on-screen box.
    public func screenY(of frame: LayoutRect) -> Double {
        switch orientation {
        case .natural: frame.minY - contentOffsetY
        case .flipped: viewportHeight - (frame.maxY - contentOffsetY)
        }
    }

    /// The content y shown at screen y `screenY` (the inverse map of a point).
    public func contentY(atScreenY screenY: Double) -> Double {
        switch orientation {
        case .natural: screenY + contentOffsetY
        case .flipped: viewportHeight - screenY + contentOffsetY
        }
    }

    /// The content span the viewport shows, `contentOffsetY ..< contentOffsetY + viewportHeight`
    /// in either orientation (the flip changes where it is drawn, not what is visible).
    public var visibleContentSpan: Range<Double> {
        contentOffsetY..<(contentOffsetY + viewportHeight)
    }
}
