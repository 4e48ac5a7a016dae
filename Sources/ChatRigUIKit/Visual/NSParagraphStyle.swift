/// UIKit's text attributes beyond the font and colors: paragraph styles, underline styles,
/// attachments (on iOS, UIKit's — UIFoundation's — declarations). Inert: recorded in the
/// attributed strings the app builds; nothing is drawn or laid out by them.

/// `NSParagraphStyle`: read-only values; `default` is UIKit's (natural alignment, word
/// wrapping, no spacing). `mutableCopy()` gives an `NSMutableParagraphStyle`.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    struct Values {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var hyphenationFactor: Float = 0
    }
    var values = Values()

    public override init() { super.init() }
    init(values: Values) {
        self.values = values
        super.init()
    }

    /// `default`: a new style with UIKit's default values.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var hyphenationFactor: Float { values.hyphenationFactor }

    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }
}

/// `NSMutableParagraphStyle`: the same values, settable.
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override init() { super.init() }
    override init(values: Values) { super.init(values: values) }

    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var firstLineHeadIndent: CGFloat { get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue } }
    open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = newValue } }
}

/// `NSUnderlineStyle`, with UIKit's raw values (line styles in the low byte, patterns above).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01), thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100), patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300), patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// `NSTextAttachment`: an image or data carried in an attributed string under
/// `.attachment` (`NSAttributedString(attachment:)` gives the one-character string UIKit
/// uses, U+FFFC). Its `bounds` are kept; nothing is drawn.
open class NSTextAttachment: NSObject {
    open var image: UIImage?
    open var contents: Data?
    open var fileType: String?
    open var bounds: CGRect = .zero
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }
    public convenience override init() { self.init(data: nil, ofType: nil) }
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
    /// `image(forBounds:textContainer:characterIndex:)`: the attachment's image.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? { image }
    /// `NSTextAttachment.character`: the object replacement character, U+FFFC.
    public static let character = 0xFFFC
}

extension NSAttributedString {
    /// `init(attachment:)`: U+FFFC carrying the attachment under `.attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}

extension NSAttributedString.Key {
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
}
