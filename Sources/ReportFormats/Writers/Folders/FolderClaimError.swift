/// Why ChatRig refuses to replace a folder (``FolderClaim``): the path is not one of its
/// own output folders, and replacing it could destroy the user's files.
public struct FolderClaimError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the path turned out to be.
    public enum Reason: Hashable, Sendable {
        /// The path is empty (it would name the working directory).
        case emptyPath
        /// The path is the process's working directory.
        case workingDirectory
        /// The path is a folder that contains the working directory.
        case containsWorkingDirectory
        /// The path is a symbolic link (to anything): replacing it would drop the link, and
        /// following it would replace a folder the user did not name.
        case symbolicLink
        /// The path exists but is not a folder: `kind` is "a regular file", "a device",
        /// "a FIFO" or "a socket".
        case notAFolder(kind: String)
        /// The folder holds `count` entries and no marker; `example` names one of them.
        case unmarked(count: Int, example: String)
        /// The path or its folder could not be inspected.
        case unreadable(String)
    }

    /// The path as the user gave it.
    public var path: String
    /// The marker that was looked for.
    public var marker: FolderMarker
    public var reason: Reason

    public init(path: String, marker: FolderMarker, reason: Reason) {
        self.path = path
        self.marker = marker
        self.reason = reason
    }

    /// `refusing to replace 'PATH': not a ChatRig report folder (it is the working directory)`,
    /// or `refusing to replace 'PATH': cannot inspect it (Permission denied)`.
    public var description: String {
        let detail: String
        switch reason {
        case .emptyPath: detail = "an empty path names the working directory"
        case .workingDirectory: detail = "it is the working directory"
        case .containsWorkingDirectory: detail = "it contains the working directory"
        case .symbolicLink: detail = "it is a symbolic link"
        case let .notAFolder(kind): detail = "it is \(kind)"
        case let .unmarked(count, example):
            let entries = count == 1 ? "1 entry" : "\(count) entries"
            detail = "it holds \(entries), e.g. '\(example)', and no \(marker.fileName) marker"
        case let .unreadable(why): return "refusing to replace '\(path)': cannot inspect it (\(why))"
        }
        return "refusing to replace '\(path)': not a ChatRig \(marker.noun) folder (\(detail))"
    }
}
