/// The chat composer's height for what it holds: a growing text view and, while photos are
/// attached, an attachment strip above it.
///
/// Reference values (the input bar of the common UIKit chat design, and UIKit):
/// - the text view grows from `minTextViewHeight` 36 pt to `maxTextViewHeight` 120 pt, then
///   scrolls; its height is `sizeThatFits`: lines × line height + `textContainerInset` 8 pt
///   above and below;
/// - the line height of the 17 pt system font, `UIFont.systemFont(ofSize: 17).lineHeight`,
///   is 20.29 pt (SF Pro Text's ascender and descender at 17 pt; estimate to the hundredth);
/// - the attachment strip is a 60 pt scroll view 8 pt below the bar's top, and the text view
///   8 pt below it: 76 pt more while photos are attached.
///
/// An empty text view is one line tall. The device's `composerHeight` is the bar with one
/// line of text, so the bar's height is that plus what more lines and the strip add.
public struct ComposerGeometry: Hashable, Sendable {
    public static let minTextViewHeight = 36.0
    public static let maxTextViewHeight = 120.0
    public static let lineHeight = 20.29
    public static let textContainerInsets = 16.0
    public static let attachmentStripHeight = 76.0

    /// The bar's height with one line and no attachment (the device's figure), pt.
    public var baseHeight: Double

    public init(baseHeight: Double) { self.baseHeight = baseHeight }

    /// The text view's height for `lines` lines (at least one): clamped to 36 … 120 pt. O(1).
    public static func textViewHeight(lines: Int) -> Double {
        min(max(Double(max(1, lines)) * lineHeight + textContainerInsets, minTextViewHeight), maxTextViewHeight)
    }

    /// The lines of `draft` as the user broke them: an empty draft is one empty line. The
    /// text view's wrapping of a long line is not modelled here. O(draft).
    public static func lineCount(of draft: String) -> Int {
        draft.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    /// The bar's height holding `lines` lines of text and `images` attached photos, pt. O(1).
    public func height(lines: Int, images: Int) -> Double {
        baseHeight + (Self.textViewHeight(lines: lines) - Self.textViewHeight(lines: 1))
            + (images > 0 ? Self.attachmentStripHeight : 0)
    }
}
