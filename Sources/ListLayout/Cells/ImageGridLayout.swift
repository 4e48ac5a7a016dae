/// The frames of a message's image grid, relative to the grid's origin.
///
/// The iris design `UIKitImageGridView`: 1 image 220 × 180 (narrower if the bubble is); 2 side by
/// side 110 × 110; 3 as two 110 × 110 over one 224 × 100; 4 or more as a 2 × 2 grid of
/// 110 × 110 with a "+N" overlay on the fourth for the N images not shown; 4 pt spacing.
public struct ImageGridLayout: Hashable, Sendable {
    /// Frames of the images drawn, at most four.
    public var imageFrames: [LayoutRect]
    /// The "+N" overlay: its frame (over the fourth image) and N.
    public var overflow: Overflow?
    public var size: (width: Double, height: Double) {
        (imageFrames.map(\.maxX).max() ?? 0, imageFrames.map(\.maxY).max() ?? 0)
    }

    public struct Overflow: Hashable, Sendable {
        public var frame: LayoutRect
        public var hiddenCount: Int
    }

    /// The grid for `count` images when at most `availableWidth` points are free.
    public init(count: Int, availableWidth: Double, metrics: CellMetrics = CellMetrics()) {
        let tile = metrics.tileSide
        let gap = metrics.tileSpacing
        func tileAt(_ column: Int, _ row: Int) -> LayoutRect {
            LayoutRect(x: Double(column) * (tile + gap), y: Double(row) * (tile + gap), width: tile, height: tile)
        }
        overflow = nil
        switch count {
        case ..<1:
            imageFrames = []
        case 1:
            let width = min(metrics.singleImageSize.width, max(0, availableWidth))
            imageFrames = [LayoutRect(x: 0, y: 0, width: width, height: metrics.singleImageSize.height)]
        case 2:
            imageFrames = [tileAt(0, 0), tileAt(1, 0)]
        case 3:
            imageFrames = [
                tileAt(0, 0), tileAt(1, 0),
                LayoutRect(x: 0, y: tile + gap, width: metrics.wideTileSize.width, height: metrics.wideTileSize.height),
            ]
        default:
            imageFrames = [tileAt(0, 0), tileAt(1, 0), tileAt(0, 1), tileAt(1, 1)]
            if count > metrics.maxGridImages {
                overflow = Overflow(frame: imageFrames[3], hiddenCount: count - metrics.maxGridImages)
            }
        }
    }

    public static func == (lhs: ImageGridLayout, rhs: ImageGridLayout) -> Bool {
        lhs.imageFrames == rhs.imageFrames && lhs.overflow == rhs.overflow
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(imageFrames)
        hasher.combine(overflow)
    }
}
