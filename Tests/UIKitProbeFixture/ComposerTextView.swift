import ChatRigUIKit

/// A text view subclass in the style of chat composers: it overrides UITextView's two
/// designated initializers, and so inherits `init(frame:)` and `init()` (as on iOS).
public final class ComposerStyleTextView: UITextView {
    public private(set) var madeBy = ""

    public override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        madeBy = "init(frame:textContainer:)"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
