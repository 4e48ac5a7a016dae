/// `UILayoutSupport`, the type of `UIViewController.topLayoutGuide`/`bottomLayoutGuide`
/// (deprecated in iOS 11 for the safe area, still compiled by older screens).
@MainActor @preconcurrency
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// `topLayoutGuide` and `bottomLayoutGuide`, modelled: their `length` is the root view's
/// top or bottom safe area inset — Apple: the top guide's length is "the distance from the
/// top of the view controller's view to the bottom of the lowest status bar or navigation
/// bar", the bottom guide's the distance up to "the top of the lowest tab bar or toolbar";
/// since iOS 11 those bars make the safe area, which the host sets from the scenario's device.
/// Constraints to their anchors are recorded like any other (inert).
extension UIViewController {
    public var topLayoutGuide: any UILayoutSupport { ViewControllerLayoutSupport(owningView: view, edge: .top) }
    public var bottomLayoutGuide: any UILayoutSupport { ViewControllerLayoutSupport(owningView: view, edge: .bottom) }
}

/// A view controller's top or bottom layout guide over its root view.
@MainActor
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge

    init(owningView: UIView, edge: Edge) {
        self.edge = edge
        super.init(owningView: owningView)
    }

    var length: CGFloat {
        switch edge {
        case .top: owningView?.safeAreaInsets.top ?? 0
        case .bottom: owningView?.safeAreaInsets.bottom ?? 0
        }
    }
}
