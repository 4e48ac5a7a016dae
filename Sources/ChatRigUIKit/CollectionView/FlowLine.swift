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

    /// The frames of items of the delegate's sizes (`collectionView(_:layout:sizeForItemAt:)`),
    /// in lines of `lineWidth` from `origin`, and the bottom of the last line. A line holds the
    /// items that fit with `interitemSpacing` between them (an item wider than the line takes
    /// a line of its own, at the line's width), spread as ``layOut(count:itemSize:lineWidth:interitemSpacing:lineSpacing:origin:)``
    /// spreads equal items; the line is as tall as its tallest item, and a shorter item is
    /// centred on the line's middle (estimate, from UIKit's observed behaviour). O(count).
    static func layOut(sizes: [CGSize], lineWidth: CGFloat, interitemSpacing: CGFloat, lineSpacing: CGFloat,
                       origin: CGPoint) -> (frames: [CGRect], maxY: CGFloat) {
        let sizes = sizes.map { CGSize(width: min($0.width, lineWidth), height: $0.height) }
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        var y = origin.y
        var first = 0
        while first < sizes.count {
            if first > 0 { y += lineSpacing }
            var end = first + 1, used = sizes[first].width
            while end < sizes.count, used + interitemSpacing + sizes[end].width <= lineWidth {
                used += interitemSpacing + sizes[end].width
                end += 1
            }
            let line = sizes[first..<end]
            let height = line.map(\.height).max() ?? 0
            let gap = line.count > 1 ? (lineWidth - line.map(\.width).reduce(0, +)) / CGFloat(line.count - 1) : 0
            var x = line.count > 1 ? origin.x : origin.x + (lineWidth - line[first].width) / 2
            for size in line {
                frames.append(CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                x += size.width + gap
            }
            y += height
            first = end
        }
        return (frames, y)
    }
}
