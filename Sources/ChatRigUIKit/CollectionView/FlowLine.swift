import Foundation

/// How `UICollectionViewFlowLayout` fills its lines with items of a fixed `itemSize`
/// narrower than a line (a vertical grid: a photo strip's thumbnails, reaction chips).
///
/// Apple, `minimumInteritemSpacing`: "For a vertically scrolling grid, this value represents
/// the minimum spacing between items in the same row. […] This spacing is used to compute how
/// many items can fit in a single line, but after the number of items is determined, the
/// actual spacing may possibly be adjusted upward." `minimumLineSpacing`: "the minimum spacing
/// between successive rows." So a line holds as many items as fit with the minimum spacing
/// between them, and lines are `minimumLineSpacing` apart. How the spacing is adjusted upward
/// the documentation does not say; here (estimate, from UIKit's observed behaviour) a line of
/// two or more items spreads them from the line's leading edge to its trailing edge with
/// equal gaps, and a line of one centres its item.
enum FlowLine {
    /// The frames of `count` items of `itemSize`, in lines of `lineWidth` starting at `origin`,
    /// and the bottom of the last line (`origin.y` when there are no items). O(count).
    static func layOut(count: Int, itemSize: CGSize, lineWidth: CGFloat, interitemSpacing: CGFloat, lineSpacing: CGFloat,
                       origin: CGPoint) -> (frames: [CGRect], maxY: CGFloat) {
        let perLine = max(1, Int(((lineWidth + interitemSpacing) / (itemSize.width + interitemSpacing)).rounded(.down)))
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        var y = origin.y
        var first = 0
        while first < count {
            if first > 0 { y += lineSpacing }
            let inLine = min(perLine, count - first)
            let gap = inLine > 1 ? (lineWidth - CGFloat(inLine) * itemSize.width) / CGFloat(inLine - 1) : 0
            for position in 0..<inLine {
                let x = inLine > 1 ? origin.x + CGFloat(position) * (itemSize.width + gap) : origin.x + (lineWidth - itemSize.width) / 2
                frames.append(CGRect(x: x, y: y, width: itemSize.width, height: itemSize.height))
            }
            y += itemSize.height
            first += inLine
        }
        return (frames, y)
    }
}
