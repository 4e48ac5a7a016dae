import Foundation
import ListLayout
import Simulator
// How a list's cells hold their text, nameable with `import ChatRigUIKit` alone: an
// adapter's `textHolding`.
@_exported import enum ListLayout.TextHolding

/// Text work a team's cell does, charged where its code does it — no adapter declaration
/// needed:
/// - a label's or text view's string set to a new value lays that whole string out again: a
///   `UILabel` or `UITextView` whose `text` / `attributedText` changes invalidates its
///   intrinsic content size and is sized afresh for the new string (UIKit documentation:
///   `UILabel.text`, "Assigning a new value to this property also replaces the value of the
///   attributedText property"; `UIView.invalidateIntrinsicContentSize()`). That the whole
///   string is laid out again, not only its changed lines, is an estimate (``TextHolding``).
///   Charged per grapheme cluster at the device's `textLayoutPerCharacter`, only when the
///   string changed.
/// - `NSAttributedString(markdown:)` and `AttributedString(markdown:)` parse their whole
///   source: charged per UTF-8 byte at the device's `markdownParsePerCharacter`.
///
/// Outside a rehearsal nothing is charged. The engine's own text charges for the list (its
/// cell sizer's text layout, its model of a cell's markdown parse) are off for a list whose
/// cells are the team's own (``TextHolding/chargedByAppViews``), so nothing is charged twice;
/// markdown parsing the adapter declares instead (``UIKitRun/markdownParsingDeclared``) leaves
/// the app's markdown initializers uncharged. ChatRigSwiftUI's views charge through here too,
/// on the main run loop its host binds (`SwiftUIListHost`).
package enum TextWork {
    /// A label's or text view's string went from `old` to `new`.
    static func stringChanged(from old: String?, to new: String?) {
        guard let run = UIKitRun.current, run.chargesTextWork, let new, !new.isEmpty, old != new else { return }
        run.context.chargeTextLayout(characters: new.count)
    }

    /// The app parsed `source` as markdown.
    package static func markdownParsed(_ source: String) {
        guard let run = UIKitRun.current, run.chargesMarkdownParse, !source.isEmpty else { return }
        run.context.chargeMarkdownParse(characters: source.utf8.count)
    }
}

#if !canImport(Darwin)
extension AttributedString {
    /// `init(markdown:options:baseURL:)`: the source text, unstyled (styling is not drawn in a
    /// rehearsal); its parse charged by length (``TextWork``).
    public init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        TextWork.markdownParsed(markdown)
        self.init(markdown)
    }
}
#endif
