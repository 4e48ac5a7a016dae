import Foundation

/// The check that a path may be replaced by a ChatRig output folder: it is absent, an
/// empty folder, or a folder carrying the right ``FolderMarker``.
///
/// Everything else is refused with a ``FolderClaimError``: the working directory or a
/// folder containing it, a folder holding anything without the marker, a file, a device,
/// a FIFO, a socket, and any symbolic link (even to a marked folder: replacing the link
/// would silently turn it into a folder, and following it would replace a folder the user
/// did not name). The check only reads; it creates and changes nothing.
///
/// Cost: one `lstat` of the path, one of each ancestor of the working directory, and one
/// listing of the folder when it has no marker.
public struct FolderClaim: Hashable, Sendable {
    /// What is at the path now.
    public enum State: Hashable, Sendable {
        /// Nothing: the folder will be created.
        case absent
        /// An empty folder.
        case empty
        /// A folder carrying the marker: a previous ChatRig output.
        case marked
    }

    public var folder: URL
    public var marker: FolderMarker
    public var state: State

    /// Checks `path` as the user typed it: an empty path is refused (it would name the
    /// working directory), then the rules of ``init(_:marker:fileManager:)`` apply.
    public init(path: String, marker: FolderMarker, fileManager: FileManager = .default) throws(FolderClaimError) {
        guard !path.isEmpty else { throw FolderClaimError(path: path, marker: marker, reason: .emptyPath) }
        try self.init(URL(fileURLWithPath: path), marker: marker, fileManager: fileManager)
    }

    /// Checks that `folder` may be replaced by a folder marked with `marker`.
    public init(_ folder: URL, marker: FolderMarker, fileManager: FileManager = .default) throws(FolderClaimError) {
        self.folder = folder
        self.marker = marker
        // Lexically standardized (no `.` or `..`): the same path ``StagedFolder`` renames.
        let path = folder.standardizedFileURL.path
        func refuse(_ reason: FolderClaimError.Reason) -> FolderClaimError {
            FolderClaimError(path: folder.relativePath, marker: marker, reason: reason)
        }
        let status: FileStatus?
        do { status = try FileStatus.of(path) } catch { throw refuse(.unreadable(error.description)) }
        guard let status else {
            state = .absent
            return
        }
        switch status.kind {
        case .folder: break
        case .symbolicLink: throw refuse(.symbolicLink)
        case .regularFile, .device, .fifo, .socket, .other: throw refuse(.notAFolder(kind: status.kindDescription))
        }
        if let relation = Self.relationToWorkingDirectory(of: status.identity, fileManager: fileManager) {
            throw refuse(relation)
        }
        let markerStatus = try? FileStatus.of(URL(fileURLWithPath: path).appendingPathComponent(marker.fileName).path)
        if markerStatus?.kind == .regularFile {
            state = .marked
            return
        }
        let entries: [String]
        do { entries = try fileManager.contentsOfDirectory(atPath: path) } catch {
            throw refuse(.unreadable(FolderWriteError.reason(of: error)))
        }
        guard let example = entries.min() else {
            state = .empty
            return
        }
        throw refuse(.unmarked(count: entries.count, example: example))
    }

    /// `.workingDirectory` when `identity` is the working directory, `.containsWorkingDirectory`
    /// when it is one of its ancestors, `nil` otherwise. Compares device and inode, so no
    /// spelling of the path (`.`, `..`, symbolic links, bind mounts of the same inode) escapes.
    static func relationToWorkingDirectory(of identity: FileStatus.Identity, fileManager: FileManager) -> FolderClaimError.Reason? {
        var current = URL(fileURLWithPath: fileManager.currentDirectoryPath).resolvingSymlinksInPath()
        func isTarget(_ url: URL) -> Bool {
            let status = try? FileStatus.of(url.path, followingLinks: true)
            return status?.identity == identity
        }
        if isTarget(current) { return .workingDirectory }
        while true {
            let parent = current.deletingLastPathComponent().standardizedFileURL
            guard parent.path.count < current.path.count else { return nil }
            current = parent
            if isTarget(current) { return .containsWorkingDirectory }
        }
    }
}
