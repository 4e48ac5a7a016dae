import ChatModel
import ListLayout

/// Scrolls the app asks for: `setContentOffset(_:animated:)`, `scrollToItem(at:at:animated:)`,
/// the status-bar tap, and the compensation primitive.
extension ScrollView {
    /// Scrolls to `target` (UIKit's `setContentOffset(_:animated:)`).
    ///
    /// Not animated: jumps and stops any deceleration, bounce or animation. Animated:
    /// moves from the current offset to `target` over ``animatedScrollDuration`` along
    /// ``TimingCurve/easeInOut``; the target is not clamped (as in UIKit). While a finger is
    /// down, an animated request jumps instead and the drag continues from there.
    public mutating func setContentOffset(_ target: Point, animated: Bool) {
        offset.x = target.x
        if animated, drag == nil, target.y != offset.y {
            motion = .animating(.init(
                start: now, duration: Self.animatedScrollDuration,
                from: offset.y, to: target.y, curve: .easeInOut
            ))
        } else {
            let delta = target.y - offset.y
            motion = .idle
            offset.y = target.y
            drag?.startRawOffset += delta
        }
    }

    /// The resting offset that shows the item at `index` at `position` within
    /// ``unobscuredContentRange``, clamped to the scroll range.
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` when `index` is not an item of `layout`.
    public func contentOffsetY(
        forItemAt index: Int, at position: ScrollPosition, in layout: some ScrollContentLayout
    ) throws -> Double {
        guard index >= 0, index < layout.itemCount else {
            throw ViewportError.invalidArgument("item \(index) is outside 0..<\(layout.itemCount)")
        }
        let extent = layout.itemExtent(at: index)
        let inset = adjustedContentInset
        let visibleHeight = frameSize.height - inset.top - inset.bottom
        let y: Double = switch position {
        case .top: extent.minY - inset.top
        case .centeredVertically: extent.midY - inset.top - visibleHeight / 2
        case .bottom: extent.maxY - frameSize.height + inset.bottom
        }
        return min(max(y, minContentOffsetY), maxContentOffsetY)
    }

    /// Scrolls so the item at `index` sits at `position` (UIKit's
    /// `scrollToItem(at:at:animated:)`), clamped to the scroll range.
    ///
    /// - Throws: ``ViewportError/invalidArgument(_:)`` when `index` is not an item of `layout`.
    public mutating func scrollToItem(
        at index: Int, at position: ScrollPosition, in layout: some ScrollContentLayout, animated: Bool
    ) throws {
        let y = try contentOffsetY(forItemAt: index, at: position, in: layout)
        setContentOffset(Point(x: offset.x, y: y), animated: animated)
    }

    /// Scrolls to the top, `−adjustedContentInset.top`, animated (the status-bar tap,
    /// UIKit's `scrollsToTop`; its duration is undocumented, ``animatedScrollDuration`` is used).
    public mutating func scrollToTop() {
        setContentOffset(Point(x: offset.x, y: minContentOffsetY), animated: true)
    }

    /// Moves the content offset by `delta` without stopping anything: the compensation
    /// primitive for content that grew or shrank above the visible items.
    /// A running deceleration, bounce, animation or drag continues shifted by `delta`.
    public mutating func adjustContentOffset(by delta: Double) {
        contentOffset.y += delta
    }
}
