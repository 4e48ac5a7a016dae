// Stub of PlaceholderUITextView for Linux, where it does not exist: the types and members this screen names.
#if !canImport(PlaceholderUITextView)
import ChatUI
open class PlaceholderUITextView: UITextView {
    open var placeholder: String?
    open var placeholderColor: UIColor? = .lightGray
    open var resignFirstResponderTimeAnimate: TimeInterval = 0.25
    open var becomeFirstResponderTimeAnimate: TimeInterval = 0.25
}
#endif
