import ChatRigUIKit
import ListLayout
import Simulator

/// Who charges the text work of a rehearsed SwiftUI list's rows: the team's view code, where
/// it does it, or ChatRig's model of the rows — never both.
///
/// **Rows sized from the team's views** (``RowSizing/views``): the views charge what their
/// code does, as a UIKit screen's cells do under ChatRigUIKit (its `TextWork`):
/// - a `Text` whose string (or `AttributedString`) changed since it was last laid out lays
///   its whole string out again when its row is next measured, charged as "text layout" by
///   its grapheme clusters (``Text``'s sizing; SwiftUI invalidates a text's layout when its
///   content changes, WWDC23 "Demystify SwiftUI performance"; that the whole string is laid
///   out again, not only its changed lines, is an estimate); one whose string did not change
///   charges nothing;
/// - `AttributedString(markdown:)` (Apple: "Creates an attributed string from a
///   Markdown-formatted string", Foundation, iOS 15; WWDC21 "What's new in Foundation") and
///   ChatRigUIKit's `NSAttributedString(markdown:)`, called from view code, charge parsing
///   their whole source as "markdown parse", per UTF-8 byte (that the parse is linear in
///   the source's length is an estimate), each time the code calls them;
/// - UIKit views the rows wrap (`UIViewRepresentable`) charge as ChatRigUIKit's do: a
///   label's or text view's changed string.
/// These go through the main run loop the host binds (ChatRigUIKit's run, whose text
/// holding is ``ListLayout/TextHolding/chargedByAppViews``), and ChatRig's cell sizer sizes
/// no row, so its text layout is not charged. One exception keeps a declaration from being
/// charged twice: an adapter that declares how its rows parse markdown
/// (``SwiftUIListAdapter/rowRendering`` other than plain text, for a parser the face cannot
/// see) has that declaration charged per body run by the engine, and its view code's
/// markdown initializers then charge nothing.
///
/// **Rows sized by ChatRig's cell sizer** (``RowSizing/cellSizer``, a rehearsal compared
/// with a bundled strategy): the sizer charges the rows' text layout as one text view per
/// message (the lazy stack's default holding), the engine charges the declared
/// ``SwiftUIListAdapter/rowRendering``, and the view code charges nothing — so a view and the
/// strategy that models it are charged alike.
///
/// A `Text` built from a `LocalizedStringKey` literal is not charged a markdown parse: SwiftUI
/// renders markdown in such a literal (WWDC21 "What's new in Foundation": Markdown in
/// localized strings, shown styled by `Text`), but the face shows the key as written
/// (``LocalizedStringKey``) and parses nothing.
extension SwiftUIListAdapter {
    /// Sets who charges the rows' text work (see the note above) on the lazy stack's
    /// `configuration` and on `mainRunLoop`, the run the view's code is bound to.
    func assignTextWork(_ configuration: inout LazyStackConfiguration, _ mainRunLoop: UIKitRun?) {
        switch rowSizing {
        case .views: configuration.textHolding = .chargedByAppViews
        case .cellSizer: break  // the stack's own holding: one text view per message
        }
        mainRunLoop?.textHolding = configuration.textHolding
        mainRunLoop?.markdownParsingDeclared = declaresMarkdownParsing
    }

    /// Whether the adapter declares the rows' markdown parsing (the engine charges it).
    var declaresMarkdownParsing: Bool {
        switch rowRendering {
        case .plainText: false
        case .markdownWhole, .markdownIncremental: true
        }
    }
}
