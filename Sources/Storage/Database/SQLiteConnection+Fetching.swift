import CSQLite

/// A value bound to a statement parameter.
protocol SQLiteArgument {
    /// Binds the value to parameter `index` (1-based) of `statement`.
    func bind(to statement: RawStatement, at index: Int32)
}

extension Int64: SQLiteArgument {
    func bind(to statement: RawStatement, at index: Int32) { statement.bind(self, at: index) }
}

extension Int: SQLiteArgument {
    func bind(to statement: RawStatement, at index: Int32) { statement.bind(self, at: index) }
}

extension Double: SQLiteArgument {
    func bind(to statement: RawStatement, at index: Int32) { statement.bind(self, at: index) }
}

extension String: SQLiteArgument {
    func bind(to statement: RawStatement, at index: Int32) { statement.bind(self, at: index) }
}

extension Optional: SQLiteArgument where Wrapped: SQLiteArgument {
    /// The wrapped value, or SQL `NULL`.
    func bind(to statement: RawStatement, at index: Int32) {
        switch self {
        case .some(let value): value.bind(to: statement, at: index)
        case .none: statement.bindNull(at: index)
        }
    }
}

/// A value read from a result column: `nil` for `NULL` and for a storage class the type
/// does not hold (text where an integer belongs), never a silent conversion.
protocol SQLiteColumnValue {
    /// The value of `column` in `statement`'s current row.
    static func column(_ column: Int32, of statement: RawStatement) -> Self?
}

extension Int64: SQLiteColumnValue {
    static func column(_ column: Int32, of statement: RawStatement) -> Int64? {
        statement.type(at: column) == .integer ? statement.int64(at: column) : nil
    }
}

extension Int: SQLiteColumnValue {
    static func column(_ column: Int32, of statement: RawStatement) -> Int? {
        Int64.column(column, of: statement).flatMap { Int(exactly: $0) }
    }
}

extension Int32: SQLiteColumnValue {
    static func column(_ column: Int32, of statement: RawStatement) -> Int32? {
        Int64.column(column, of: statement).flatMap { Int32(exactly: $0) }
    }
}

extension Bool: SQLiteColumnValue {
    static func column(_ column: Int32, of statement: RawStatement) -> Bool? {
        Int64.column(column, of: statement).map { $0 != 0 }
    }
}

extension Double: SQLiteColumnValue {
    static func column(_ column: Int32, of statement: RawStatement) -> Double? {
        switch statement.type(at: column) {
        case .integer, .real: statement.double(at: column)
        case .text, .blob, .null: nil
        }
    }
}

extension String: SQLiteColumnValue {
    static func column(_ column: Int32, of statement: RawStatement) -> String? {
        statement.type(at: column) == .text ? statement.string(at: column) : nil
    }
}

/// Reading rows through the statement cache.
extension SQLiteConnection {
    /// Steps through the rows of `sql` with `arguments` bound, calling `body` with the
    /// statement on each row; the statement is reset afterwards, whether `body` returns or
    /// throws.
    ///
    /// - Throws: ``SQLiteError``, or what `body` throws.
    func forEachRow(_ sql: String, _ arguments: [any SQLiteArgument], _ body: (RawStatement) throws -> Void) throws {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        statement.bind(arguments)
        while try statement.step() { try body(statement) }
    }

    /// The first column of the first row of `sql`; `nil` when there is no row or the value
    /// is `NULL`.
    ///
    /// - Throws: ``SQLiteError``; `SQLITE_MISMATCH` for a value `V` does not hold.
    func fetchOne<V: SQLiteColumnValue>(_ type: V.Type, _ sql: String, _ arguments: any SQLiteArgument...) throws -> V? {
        var value: V?
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        statement.bind(arguments)
        if try statement.step() { value = try Self.decode(V.self, statement, nullable: true) }
        return value
    }

    /// The first column of every row of `sql`.
    ///
    /// - Throws: ``SQLiteError``; `SQLITE_MISMATCH` for `NULL` or a value `V` does not hold.
    func fetchAll<V: SQLiteColumnValue>(_ type: V.Type, _ sql: String, _ arguments: any SQLiteArgument...) throws -> [V] {
        var values: [V] = []
        try forEachRow(sql, arguments) { row in
            if let value = try Self.decode(V.self, row, nullable: false) { values.append(value) }
        }
        return values
    }

    private static func decode<V: SQLiteColumnValue>(_ type: V.Type, _ row: RawStatement, nullable: Bool) throws -> V? {
        if let value = V.column(0, of: row) { return value }
        if nullable, row.type(at: 0) == .null { return nil }
        throw SQLiteError(code: SQLITE_MISMATCH, message: "could not decode \(row.type(at: 0)) as \(V.self)", sql: row.sql)
    }
}
