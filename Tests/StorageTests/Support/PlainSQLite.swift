@testable import Storage

/// A database file opened as another program (or a hand edit) opens it: one plain
/// read-write connection, none of ChatRig's checks, migrations or WAL.
enum PlainSQLite {
    /// A connection to `path` (created when missing), rollback journal unless the file is
    /// already in WAL mode.
    static func open(_ path: String) throws -> SQLiteConnection {
        try SQLiteConnection(path: path, access: .readWrite, busyTimeout: 5, foreignKeys: false, pragmas: nil)
    }

    /// Runs `sql` (one or more statements) on a connection of its own, then closes it.
    static func execute(_ path: String, _ sql: String) throws {
        let connection = try open(path)
        defer { connection.close() }
        try connection.execute(sql)
    }

    /// The first column of every row of `sql`, as text.
    static func strings(_ path: String, _ sql: String) throws -> [String] {
        let connection = try open(path)
        defer { connection.close() }
        return try connection.fetchAll(String.self, sql)
    }
}

extension SQLiteConnection {
    /// The `detail` column of `EXPLAIN QUERY PLAN` for `sql`, one line per step.
    func queryPlan(_ sql: String) throws -> [String] {
        var details: [String] = []
        try forEachRow("EXPLAIN QUERY PLAN " + sql, []) { row in details.append(row.string(at: 3)) }
        return details
    }
}
