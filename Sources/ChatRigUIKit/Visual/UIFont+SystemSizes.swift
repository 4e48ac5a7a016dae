/// UIFont's standard sizes and the monospaced-digit system font.
extension UIFont {
    /// `systemFontSize`: 14 pt, the value iOS returns (Apple documents no number: estimate).
    public class var systemFontSize: CGFloat { 14 }
    /// `smallSystemFontSize`: 12 pt, the value iOS returns (estimate).
    public class var smallSystemFontSize: CGFloat { 12 }
    /// `labelFontSize`: 17 pt, the value iOS returns (estimate).
    public class var labelFontSize: CGFloat { 17 }
    /// `buttonFontSize`: 18 pt, the value iOS returns (estimate).
    public class var buttonFontSize: CGFloat { 18 }

    /// `monospacedDigitSystemFont(ofSize:weight:)`: the system font of that size and weight.
    /// Only its digits are of one width on iOS; the rehearsal's text estimate advances every
    /// character alike, so it measures as `systemFont(ofSize:weight:)`.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
}
