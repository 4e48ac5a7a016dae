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
    // `delegate` is UINavigationController's: Objective-C lets UIKit redeclare it as
    // `(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`, Swift does not;
    // a delegate of both protocols is assigned as on iOS (it is never called).
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto

    public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// `isCameraDeviceAvailable(_:)`: no camera in a rehearsal (as on the simulator).
    public class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
}


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
