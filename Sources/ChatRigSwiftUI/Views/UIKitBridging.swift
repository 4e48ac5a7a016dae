/// UIKit's values in SwiftUI views, as `import SwiftUI` offers them on iOS: a `Color` or an
/// `Image` made from ChatRigUIKit's `UIColor` or `UIImage`. Inert, as colors and images are:
/// the value is recorded (it decides whether a view changed), nothing is drawn.
extension Color {
    /// `Color(uiColor:)` (iOS 15).
    public init(uiColor: UIColor) { self.init("uiColor(\(uiColor.description))") }
    /// `Color(_:)` from a `UIColor` (iOS 13): `Color(.systemBackground)`.
    public init(_ color: UIColor) { self.init(uiColor: color) }
}

extension Image {
    /// `Image(uiImage:)`: recorded by the image's name and size (`UIImage` is `Equatable` by them).
    public init(uiImage: UIImage) { self.init("uiImage:\(uiImage.name)@\(uiImage.size.width)x\(uiImage.size.height)") }
}

#if !canImport(Darwin)
extension AttributedString {
    /// `AttributedString(_: NSAttributedString)`, which Apple's Foundation declares and Linux's
    /// does not: the string's characters, without its attributes (a rehearsal draws no
    /// styling; ChatRig's text layout sizes the characters). O(length).
    public init(_ nsString: NSAttributedString) { self.init(nsString.string) }
}

extension NSAttributedString {
    /// `NSAttributedString(_: AttributedString)`, which Apple's Foundation declares and Linux's
    /// does not: the string's characters, without its attributes. O(length).
    public convenience init(_ attributedString: AttributedString) { self.init(string: String(attributedString.characters)) }
}

extension AttributeContainer {
    /// `AttributeContainer(_: [NSAttributedString.Key: Any])`, which Apple's Foundation declares
    /// and Linux's does not: an empty container (UIKit-keyed attributes are not carried into
    /// an `AttributedString` here; the characters are what the text layout sizes).
    public init(_ dictionary: [NSAttributedString.Key: Any]) { self.init() }
}
#endif
