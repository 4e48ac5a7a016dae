import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Staging and retired folders left beside an output folder by a run that was killed
/// before it could swap or clean up: `.NAME.new-PID-N` and `.NAME.old-PID-N`.
///
/// A leftover is removed only when all of these hold:
/// - its name matches the pattern exactly, for this folder's `NAME` (no other dot-folder,
///   and no other output folder's leftovers, is ever looked at);
/// - the process `PID` that made it is gone (`kill(PID, 0)` fails with `ESRCH`). A name
///   alone is not enough: another ChatRig run writing the same folder at this moment owns
///   a live staging folder, and removing it would break that run. A reused PID only
///   delays the removal to a later run; it never removes a live run's folder;
/// - it passes the same ``FolderClaim`` as the output folder (empty or carrying the
///   marker), so a user's folder that happens to match the pattern is left alone.
enum StagingLeftovers {
    /// The staging folder name for `folder` in this process: `.NAME.new-PID-N`.
    static func stagingName(for folder: String, unique: UInt32) -> String {
        ".\(folder).new-\(getpid())-\(unique)"
    }

    /// The PID in `entry` when it is a staging or retired folder name of `folder`.
    static func pid(in entry: String, leftoverOf folder: String) -> pid_t? {
        let prefix = ".\(folder)."
        guard entry.hasPrefix(prefix) else { return nil }
        let parts = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "new" || parts[0] == "old",
              parts[1...].allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              UInt32(parts[2]) != nil, let pid = pid_t(parts[1]), pid > 0
        else { return nil }
        return pid
    }

    /// Whether process `pid` exists (`EPERM` means it does, owned by someone else).
    static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Removes the leftovers of `folder` (see the type's rules); returns what was removed.
    /// Best effort: a leftover that cannot be removed is left for a later run.
    @discardableResult
    static func remove(besides folder: URL, marker: FolderMarker, fileManager: FileManager = .default) -> [URL] {
        let parent = folder.deletingLastPathComponent()
        let name = folder.lastPathComponent
        guard let entries = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return [] }
        var removed: [URL] = []
        for entry in entries.sorted() {
            guard let pid = pid(in: entry, leftoverOf: name), pid != getpid(), !isAlive(pid) else { continue }
            let leftover = parent.appendingPathComponent(entry)
            guard let claim = try? FolderClaim(leftover, marker: marker, fileManager: fileManager),
                  claim.state != .absent else { continue }
            if (try? fileManager.removeItem(at: leftover)) != nil { removed.append(leftover) }
        }
        return removed
    }
}
