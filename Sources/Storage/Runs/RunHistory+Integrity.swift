import Foundation

extension RunHistory {
    /// Opens the history at `path` to append runs to it (creating it when absent or empty),
    /// after checking an existing one with ``checkIntegrity()`` over a read-only connection:
    /// a damaged history is refused before anything — a migration, the switch to WAL, the
    /// pool's first write — touches the file, so it is left exactly as it was.
    ///
    /// - Throws: ``StorageError`` naming the file.
    /// - Complexity: O(size of the database).
    public convenience init(appendingTo path: String) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: path))
            .flatMap { $0[.type] as? FileAttributeType == .typeRegular ? $0[.size] as? Int : nil } ?? 0
        if size > 0 { try RunHistory(readingFrom: path).checkIntegrity() }
        try self.init(location: .file(path))
    }

    /// Checks the history with SQLite's `PRAGMA integrity_check`: a damaged b-tree or an
    /// index that no longer matches its table (a disk fault, a copy taken mid-write, a hand
    /// edit) is refused instead of being written into, so the damage is not buried under
    /// new rows.
    ///
    /// - Throws: ``StorageError/corruptDatabase(path:reason:)`` naming the file, with
    ///   SQLite's first finding and how many there are.
    /// - Complexity: O(size of the database).
    public func checkIntegrity() throws {
        let findings = try database.integrityCheck()
        guard let first = findings.first else { return }
        let more = findings.count > 1 ? " (and \(findings.count - 1) more finding\(findings.count == 2 ? "" : "s"))" : ""
        throw StorageError.corruptDatabase(path: database.location.path, reason: "integrity check: \(first)\(more)")
    }
}
