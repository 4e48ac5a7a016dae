import Foundation

/// An output folder built beside its destination and swapped in whole.
///
/// Creating one checks the destination's ``FolderClaim`` (refusing anything but an absent,
/// empty or marked folder, before touching anything), removes leftovers of killed runs
/// (``StagingLeftovers``), creates the parent folders and a staging sibling
/// `.NAME.new-PID-N` holding the marker. Files are written into ``url``; ``commit()``
/// swaps the staging folder in place of the destination (atomically where the system can
/// exchange two paths, else by two renames with the old folder restored on failure) and
/// deletes the old one. ``discard()`` removes the staging folder, leaving the destination
/// as it was. A reader sees the old folder or the new one, never a mix.
public struct StagedFolder {
    /// Where the folder goes, as given (messages name it so).
    public let destination: URL
    public let marker: FolderMarker
    /// The staging folder that files are written into.
    public let url: URL
    /// `destination` without `.` and `..` components: what the claim checks and the
    /// renames act on.
    private let target: URL
    private let fileManager: FileManager
    /// How two paths are exchanged: ``FolderExchange/exchange(_:_:)``; tests substitute a
    /// system without exchange (`false`) or one that races with another writer.
    var exchange: (String, String) throws -> Bool = { try FolderExchange.exchange($0, $1) }

    /// Checks `destination` and creates the staging folder.
    ///
    /// - Throws: ``FolderClaimError`` when the destination is not ChatRig's to replace,
    ///   ``FolderWriteError`` when the staging folder cannot be made.
    public init(replacing destination: URL, marker: FolderMarker, fileManager: FileManager = .default) throws {
        _ = try FolderClaim(destination, marker: marker, fileManager: fileManager)
        self.destination = destination
        self.marker = marker
        self.fileManager = fileManager
        target = destination.standardizedFileURL
        let parent = target.deletingLastPathComponent()
        url = parent.appendingPathComponent(
            StagingLeftovers.stagingName(for: target.lastPathComponent, unique: .random(in: 0...UInt32.max)))
        do {
            try Self.requireFolderAncestor(of: parent, for: destination)
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            StagingLeftovers.remove(besides: target, marker: marker, fileManager: fileManager)
            try fileManager.createDirectory(at: url, withIntermediateDirectories: false)
        } catch {
            throw FolderWriteError(path: destination.relativePath, error: error)
        }
        do {
            try Data(marker.contents.utf8).write(to: url.appendingPathComponent(marker.fileName))
        } catch {
            discard()
            throw FolderWriteError(path: destination.relativePath, error: error)
        }
    }

    /// Throws when the nearest existing ancestor of `parent` (following links) is not a
    /// folder, naming it, where creating the folders would only say "File exists".
    private static func requireFolderAncestor(of parent: URL, for destination: URL) throws {
        var ancestor = parent.standardizedFileURL
        while true {
            if let status = try FileStatus.of(ancestor.path, followingLinks: true) {
                guard status.kind == .folder else {
                    throw FolderWriteError(path: destination.relativePath, reason: "'\(ancestor.path)' is \(status.kindDescription), not a folder")
                }
                return
            }
            let next = ancestor.deletingLastPathComponent().standardizedFileURL
            guard next.path.count < ancestor.path.count else { return }
            ancestor = next
        }
    }

    /// Writes `contents` as UTF-8 to the file `name` of the staging folder.
    ///
    /// - Throws: ``FolderWriteError`` when `name` is not a plain file name (empty, `.`,
    ///   `..`, holding `/`, or the marker's) or the file cannot be written.
    public func write(_ contents: String, named name: String) throws {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), name != marker.fileName else {
            throw FolderWriteError(path: destination.appendingPathComponent(name).relativePath,
                                   reason: "not a plain file name in a \(marker.noun) folder")
        }
        do {
            try Data(contents.utf8).write(to: url.appendingPathComponent(name))
        } catch {
            throw FolderWriteError(path: destination.appendingPathComponent(name).relativePath, error: error)
        }
    }

    /// Puts the staging folder in place of the destination and deletes the old folder.
    /// On failure the staging folder is removed and the destination is as it was.
    ///
    /// - Throws: ``FolderClaimError`` when the destination stopped being replaceable since
    ///   creation, ``FolderWriteError`` when a rename fails.
    public func commit() throws {
        do {
            try swapIn()
        } catch {
            discard()
            throw error
        }
    }

    /// Writes `files` (file name → UTF-8 contents) and commits; on failure nothing of the
    /// destination changes and the staging folder is removed.
    public func commit(_ files: [String: String]) throws {
        do {
            for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
                try write(contents, named: name)
            }
        } catch {
            discard()
            throw error
        }
        try commit()
    }

    /// Removes the staging folder; the destination is untouched.
    public func discard() {
        try? fileManager.removeItem(at: url)
    }

    private func swapIn() throws {
        let claim = try FolderClaim(destination, marker: marker, fileManager: fileManager)
        do {
            guard claim.state != .absent else {
                try fileManager.moveItem(at: url, to: target)
                return
            }
            if try exchange(url.path, target.path) {
                // The old folder now sits at the staging path: delete it only if it is still
                // ChatRig's (nothing swapped it since the check), else put it back.
                do {
                    _ = try FolderClaim(url, marker: marker, fileManager: fileManager)
                } catch {
                    _ = try? exchange(url.path, target.path)
                    throw FolderClaimError(path: destination.relativePath, marker: marker, reason: error.reason)
                }
                try? fileManager.removeItem(at: url)
                return
            }
            let retired = url.deletingLastPathComponent().appendingPathComponent(
                url.lastPathComponent.replacingOccurrences(of: ".new-", with: ".old-"))
            try fileManager.moveItem(at: target, to: retired)
            do {
                try fileManager.moveItem(at: url, to: target)
            } catch {
                try? fileManager.moveItem(at: retired, to: target)
                throw error
            }
            try? fileManager.removeItem(at: retired)
        } catch let error as FolderClaimError {
            throw error
        } catch {
            throw FolderWriteError(path: destination.relativePath, error: error)
        }
    }
}
