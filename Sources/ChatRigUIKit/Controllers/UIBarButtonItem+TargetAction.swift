/// UIKit's target-action initializers of `UIBarButtonItem`, as UIKit declares them, for the
/// forms `chatrig port` leaves: `target: nil, action: nil` (a blank back button, a spacer)
/// or a `Selector` value. Inert: the target and action are recorded, never sent (Linux has
/// no Objective-C runtime); `#selector` forms become the closure forms (`init(title:style:action:)`).
extension UIBarButtonItem {
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, image: nil, primaryAction: nil, menu: nil)
        self.style = style
        record(target: target, action: action)
    }
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: nil)
        self.style = style
        record(target: target, action: action)
    }
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(title: nil, image: nil, primaryAction: nil, menu: nil)
        record(target: target, action: action)
    }

    private func record(target: Any?, action: Selector?) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
}
