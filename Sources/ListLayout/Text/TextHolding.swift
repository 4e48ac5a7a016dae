/// How a design's cell holds its message's text, which decides what a changed message costs
/// to lay out: a text view lays its whole string out again when the string changes, so the
/// text charged for a streamed chunk is the whole of every text view whose string changed.
///
/// References, per case:
/// - ``oneTextViewPerMessage`` and ``oneTextViewPerBlock``: `UILabel.text` /
///   `UILabel.attributedText` and `UITextView.text` / `.attributedText` replace the view's
///   whole string ("Assigning a new value to this property also replaces the value of the
///   `attributedText` property", UIKit documentation, UILabel.text); a self-sizing cell asks
///   the label its size for the new string (`intrinsicContentSize`, invalidated by the new
///   string, UIView.invalidateIntrinsicContentSize()), which lays the whole string out at the
///   cell's width. SwiftUI's `Text` is a value: a changed string is a new `Text` whose layout is
///   computed again (SwiftUI's Text documentation: "A view that displays one or more lines of
///   read-only text"; it keeps no layout state across a changed string). That the whole string
///   is laid out again, not only its changed lines, is an estimate: Apple does not document
///   the labels' layout caching, and profiles of streamed replies (GetStream/stream-chat-swift-ai
///   #2, "Slows down as message gets longer") show cost growing with the reply's length.
/// - ``appendingTextStorage``: a TextKit 2 text view (`UITextView` on iOS 16 and later, or a
///   view over `NSTextLayoutManager`) whose storage is appended to lays out text fragments in
///   its viewport only: "The viewport defines the active area where the framework lays out
///   text fragments" (UIKit documentation, NSTextViewportLayoutController). An append re-lays
///   out the paragraph it extends; ChatRig charges from the start of the last line
///   (``TextFlow``), the fragment that changed.
public enum TextHolding: Hashable, Sendable, CaseIterable {
    /// One label or text view for the message's whole text (markdown rendered into one
    /// attributed string): any change lays out every character of the message again.
    /// O(message) a chunk, O(message²) a reply.
    case oneTextViewPerMessage
    /// One label or text view per markdown block (paragraph, heading, list item, quote, code,
    /// thinking): a chunk lays out again the whole of each block whose string changed —
    /// while streaming, the last one. O(block) a chunk.
    case oneTextViewPerBlock
    /// A TextKit 2 text view appended to: a chunk lays out from the start of the line it
    /// extends. O(line + chunk) a chunk.
    case appendingTextStorage
    /// The app's own views charge the text work their code does (ChatRigUIKit: a label's or
    /// text view's string set, a markdown initializer called); the sizer charges nothing.
    case chargedByAppViews

    /// The grapheme clusters a text view of this holding lays out when its string goes from
    /// a text of `length` clusters to one re-flowed by ``TextFlow`` from its last line
    /// (`reflowed` clusters; 0 when the string did not change). Per text view: the message as
    /// a whole is charged by the sizer (``CellSizer``).
    func charged(reflowed: Int, length: Int) -> Int {
        switch self {
        case .appendingTextStorage: reflowed
        case .oneTextViewPerBlock, .oneTextViewPerMessage: reflowed == 0 ? 0 : length
        case .chargedByAppViews: 0
        }
    }

    /// The name designs and scenario options spell (`perMessage`, `perBlock`, `textKit2`).
    public var name: String {
        switch self {
        case .oneTextViewPerMessage: "perMessage"
        case .oneTextViewPerBlock: "perBlock"
        case .appendingTextStorage: "textKit2"
        case .chargedByAppViews: "appViews"
        }
    }
}
