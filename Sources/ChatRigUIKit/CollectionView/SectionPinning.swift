import Foundation

/// Where a floating section header or footer is drawn: the frame UIKit gives a header that
/// pins to the top of the visible bounds, or a footer that pins to their bottom, while its
/// section scrolls.
///
/// From Apple's documentation:
/// - `UITableView.Style.plain`: "Section headers and footers are displayed as inline
///   separators and float when the table view is scrolled"; `.grouped`: they "don't float"
///   (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain).
/// - `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`: "section header views
///   scroll with content until they reach the top of the screen, at which point they are
///   pinned to the upper bounds of the collection view. Each new header view that scrolls to
///   the top of the screen pushes the previously pinned header view offscreen" (default
///   false); `sectionFootersPinToVisibleBounds` likewise at the bottom.
///
/// So a pinned header's top is `max(its own top, visible top)`, but never lower than the end
/// of its section less its height — there the next section's header, which starts where this
/// section ends, pushes it up. A pinned footer's top is `min(its own top, visible bottom −
/// its height)`, never higher than the bottom of its section's header. A header is never
/// drawn above its own place, so the first header does not follow a pull past the top (as
/// UIKit's flow layout, which pins nothing while the content bounces). The visible bounds are
/// the scroll view's bounds less its `adjustedContentInset`, in content coordinates. That the
/// section's footer counts as part of the section a header is pushed by (rather than
/// stopping at the last row) is an estimate: the documentation names only the next header.
enum SectionPinning {
    /// `header` pinned within `visible`, its section ending at `sectionEnd`. O(1).
    static func pinnedHeader(_ header: CGRect, sectionEnd: CGFloat, visible: Range<CGFloat>) -> CGRect {
        var frame = header
        frame.origin.y = max(header.minY, min(max(header.minY, visible.lowerBound), sectionEnd - header.height))
        return frame
    }

    /// `footer` pinned within `visible`, its section's content starting at `sectionStart`. O(1).
    static func pinnedFooter(_ footer: CGRect, sectionStart: CGFloat, visible: Range<CGFloat>) -> CGRect {
        var frame = footer
        frame.origin.y = min(footer.minY, max(min(footer.minY, visible.upperBound - footer.height), sectionStart))
        return frame
    }
}

extension UICollectionView {
    /// The span of content the engine shows now (its bounds, in content coordinates, as it
    /// decides which cells are on screen); nil when not bound to a rehearsal. O(1).
    var visibleSpan: Range<CGFloat>? {
        guard let engine = binding?.context.collectionView else { return nil }
        let top = CGFloat(engine.contentOffset.y)
        return top..<(top + CGFloat(engine.bounds.size.height))
    }

    /// The span headers pin to: the engine's bounds less its `adjustedContentInset`, in
    /// content coordinates (as ``visibleSpan``); nil when not bound to a rehearsal. O(1).
    var pinningSpan: Range<CGFloat>? {
        guard let engine = binding?.context.collectionView else { return nil }
        let inset = engine.adjustedContentInset
        let top = CGFloat(engine.contentOffset.y + inset.top)
        let bottom = CGFloat(engine.contentOffset.y + engine.bounds.size.height - inset.bottom)
        return top..<max(top, bottom)
    }
}
