import Foundation

/// Writing an output folder or file failed: the path and the system's reason, on one line
/// (`cannot write 'PATH': Permission denied`), never a raw Foundation error dump.
public struct FolderWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output path as the user gave it.
    public var path: String
    /// Why, as the system says it (`Permission denied`, `No such file or directory`).
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// Wraps `error`, thrown while writing `path`, keeping its reason.
    public init(path: String, error: any Error) {
        if let same = error as? FolderWriteError {
            self = same
        } else {
            self.init(path: path, reason: Self.reason(of: error))
        }
    }

    public var description: String { "cannot write '\(path)': \(reason)" }

    /// The system's one-line reason for `error`: the POSIX error under a Foundation error
    /// when there is one (`Permission denied`), else the error's own description.
    static func reason(of error: any Error) -> String {
        if let failure = error as? POSIXFailure { return failure.description }
        let nsError = error as NSError
        // On Linux the underlying error casts to `any Error`, not directly to `NSError`.
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error,
           case let posix = underlying as NSError, posix.domain == NSPOSIXErrorDomain {
            return POSIXFailure(code: Int32(posix.code)).description
        }
        if nsError.domain == NSPOSIXErrorDomain { return POSIXFailure(code: Int32(nsError.code)).description }
        if let posix = error as? POSIXError { return POSIXFailure(code: posix.code.rawValue).description }
        let text = String(describing: error)
        return text.split(separator: "\n").first.map(String.init) ?? text
    }
}
