/// `UIInputView`: a view to use as a text input's input or accessory view (a keyboard-styled
/// composer container). A plain view here: its style and self-sizing are kept; the keyboard
/// and its accessory follow the scenario (README).
@MainActor @preconcurrency
open class UIInputView: UIView {
    /// `UIInputView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable { case `default`, keyboard }

    public let inputViewStyle: Style
    /// `allowsSelfSizing`: kept (false, UIKit's default).
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// `init(frame:)` (UIView's), with the default style; so `UIInputView()` and a
    /// subclass's `init()` are UIView's, as UIKit's initializers are all inherited.
    public override init(frame: CGRect) {
        inputViewStyle = .default
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
