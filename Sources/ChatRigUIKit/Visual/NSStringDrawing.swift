/// UIKit's string drawing and measuring additions (`NSString`/`NSAttributedString`
/// `UIKitAdditions`): measured by an estimate, drawn nowhere.
///
/// The rehearsal lays out no text (README: cell heights come from ChatRig's cell sizer), but
/// a screen's own size calculators call `boundingRect(with:options:attributes:context:)` and
/// `size(withAttributes:)` and use the answer: it must be plausible. The estimate: each
/// character advances half the font's point size (0.5 em — an estimate of a proportional
/// system font's mean advance; Apple documents none), a paragraph (text between newlines)
/// wraps at the width asked for, and each line is the font's `lineHeight` tall (17 pt system
/// font without a `.font` attribute, UIKit's default). With `.usesLineFragmentOrigin` the
/// lines stack; without it the answer is one line, as UIKit measures a single line then. The
/// answer is deterministic: the same figures on every platform.

/// `NSStringDrawingOptions`, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: `minimumScaleFactor` kept; `actualScaleFactor` is 1 and
/// `totalBounds` the last measured rectangle.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

/// The estimate of the file's note, for one run of text in one font.
enum TextMeasure {
    /// The mean advance of a character, in ems (estimate).
    static let meanAdvance: CGFloat = 0.5

    static func size(of text: String, font: UIFont?, fitting size: CGSize, options: NSStringDrawingOptions) -> CGSize {
        let font = font ?? .systemFont(ofSize: 17)
        let advance = font.pointSize * meanAdvance
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        var lines = 0
        var widest: CGFloat = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let natural = CGFloat(paragraph.count) * advance
            let wrapped = max(1, Int((natural / width).rounded(.up)))
            lines += wrapped
            widest = max(widest, min(natural, width))
        }
        if !options.contains(.usesLineFragmentOrigin) { lines = 1 }
        var height = CGFloat(max(1, lines)) * font.lineHeight
        if size.height > 0 { height = min(height, size.height) }
        return CGSize(width: widest, height: height)
    }

    static func size(of string: NSAttributedString, fitting size: CGSize, options: NSStringDrawingOptions) -> CGSize {
        let font = string.length > 0 ? string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
        return self.size(of: string.string, font: font, fitting: size, options: options)
    }
}

extension String {
    /// `boundingRect(with:options:attributes:context:)`: the estimate of the file's note.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let measured = CGRect(origin: .zero, size: TextMeasure.size(of: self, font: attributes?[.font] as? UIFont, fitting: size, options: options))
        context?.totalBounds = measured
        return measured
    }
    /// `size(withAttributes:)`: one line, unbounded.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMeasure.size(of: self, font: attrs?[.font] as? UIFont, fitting: .zero, options: [])
    }
    /// `draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
    /// `draw(with:options:attributes:context:)`: inert (nothing is drawn).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {}
}

extension NSString {
    /// As `String`'s.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { (self as String).size(withAttributes: attrs) }
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

extension NSAttributedString {
    /// `boundingRect(with:options:context:)`: the estimate of the file's note, in the
    /// string's first font.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let measured = CGRect(origin: .zero, size: TextMeasure.size(of: self, fitting: size, options: options))
        context?.totalBounds = measured
        return measured
    }
    /// `size()`: one line, unbounded.
    public func size() -> CGSize { TextMeasure.size(of: self, fitting: .zero, options: []) }
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {}
}
