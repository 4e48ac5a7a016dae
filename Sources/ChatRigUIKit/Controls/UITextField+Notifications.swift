import Foundation

extension UITextField {
    /// `UITextField.textDidBeginEditingNotification`: declared with UIKit's name; never posted
    /// (nothing is typed in a rehearsal).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// `UITextField.textDidChangeNotification`.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// `UITextField.textDidEndEditingNotification`.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
