/// UIKit's text system objects (TextKit 1): `NSTextStorage` and `NSLayoutManager`, beside
/// ``NSTextContainer``. Inert: no glyphs are generated. The layout manager answers its
/// geometry from the estimate of ``TextMeasure`` (a character advances 0.5 em, lines are the
/// first font's line height, wrapping at the container's width less its line fragment
/// padding): one glyph per UTF-16 unit, so glyph and character indexes are the same.

/// `NSTextStorage`: an attributed string that knows its layout managers. On Linux,
/// Foundation's `NSMutableAttributedString` is a concrete class and is subclassed as is; on
/// Apple's systems it is a class cluster, so the subclass keeps its characters in a backing
/// string and overrides the primitives Apple documents for subclasses
/// (https://developer.apple.com/documentation/uikit/nstextstorage).
open class NSTextStorage: NSMutableAttributedString {
    /// `layoutManagers`: in the order added.
    open private(set) var layoutManagers: [NSLayoutManager] = []

    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.append(aLayoutManager)
        aLayoutManager.textStorage = self
    }
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    #if !canImport(Darwin)
    // Foundation on Linux gives its attributed strings only `init(string:)` and its relatives:
    // they are declared again here, so `NSTextStorage()` is inherited from
    // `NSMutableAttributedString()` (NSMutableAttributedString+Empty.swift), an empty storage.
    public override init(string str: String) { super.init(string: str) }
    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) { super.init(string: str, attributes: attrs) }
    public override init(attributedString attrStr: NSAttributedString) { super.init(attributedString: attrStr) }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    #else
    private let backing = NSMutableAttributedString()
    open override var string: String { backing.string }
    open override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        backing.attributes(at: location, effectiveRange: range)
    }
    open override func replaceCharacters(in range: NSRange, with str: String) { backing.replaceCharacters(in: range, with: str) }
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) { backing.setAttributes(attrs, range: range) }
    #endif
}

/// `NSLayoutManager`: see the file's note.
open class NSLayoutManager: NSObject {
    /// `textStorage`: set by `NSTextStorage.addLayoutManager(_:)` (unowned in UIKit; weak here).
    open weak var textStorage: NSTextStorage?
    open private(set) var textContainers: [NSTextContainer] = []
    open var allowsNonContiguousLayout = false
    open var usesFontLeading = true
    open var showsInvisibleCharacters = false
    open var showsControlCharacters = false

    public override init() { super.init() }

    open func addTextContainer(_ container: NSTextContainer) { textContainers.append(container) }
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) { textContainers.insert(container, at: index) }
    open func removeTextContainer(at index: Int) { textContainers.remove(at: index) }

    /// `numberOfGlyphs`: one per UTF-16 unit (see the file's note).
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }
    open func glyphRange(for container: NSTextContainer) -> NSRange { NSRange(location: 0, length: numberOfGlyphs) }
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange: NSRangePointer?) -> NSRange {
        actualCharacterRange?.pointee = charRange
        return charRange
    }
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// Layout is never pending: these do nothing.
    open func ensureLayout(for container: NSTextContainer) {}
    open func ensureLayout(forGlyphRange glyphRange: NSRange) {}
    open func ensureLayout(forCharacterRange charRange: NSRange) {}
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {}
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}

    /// `usedRect(for:)`: the estimated size of the whole text in the container.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        CGRect(origin: .zero, size: TextMeasure.size(of: textStorage ?? NSAttributedString(string: ""), fitting: width(of: container), options: .usesLineFragmentOrigin))
    }
    /// `boundingRect(forGlyphRange:in:)`: the lines the range spans, full width.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        let first = lineRect(ofGlyph: glyphRange.location, in: container)
        let last = lineRect(ofGlyph: max(glyphRange.location, NSMaxRange(glyphRange) - 1), in: container)
        return first.union(last)
    }
    /// `lineFragmentRect(forGlyphAt:effectiveRange:)`, `lineFragmentUsedRect(forGlyphAt:effectiveRange:)`:
    /// the estimated line holding the glyph (the effective range is left as it was).
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        lineRect(ofGlyph: glyphIndex, in: textContainers.first)
    }
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        lineRect(ofGlyph: glyphIndex, in: textContainers.first)
    }
    /// `glyphIndex(for:in:fractionOfDistanceThroughGlyph:)`, `glyphIndex(for:in:)`: the glyph
    /// under a point, by the estimate's lines and advances, clamped to the text.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        partialFraction?.pointee = 0
        let (advance, lineHeight, perLine) = metrics(in: container)
        let line = max(0, Int(point.y / lineHeight))
        let column = min(perLine - 1, max(0, Int(point.x / advance)))
        return min(max(0, numberOfGlyphs - 1), line * perLine + column)
    }
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    private func width(of container: NSTextContainer?) -> CGSize {
        guard let container else { return .zero }
        return CGSize(width: max(0, container.size.width - 2 * container.lineFragmentPadding), height: 0)
    }
    /// The advance of a character, the line height and the characters a line holds.
    private func metrics(in container: NSTextContainer?) -> (CGFloat, CGFloat, Int) {
        let storage = textStorage
        let font = (storage?.length ?? 0) > 0 ? storage?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
        let size = (font ?? .systemFont(ofSize: 17)).pointSize
        let advance = size * TextMeasure.meanAdvance
        let width = width(of: container).width
        let perLine = width > 0 ? max(1, Int(width / advance)) : Int.max / 2
        return (advance, (font ?? .systemFont(ofSize: 17)).lineHeight, perLine)
    }
    private func lineRect(ofGlyph glyphIndex: Int, in container: NSTextContainer?) -> CGRect {
        let (advance, lineHeight, perLine) = metrics(in: container)
        let line = max(0, glyphIndex) / perLine
        let lineWidth = width(of: container).width > 0 ? width(of: container).width : CGFloat(numberOfGlyphs) * advance
        return CGRect(x: 0, y: CGFloat(line) * lineHeight, width: lineWidth, height: lineHeight)
    }
}
