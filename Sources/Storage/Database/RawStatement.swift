import CSQLite

/// Binding and column access on a prepared SQLite statement: every statement of the storage
/// layer, hot paths (bulk seeding, page reads, history scans) included, binds and reads
/// through it, straight on SQLite's C API.
///
/// The statement belongs to a ``SQLiteConnection`` (its statement cache, or a statement of
/// its own that `owner` finalises when released) or to a ``ReadOnlyConnection``, which
/// prepared it and finalises it. Every use ends with ``reset()`` so the statement is idle
/// when it is used again.
struct RawStatement {
    /// Keeps the handle alive when the statement is one of its own
    /// (``SQLiteConnection/makeStatement(_:)``): the handle is finalised when the owner is
    /// released. `nil` when a connection's cache or a ``ReadOnlyConnection`` owns the handle.
    let owner: AnyObject?
    let handle: OpaquePointer
    let connection: OpaquePointer?
    let sql: String

    /// A statement prepared on `connection`; `owner`, when given, finalises it.
    init(handle: OpaquePointer, connection: OpaquePointer, sql: String, owner: AnyObject? = nil) {
        self.owner = owner
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    /// `SQLITE_TRANSIENT`: SQLite copies the bound bytes.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    /// A static, NUL-terminated empty string: binding a nil pointer would bind NULL.
    private static let emptyText: StaticString = ""

    func bind(_ value: Int64, at index: Int32) {
        sqlite3_bind_int64(handle, index, value)
    }

    func bind(_ value: Int, at index: Int32) {
        sqlite3_bind_int64(handle, index, Int64(value))
    }

    func bindNull(at index: Int32) {
        sqlite3_bind_null(handle, index)
    }

    /// Clears every binding, then binds `arguments` to parameters 1, 2, … in order.
    func bind(_ arguments: [any SQLiteArgument]) {
        sqlite3_clear_bindings(handle)
        for (offset, argument) in arguments.enumerated() { argument.bind(to: self, at: Int32(offset + 1)) }
    }

    func bind(_ value: Double, at index: Int32) {
        sqlite3_bind_double(handle, index, value)
    }

    func bind(_ value: String, at index: Int32) {
        var value = value
        value.withUTF8 { utf8 in
            if let base = utf8.baseAddress, utf8.count > 0 {
                base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                    _ = sqlite3_bind_text(handle, index, $0, Int32(utf8.count), Self.transient)
                }
            } else {
                Self.emptyText.withUTF8Buffer { empty in
                    empty.baseAddress!.withMemoryRebound(to: CChar.self, capacity: 1) {
                        _ = sqlite3_bind_text(handle, index, $0, 0, nil)
                    }
                }
            }
        }
    }

    /// Binds a string literal without copying it: its bytes live as long as the program.
    func bind(static value: StaticString, at index: Int32) {
        precondition(value.hasPointerRepresentation)
        UnsafeRawPointer(value.utf8Start).withMemoryRebound(to: CChar.self, capacity: value.utf8CodeUnitCount) {
            _ = sqlite3_bind_text(handle, index, $0, Int32(value.utf8CodeUnitCount), nil)
        }
    }

    /// Binds `value` at `index` without SQLite copying it, runs the statement (see
    /// ``execute()``), then binds NULL there so that no binding outlives the bytes.
    func execute(borrowing value: String, at index: Int32) throws {
        var value = value
        try value.withUTF8 { utf8 in
            if let base = utf8.baseAddress, utf8.count > 0 {
                base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                    _ = sqlite3_bind_text(handle, index, $0, Int32(utf8.count), nil)
                }
            } else {
                bind(static: "", at: index)
            }
            defer { sqlite3_bind_null(handle, index) }
            try execute()
        }
    }

    func bind(bytes: UnsafeRawBufferPointer, at index: Int32) {
        sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), Self.transient)
    }

    /// Steps once; `true` while a row is available.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            let error = SQLiteError(code: code, connection: connection, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows, then resets it.
    func execute() throws {
        defer { reset() }
        while try step() {}
    }

    func reset() {
        sqlite3_reset(handle)
    }

    /// A column's storage class in the current row.
    enum ColumnType {
        case integer, real, text, blob, null
    }

    /// The storage class of `column` in the current row (before any conversion reads it).
    func type(at column: Int32) -> ColumnType {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: .integer
        case SQLITE_FLOAT: .real
        case SQLITE_TEXT: .text
        case SQLITE_BLOB: .blob
        default: .null
        }
    }

    func int64(at column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func double(at column: Int32) -> Double { sqlite3_column_double(handle, column) }

    func string(at column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Calls `body` with the UTF-8 bytes of a text column (empty for NULL), without copying
    /// them into a `String`.
    func withText<T>(at column: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        let text = sqlite3_column_text(handle, column)
        let count = Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeBufferPointer(start: text, count: text == nil ? 0 : count))
    }

    /// Calls `body` with the bytes of a blob column (empty for NULL or a zero-length blob).
    func withBlob<T>(at column: Int32, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let pointer = sqlite3_column_blob(handle, column)
        let count = Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
    }
}
