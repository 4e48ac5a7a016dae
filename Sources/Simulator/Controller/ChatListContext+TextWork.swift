extension ChatListContext {
    /// Charges laying out `characters` grapheme clusters of text to this frame, at the
    /// device's `textLayoutPerCharacter` ("text layout" in the cost attribution): a label or
    /// text view of the app's own cell whose string changed (``TextHolding``).
    public func chargeTextLayout(characters: Int) {
        guard characters > 0 else { return }
        engine.ledger.chargeTextLayout(characters: characters)
    }

    /// Charges parsing `characters` (UTF-8 bytes) of markdown to this frame, at the device's
    /// `markdownParsePerCharacter` ("markdown parse"): an app's own
    /// `NSAttributedString(markdown:)` / `AttributedString(markdown:)`.
    public func chargeMarkdownParse(characters: Int) {
        guard characters > 0 else { return }
        engine.ledger.chargeParsing(characters: characters, thinking: false)
    }
}
