/// How the safe area adds to the content inset (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`), for the vertical edges.
///
/// - `.automatic` (UIKit's default): the top and bottom safe area insets are always added.
///   This is UIKit's behaviour for a vertical scroll view owned by a view controller inside
///   a navigation controller, where chat lists live; elsewhere UIKit's `.automatic` behaves
///   like `.scrollableAxes`, which callers can choose explicitly.
/// - `.scrollableAxes`: the top and bottom safe area insets are added when the content
///   scrolls vertically: `contentSize.height > bounds.height` or `alwaysBounceVertical`.
/// - `.always`: the safe area insets are always added.
/// - `.never`: never; the app manages `contentInset` itself.
///
/// Horizontal safe area insets (landscape sensor housing) are added by `.always` only.
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    case automatic
    case scrollableAxes
    case never
    case always
}
