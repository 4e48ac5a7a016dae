/// `UIDocumentPickerViewController` (an attachment's file picker), inert: presenting it is
/// recorded; no document is picked, so the delegate is never called. Its iOS 14 initializers
/// take `UTType`s from UniformTypeIdentifiers, which Linux lacks (stub that SDK and add the
/// initializer in the stub, as for the other non-UI SDKs); the type-identifier forms are here.
@MainActor @preconcurrency
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    public let documentTypes: [String]

    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentTypes = allowedUTIs
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        documentTypes = []
        super.init(coder: coder)
    }
}

/// `UIDocumentPickerMode`.
public enum UIDocumentPickerMode: UInt, Sendable { case `import`, open, exportToService, moveToService }

/// `UIDocumentPickerDelegate` (every method optional; never called).
@MainActor @preconcurrency
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
