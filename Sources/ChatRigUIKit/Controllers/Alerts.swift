/// `UIAlertController`: inert — presenting one records it as the presenter's
/// `presentedViewController`; its actions run only when the app calls their handlers.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable { case actionSheet, alert }

    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open private(set) var textFields: [UITextField]?
    open var message: String?
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// `UIAlertAction`: its handler is kept (``handler``) for a test to run.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// `UIAlertAction.Style`.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    /// The handler the app gave, to run it as a tap would.
    public let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// `UIImagePickerController`: inert — presenting one records it; no image is ever picked.
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    /// `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// `UIImagePickerController.CameraDevice`, `CameraCaptureMode`, `CameraFlashMode`, with
    /// UIKit's raw values; kept (no camera exists in a rehearsal).
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    /// `UIImagePickerController.InfoKey`.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    }

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// `isCameraDeviceAvailable(_:)`: no camera in a rehearsal (as on the simulator).
    public class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
}

/// `UINavigationControllerDelegate`: declared.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {}

/// `UIImagePickerControllerDelegate`: declared; never called (nothing is picked).
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// `UIActivityViewController`: the share sheet — presented like any controller (``UIViewController/present(_:animated:completion:)``),
/// inert: no activity is offered or performed.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}

/// `UIActivity`, for its `ActivityType`: inert.
@MainActor @preconcurrency
open class UIActivity: NSObject {
    /// `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
}
