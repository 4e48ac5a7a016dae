/// `UIPreviewParameters`: inert.
@MainActor @preconcurrency
open class UIPreviewParameters {
    open var backgroundColor: UIColor!
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    public init() {}
}

/// `UITargetedPreview`: inert — the view a context menu would lift (no menu is shown).
@MainActor @preconcurrency
open class UITargetedPreview {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }
}

/// `UIContextMenuInteractionAnimating`: what a context menu's appearance or dismissal hands
/// its delegate (never handed here: no menu is shown).
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
