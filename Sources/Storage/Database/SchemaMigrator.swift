import CSQLite

/// Applies ``ChatRigSchema``'s migrations and tells which a database has, in the table GRDB's
/// `DatabaseMigrator` kept while ChatRig used GRDB, `grdb_migrations(identifier TEXT NOT
/// NULL PRIMARY KEY)`, one row per applied migration: the files of every ChatRig version
/// are read and migrated alike, and a file migrated here opens in an older ChatRig (which
/// sees the identifiers it knows and, for a newer schema, the ones it does not).
///
/// Each migration runs as GRDB ran it on a connection with foreign keys on: foreign keys
/// off, one immediate transaction holding the migration's SQL and its identifier's row,
/// `PRAGMA foreign_key_check` before the commit, foreign keys on again
/// (https://sqlite.org/lang_altertable.html#otheralter). A migration that fails leaves the
/// file at the previous one.
struct SchemaMigrator: Sendable {
    /// The migrations, in the order they apply.
    let steps: [ChatRigSchema.Step]

    init(_ steps: [ChatRigSchema.Step]) {
        self.steps = steps
    }

    /// The identifiers of this build's migrations, in order.
    var migrations: [String] { steps.map(\.identifier) }

    /// Every identifier recorded in `grdb_migrations`, those this build does not know
    /// included; empty when the table does not exist (a new or foreign database).
    ///
    /// - Throws: ``SQLiteError``.
    func appliedIdentifiers(_ connection: SQLiteConnection) throws -> Set<String> {
        let exists = try connection.fetchOne(
            Bool.self, "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations')") ?? false
        guard exists else { return [] }
        return Set(try connection.fetchAll(String.self, "SELECT identifier FROM grdb_migrations"))
    }

    /// The identifiers of this build's migrations that are applied, in order.
    func appliedMigrations(_ connection: SQLiteConnection) throws -> [String] {
        let applied = try appliedIdentifiers(connection)
        return migrations.filter(applied.contains)
    }

    /// Whether the database records a migration this build does not know: it was migrated
    /// by a newer ChatRig.
    func hasBeenSuperseded(_ connection: SQLiteConnection) throws -> Bool {
        let known = Set(migrations)
        return try appliedIdentifiers(connection).contains { !known.contains($0) }
    }

    /// Applies every migration not yet applied, in order, each in its own transaction, up
    /// to `target` (included; every migration when `nil`). The caller holds the connection
    /// (no other statement runs on it meanwhile) and no transaction is open on it.
    ///
    /// - Throws: ``SQLiteError`` from the first migration that fails.
    func migrate(_ connection: SQLiteConnection, upTo target: String? = nil) throws {
        try connection.execute("CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        let applied = try appliedIdentifiers(connection)
        let end = target.flatMap { target in steps.firstIndex { $0.identifier == target }.map { $0 + 1 } } ?? steps.count
        for step in steps[..<end] where !applied.contains(step.identifier) {
            try apply(step, connection)
        }
    }

    private func apply(_ step: ChatRigSchema.Step, _ connection: SQLiteConnection) throws {
        let foreignKeys = try connection.fetchOne(Bool.self, "PRAGMA foreign_keys") ?? false
        if foreignKeys { try connection.execute("PRAGMA foreign_keys = OFF") }
        defer { if foreignKeys { try? connection.execute("PRAGMA foreign_keys = ON") } }
        try connection.inTransaction(.immediate) {
            for sql in step.statements { try connection.execute(sql) }
            try connection.execute("INSERT INTO grdb_migrations (identifier) VALUES (?)", step.identifier)
            if foreignKeys { try Self.checkForeignKeys(connection) }
        }
    }

    /// Throws `SQLITE_CONSTRAINT_FOREIGNKEY` when a row references one that does not exist.
    private static func checkForeignKeys(_ connection: SQLiteConnection) throws {
        var violation: String?
        try connection.forEachRow("PRAGMA foreign_key_check", []) { row in
            if violation == nil { violation = "\(row.string(at: 0)) row \(row.int64(at: 1)) references \(row.string(at: 2))" }
        }
        if let violation {
            throw SQLiteError(code: SQLITE_CONSTRAINT | (3 << 8), // SQLITE_CONSTRAINT_FOREIGNKEY
                              message: "FOREIGN KEY constraint violation: \(violation)")
        }
    }
}
