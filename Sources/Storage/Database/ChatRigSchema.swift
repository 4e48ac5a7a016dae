/// The versioned schema of a ChatRig database: one list of migrations for every table of the
/// storage layer, so that one file can hold messages, vectors and run history (each store
/// works on its own file as well; unused tables are empty).
///
/// Migrations are append-only: a released identifier is never edited, a change is a new
/// migration. Applied migrations are recorded in `grdb_migrations`, the table GRDB's
/// `DatabaseMigrator` kept while ChatRig used GRDB (see ``SchemaMigrator``): files of every
/// ChatRig version open and migrate, and files written now open in older versions. A
/// database whose `grdb_migrations` table names an identifier missing here was written by a
/// newer ChatRig and is refused (see ``StorageError/notChatRigDatabase(path:reason:)``).
enum ChatRigSchema {
    /// `PRAGMA application_id` of every ChatRig database: ASCII "CRig".
    static let applicationID: Int32 = 0x4352_6967

    /// Migration identifiers in order.
    enum Migration {
        static let messagesV1 = "messages-v1"
        static let vectorsV1 = "vectors-v1"
        static let runsV1 = "runs-v1"
        static let runsV2 = "runs-v2-git-revision-host-metrics"
        static let runsV3 = "runs-v3-branch-tool-version"
        static let runsV4 = "runs-v4-pair-index"
    }

    /// One migration: its identifier, and its SQL statements, run in order in one transaction.
    struct Step: Sendable {
        var identifier: String
        var statements: [String]
    }

    /// The migrator of this build's schema.
    static let migrator = SchemaMigrator(steps)

    /// Every migration, in the order they apply. The SQL is the text GRDB-era ChatRig ran,
    /// byte for byte (SQLite keeps each `CREATE` statement's text in `sqlite_master`).
    static let steps: [Step] = [
        Step(identifier: Migration.messagesV1, statements: [
            "PRAGMA application_id = \(applicationID)",
            """
            CREATE TABLE conversation (
                id INTEGER PRIMARY KEY,
                title TEXT NOT NULL
            );
            -- Clustered on the pagination key: a page is one contiguous range of the b-tree.
            CREATE TABLE message (
                conversationId INTEGER NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
                createdAt INTEGER NOT NULL,
                id INTEGER NOT NULL,
                role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
                text TEXT NOT NULL,
                state TEXT NOT NULL CHECK (state IN ('streaming', 'complete', 'failed', 'stopped')),
                revision INTEGER NOT NULL,
                thinkingExpanded INTEGER NOT NULL,
                citationsExpanded INTEGER NOT NULL,
                attachmentCount INTEGER NOT NULL,
                citationCount INTEGER NOT NULL,
                PRIMARY KEY (conversationId, createdAt, id)
            ) WITHOUT ROWID;
            CREATE UNIQUE INDEX message_by_id ON message(conversationId, id);
            CREATE TABLE attachment (
                conversationId INTEGER NOT NULL,
                messageId INTEGER NOT NULL,
                position INTEGER NOT NULL,
                attachmentId INTEGER NOT NULL,
                pixelWidth INTEGER NOT NULL,
                pixelHeight INTEGER NOT NULL,
                PRIMARY KEY (conversationId, messageId, position),
                FOREIGN KEY (conversationId, messageId)
                    REFERENCES message(conversationId, id) ON DELETE CASCADE
            ) WITHOUT ROWID;
            CREATE TABLE citation (
                conversationId INTEGER NOT NULL,
                messageId INTEGER NOT NULL,
                position INTEGER NOT NULL,
                marker INTEGER NOT NULL,
                documentId TEXT NOT NULL,
                title TEXT NOT NULL,
                snippet TEXT NOT NULL,
                score REAL NOT NULL,
                PRIMARY KEY (conversationId, messageId, position),
                FOREIGN KEY (conversationId, messageId)
                    REFERENCES message(conversationId, id) ON DELETE CASCADE
            ) WITHOUT ROWID;
            """,
        ]),
        Step(identifier: Migration.vectorsV1, statements: [
            """
            CREATE TABLE vectorSpace (
                singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
                dimension INTEGER NOT NULL CHECK (dimension > 0)
            );
            CREATE TABLE document (
                id TEXT PRIMARY KEY,
                title TEXT NOT NULL
            );
            -- embedding: `dimension` little-endian IEEE-754 float32 values.
            CREATE TABLE chunk (
                id INTEGER PRIMARY KEY,
                documentId TEXT NOT NULL REFERENCES document(id) ON DELETE CASCADE,
                ordinal INTEGER NOT NULL,
                text TEXT NOT NULL,
                embedding BLOB NOT NULL,
                UNIQUE (documentId, ordinal)
            );
            """,
        ]),
        Step(identifier: Migration.runsV1, statements: [
            """
            CREATE TABLE run (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                scenario TEXT NOT NULL,
                strategy TEXT NOT NULL,
                device TEXT NOT NULL,
                seed INTEGER NOT NULL,
                recordedAt INTEGER NOT NULL, -- milliseconds since 1970 (wall clock)
                metrics TEXT NOT NULL        -- JSON object: metric name -> number
            );
            """,
        ]),
        Step(identifier: Migration.runsV2, statements: [
            """
            ALTER TABLE run ADD COLUMN gitRevision TEXT;
            ALTER TABLE run ADD COLUMN hostMetrics TEXT NOT NULL DEFAULT '{}';
            CREATE INDEX run_by_key ON run(scenario, strategy, device, recordedAt, id);
            CREATE INDEX run_by_scenario ON run(scenario, recordedAt, id);
            """,
        ]),
        Step(identifier: Migration.runsV3, statements: [
            """
            ALTER TABLE run ADD COLUMN branch TEXT;
            ALTER TABLE run ADD COLUMN toolVersion TEXT;
            """,
        ]),
        // One (scenario, strategy) pair's runs in order straight from the index: without it a
        // pair is found through `run_by_scenario` and every run of the scenario is read (five
        // times the rows with five strategies). Inside the migration's transaction, so an
        // interrupted migration leaves the file at runs-v3, readable as before.
        Step(identifier: Migration.runsV4, statements: [
            "CREATE INDEX run_by_pair ON run(scenario, strategy, recordedAt, id)",
        ]),
    ]
}
