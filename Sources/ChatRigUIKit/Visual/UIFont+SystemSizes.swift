/// UIFont's standard sizes.
extension UIFont {
    /// `systemFontSize`: 14 pt, the value iOS returns (Apple documents no number: estimate).
    public class var systemFontSize: CGFloat { 14 }
    /// `smallSystemFontSize`: 12 pt, the value iOS returns (estimate).
    public class var smallSystemFontSize: CGFloat { 12 }
    /// `labelFontSize`: 17 pt, the value iOS returns (estimate).
    public class var labelFontSize: CGFloat { 17 }
    /// `buttonFontSize`: 18 pt, the value iOS returns (estimate).
    public class var buttonFontSize: CGFloat { 18 }
}
