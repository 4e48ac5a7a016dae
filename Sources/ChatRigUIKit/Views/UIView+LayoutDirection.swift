extension UIView {
    /// `userInterfaceLayoutDirection(for:)`: right to left only for `.forceRightToLeft`; the
    /// rehearsal's language is left to right, so every other attribute reads left to right.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
