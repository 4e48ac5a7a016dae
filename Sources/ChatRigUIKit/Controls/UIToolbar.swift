import Foundation

/// `UIBarStyle`: a bar's appearance (`default`, `black`; Apple's deprecated `blackOpaque` and
/// `blackTranslucent` share raw values with these and are not declared).
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

/// `UIToolbar`, inert: its bar button items are kept (`items`, `setItems(_:animated:)`), no bar is
/// drawn and no item is tapped but by the app's own `simulateTap()`. As UIKit declares it
/// (`@MainActor class UIToolbar: UIView`; Apple, UIKit › UIToolbar). `sizeThatFits(_:)` answers
/// the proposed width by 44 pt, a toolbar's standard height (estimate), so `sizeToFit()` gives
/// an accessory toolbar its height.
@MainActor @preconcurrency
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?

    /// `setItems(_:animated:)`: the items, kept.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}
