/// `UIDragInteraction`: declared so a screen can disable a text view's drag
/// (`textDragInteraction?.isEnabled = false`); inert — no touch lifts an item here.
@MainActor @preconcurrency
open class UIDragInteraction: NSObject, UIInteraction {
    open var isEnabled = true
    open var allowsSimultaneousRecognitionDuringLift = true
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    public var view: UIView? { nil }
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }
    /// `isEnabledByDefault`: false on iPhone, as Apple documents ("On iPhone, … false").
    open class var isEnabledByDefault: Bool { false }
}

/// `UIDragInteractionDelegate`: never asked (no drags).
@MainActor @preconcurrency
public protocol UIDragInteractionDelegate: AnyObject {}

extension UITextView {
    /// `textDragInteraction`: the text view's drag interaction — nil, as on iPhone, where
    /// drag is off by default (``UIDragInteraction/isEnabledByDefault``) — estimate: UIKit
    /// does not document when the property is nil.
    public var textDragInteraction: UIDragInteraction? { nil }
}

extension UIView {
    /// `UILargeContentViewerItem`'s properties (`showsLargeContentViewer`, `largeContentTitle`,
    /// `largeContentImage`, `scalesLargeContentImage`, `largeContentImageInsets`): kept on the
    /// view, inert — the large content viewer appears only for a long press at accessibility
    /// text sizes, and the rehearsal's content size is Large.
    public var showsLargeContentViewer: Bool {
        get { largeContentViewer.shows }
        set { largeContentViewer.shows = newValue }
    }
    public var largeContentTitle: String? {
        get { largeContentViewer.title }
        set { largeContentViewer.title = newValue }
    }
    public var largeContentImage: UIImage? {
        get { largeContentViewer.image }
        set { largeContentViewer.image = newValue }
    }
    public var scalesLargeContentImage: Bool {
        get { largeContentViewer.scalesImage }
        set { largeContentViewer.scalesImage = newValue }
    }
    public var largeContentImageInsets: UIEdgeInsets {
        get { largeContentViewer.imageInsets }
        set { largeContentViewer.imageInsets = newValue }
    }
}

/// A view's large content viewer settings (UIKit's defaults: not shown, no title or image,
/// the image not scaled, no insets).
struct LargeContentViewerSettings {
    var shows = false
    var title: String?
    var image: UIImage?
    var scalesImage = false
    var imageInsets = UIEdgeInsets.zero
}
