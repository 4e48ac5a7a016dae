/// A font's attributes: UIKit's `UIFontDescriptor`, with its symbolic traits. Modelled where
/// ChatRig's text layout reads them: `.traitMonoSpace` sets a font monospaced (its
/// characters are measured at the monospaced advances), `.traitBold` sets it bold (recorded:
/// weights share the system advances); other traits are kept and change nothing.
open class UIFontDescriptor: Equatable {
    /// `UIFontDescriptor.SymbolicTraits`, raw values as Core Text's `CTFontSymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits

    public init(pointSize: CGFloat, symbolicTraits: SymbolicTraits) {
        self.pointSize = pointSize
        self.symbolicTraits = symbolicTraits
    }

    /// This descriptor with `traits` in place of its own (never nil here: every trait set is
    /// available in the system font).
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? { UIFontDescriptor(pointSize: pointSize, symbolicTraits: traits) }

    /// This descriptor at another point size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(pointSize: newPointSize, symbolicTraits: symbolicTraits) }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.symbolicTraits == rhs.symbolicTraits
    }
}

extension UIFont {
    /// The font's descriptor: its size, bold at `.bold` weight or heavier, monospaced as it is.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= Weight.bold.rawValue { traits.insert(.traitBold) }
        if isMonospaced { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(pointSize: pointSize, symbolicTraits: traits)
    }

    /// `UIFont(descriptor:size:)`: the system font the descriptor describes; a `size` of 0
    /// keeps the descriptor's (Apple: "If you specify 0.0, the font uses the descriptor's
    /// point size").
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        self.init(pointSize: size == 0 ? descriptor.pointSize : size,
                  weight: descriptor.symbolicTraits.contains(.traitBold) ? .bold : .regular,
                  isMonospaced: descriptor.symbolicTraits.contains(.traitMonoSpace))
    }
}
