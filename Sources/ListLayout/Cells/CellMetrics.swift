/// The fixed numbers of every cell, each with the modelled design it comes from.
///
/// Designs: iris is the UIKit chat (`UserMessageCell`, `AssistantMessageCell`,
/// `UIKitThinkingView`, `UIKitImageGridView`, `TypingIndicatorCell`); v0 is the SwiftUI chat
/// (`CodeBlockView`); personal-llm is the RAG chat (citations). Where no modelled design gives
/// a number the doc comment says so and names the source used instead.
public struct CellMetrics: Hashable, Sendable {
    // MARK: User bubble (the iris design's UserMessageCell)

    /// Widest a user message's container may be, as a fraction of the cell width. Seed
    /// 000: `containerView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor,
    /// multiplier: 0.8)` ("Container right-aligned, max 80% width").
    public var userMaxWidthFraction = 0.8
    /// Text label inset from the bubble's leading and trailing edges. The iris design: `textLabel`
    /// leading `constant: 12`, trailing `constant: -12`.
    public var userTextHorizontalPadding = 12.0
    /// Text label inset from the bubble's bottom. The iris design: `constant: -10`.
    public var userTextBottomPadding = 10.0
    /// Image grid inset from the bubble's top, leading and trailing edges, and the gap from
    /// the grid to the text. The iris design: `imageGridView` top/leading `8`, trailing `-8`;
    /// `textLabel.topAnchor … imageGridView.bottomAnchor, constant: 8`. The design keeps these
    /// constraints with the grid hidden (zero height), so text starts 16 pt below the top.
    public var userGridPadding = 8.0
    /// Corner radius of the user bubble: the iris design's `BubbleShapeLayer`; 18 pt as the sparkifire design's
    /// bubble `.cornerRadius(18)` (the iris design does not give the path's radius).
    public var userBubbleCornerRadius = 18.0

    // MARK: Assistant (the iris design's AssistantMessageCell)

    /// Widest an assistant message's container may be. The iris design: `multiplier: 0.9`.
    public var assistantMaxWidthFraction = 0.9
    /// Gap between stacked content blocks. The iris design: `contentStackView.spacing = 8`.
    /// Every block is one arranged subview of that stack — thinking, code, and each
    /// Markdown heading, list item, quote and paragraph — so any two are 8 pt apart (no
    /// extra space above headings: the design's stack has one spacing).
    public var blockSpacing = 8.0

    // MARK: Markdown blocks (no modelled design gives numbers; sources named per value)

    /// Where a list item's text starts: its marker (`•`, `12.`) is followed by a tab, which
    /// advances to the next default tab stop — TextKit's default `NSParagraphStyle.tabStops`
    /// are left tabs every 28 pt — so the text hangs at 28 pt, or 56 pt behind a marker
    /// wider than 28 pt. Text lines wrap at that indent (`headIndent`).
    public var listTabInterval = 28.0
    /// Indent of a block quote's text: a 4 pt vertical rule and a 12 pt gap (no modelled design draws
    /// quotes; 12 pt is the modelled designs' content padding, as in `UserMessageCell`'s text inset).
    public var quoteRuleWidth = 4.0
    public var quoteRuleSpacing = 12.0

    // MARK: Timestamp (the iris design, both cells)

    /// Gap from the bubble or stack to the timestamp. The iris design:
    /// `timestampLabel.topAnchor … constant: 4`.
    public var timestampSpacing = 4.0

    // MARK: Thinking block (the iris design's UIKitThinkingView)

    /// The iris design: `layer.cornerRadius = 12`.
    public var thinkingCornerRadius = 12.0
    /// The iris design: header top `8`, header to content `8`, content bottom `-8`.
    public var thinkingVerticalPadding = 8.0
    /// The iris design: header and content leading `12`, chevron and content trailing `-12`.
    public var thinkingHorizontalPadding = 12.0
    /// Vertical content insets of the header's `UIButton.Configuration.plain()`: 7 pt above
    /// and below the title (UIKit's default for a medium plain button; not in the seed).
    public var thinkingHeaderButtonInset = 7.0
    /// Height of the expanded content. The iris design: `contentContainer.heightAnchor
    /// .constraint(equalToConstant: 150)` — a fixed-height scrolling text view; collapsed 0.
    public var thinkingExpandedContentHeight = 150.0
    /// The text view's `textContainerInset` (8 top and bottom) and line fragment padding
    /// (5 each side): UIKit's `UITextView` defaults, since the iris design leaves them unchanged.
    public var thinkingTextViewInsetVertical = 8.0
    public var thinkingTextViewLineFragmentPadding = 5.0

    // MARK: Code block (the v0 design's CodeBlockView)

    /// Header: `.padding(.horizontal, 12)`, `.padding(.vertical, 8)` around a caption.
    public var codeHeaderVerticalPadding = 8.0
    /// Code: `.padding(12)` inside a horizontal `ScrollView` (lines never wrap).
    public var codePadding = 12.0
    /// `.background(…, in: .rect(cornerRadius: 12))`.
    public var codeCornerRadius = 12.0

    // MARK: Image grid (the iris design's UIKitImageGridView)

    /// One image: `heightAnchor … 180`, `widthAnchor … lessThanOrEqualToConstant: 220`.
    public var singleImageSize = (width: 220.0, height: 180.0)
    /// Where a message's images go while they load, for a row that loads them
    /// asynchronously (``Message/isShowingImagePlaceholder``): a SwiftUI `AsyncImage`'s
    /// `ProgressView()` placeholder, taken as UIKit's medium activity indicator, 20 × 20 pt
    /// (estimate: SwiftUI does not document the circular `ProgressView`'s size).
    public var imagePlaceholderSize = (width: 20.0, height: 20.0)
    /// The widest a bubble (user or assistant) may be, pt, whatever the list's width: a
    /// SwiftUI bubble's `.frame(maxWidth: 280)`. Unlimited by default.
    public var maxBubbleWidth = Double.infinity
    /// Two images, and the tiles of the 3- and 4-image grids: `110 × 110`.
    public var tileSide = 110.0
    /// Third image of three: `heightAnchor … 100`, `widthAnchor … 224`.
    public var wideTileSize = (width: 224.0, height: 100.0)
    /// Stack spacing between tiles: `stack.spacing = 4`.
    public var tileSpacing = 4.0
    /// Images shown before the "+N" overlay: the iris design draws a 2×2 grid and overlays
    /// `"+\(count - 4)"` on the fourth image when there are more than four.
    public var maxGridImages = 4

    // MARK: List chrome

    /// Typing indicator row height: the iris design sizes its section `.estimated(44)`
    /// (`TypingIndicatorCell`: three 8 pt dots, 6 pt apart, 14 pt side and 10 pt vertical
    /// padding in a 16 pt-radius blur view).
    public var typingIndicatorHeight = 44.0
    /// Typing bubble width: 14 + 3 × 8 + 2 × 6 + 14 = 64 pt (the iris design).
    public var typingIndicatorWidth = 64.0
    /// Vertical padding around a date separator's caption, as a row of its own and as the
    /// header inside a message's cell (the flipped design draws its date separator inside
    /// the hosted cell, above the bubble, without giving numbers). An estimate: 8 pt, the
    /// list's `contentInsets` unit in the iris design's typing section. A header adds
    /// caption line height + 2 × this to its cell (``CellSizer/dateHeaderHeight``).
    public var dateSeparatorVerticalPadding = 8.0
    /// Spinner row while an older page loads: 44 pt, Apple's minimum tappable height
    /// (Human Interface Guidelines, Accessibility: 44 × 44 pt), holding a 20 pt
    /// `UIActivityIndicatorView` (`.medium`). No modelled design gives one.
    public var loadingOlderHeight = 44.0
    /// Retry row under a failed message: 44 pt, HIG's minimum hit target. No modelled design gives one.
    public var retryRowHeight = 44.0

    // MARK: Citations (the personal-llm design's CitationsView: collapsible, numbered, 100-character preview)

    /// The personal-llm design describes the view ("Shows count, expands to details", "First 100
    /// characters with ellipsis") without numbers; padding is 8 pt, badges 20 pt.
    public var citationsPadding = 8.0
    public var citationBadgeSide = 20.0
    public var citationPreviewCharacters = 100

    public init() {}

    public static func == (lhs: CellMetrics, rhs: CellMetrics) -> Bool {
        lhs.key == rhs.key
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    private var key: [Double] {
        [userMaxWidthFraction, userTextHorizontalPadding, userTextBottomPadding, userGridPadding,
         userBubbleCornerRadius, assistantMaxWidthFraction, blockSpacing, listTabInterval, quoteRuleWidth, quoteRuleSpacing,
         timestampSpacing,
         thinkingCornerRadius, thinkingVerticalPadding, thinkingHorizontalPadding,
         thinkingHeaderButtonInset, thinkingExpandedContentHeight, thinkingTextViewInsetVertical,
         thinkingTextViewLineFragmentPadding, codeHeaderVerticalPadding, codePadding,
         codeCornerRadius, singleImageSize.width, singleImageSize.height, imagePlaceholderSize.width,
         imagePlaceholderSize.height, maxBubbleWidth, tileSide,
         wideTileSize.width, wideTileSize.height, tileSpacing, Double(maxGridImages),
         typingIndicatorHeight, typingIndicatorWidth, dateSeparatorVerticalPadding,
         loadingOlderHeight, retryRowHeight, citationsPadding, citationBadgeSide,
         Double(citationPreviewCharacters)]
    }
}
