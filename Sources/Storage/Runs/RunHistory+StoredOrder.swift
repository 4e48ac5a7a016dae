import Foundation

/// Reading every pair of a history in one pass, in the order its runs were stored.
///
/// Pair by pair (``RunHistory/scan(_:only:names:_:)``), a pair's runs are found through an
/// index and each read from the page that holds it: a page holds runs of several pairs (a
/// year of CI records every pair each night), so reading every pair reads each page as many
/// times as it holds pairs. In stored order each page is read once.
extension RunHistory {
    /// Streams the runs of every pair in `pairs` in one pass over the table, in the order
    /// they were stored; `body` gets the index in `pairs` of each run's pair, then the run
    /// and its values as ``scan(_:only:names:_:)`` hands them on. Runs of pairs not in
    /// `pairs` are skipped.
    ///
    /// A pair's runs reach `body` oldest first only when they were stored oldest first
    /// (`recordedAt` never decreasing in storage order): as soon as a run was stored after
    /// a newer run of its pair (imported, or recorded under a clock set back), the pass
    /// stops and returns false, and the caller, which must not have used what it was given,
    /// reads pair by pair instead. True when every run was handed on.
    ///
    /// - Complexity: O(n) for n runs, each page read once; memory O(pairs) beyond `body`'s.
    public func scanInStoredOrder(_ pairs: [Pair], only selection: MetricSelection = .all, names: MetricNames,
                                  _ body: (Int, ScannedRun, (_ value: (Int, Double, Bool) throws -> Void) throws -> Void) throws -> Void)
        throws -> Bool {
        typealias Column = RunRow.CodingKeys
        let path = database.location.path
        var reader = RowValues(selection: selection, names: names, path: path)
        let lookup = PairLookup(pairs)
        var newest = [Int64](repeating: .min, count: pairs.count)
        return try database.read { db in
            let rows = try db.makeStatement("""
                SELECT \(Self.scannedColumns(selection)), \(Column.scenario.rawValue), \(Column.strategy.rawValue)
                FROM \(RunRow.databaseTableName) ORDER BY \(Column.id.rawValue)
                """)
            defer { rows.reset() }
            while try rows.step() {
                guard rows.type(at: 6) == .text, rows.type(at: 7) == .text else {
                    throw StorageError.corruptDatabase(path: path, reason: "a run's scenario or strategy is not text")
                }
                let found = rows.withText(at: 6) { scenario in rows.withText(at: 7) { strategy in lookup.index(scenario, strategy) } }
                guard let pair = found else { continue }
                let run = try Self.scannedRun(rows, path: path)
                let recordedAt = rows.int64(at: 3)
                guard recordedAt >= newest[pair] else { return false }
                newest[pair] = recordedAt
                try body(pair, run) { value in try reader.read(rows, run: run.id, value) }
            }
            return true
        }
    }
}

/// Finds a (scenario, strategy) pair by the UTF-8 bytes of a row's columns, without
/// making a string per row.
private struct PairLookup {
    private let pairs: [(scenario: [UInt8], strategy: [UInt8])]
    private let byHash: [UInt64: [Int]]

    init(_ pairs: [RunHistory.Pair]) {
        self.pairs = pairs.map { (Array($0.scenario.utf8), Array($0.strategy.utf8)) }
        var byHash: [UInt64: [Int]] = [:]
        for (index, pair) in self.pairs.enumerated() {
            pair.scenario.withUnsafeBufferPointer { scenario in
                pair.strategy.withUnsafeBufferPointer { strategy in byHash[Self.hash(scenario, strategy), default: []].append(index) }
            }
        }
        self.byHash = byHash
    }

    /// The index of the pair (`scenario`, `strategy`), or nil.
    func index(_ scenario: UnsafeBufferPointer<UInt8>, _ strategy: UnsafeBufferPointer<UInt8>) -> Int? {
        byHash[Self.hash(scenario, strategy)]?.first { pairs[$0].scenario.elementsEqual(scenario) && pairs[$0].strategy.elementsEqual(strategy) }
    }

    /// FNV-1a over the scenario's bytes, a separator no UTF-8 text holds, and the strategy's.
    private static func hash(_ scenario: UnsafeBufferPointer<UInt8>, _ strategy: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in scenario { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        hash = (hash ^ 0xFF) &* 0x100000001b3
        for byte in strategy { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return hash
    }
}
