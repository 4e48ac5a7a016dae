import ReportFormats
import ReportModel

/// Merges the shard reports of one suite (`run --shard K/N` on N runners) into the report
/// an unsharded run writes: runs in suite order, identical in every deterministic byte.
///
/// Refuses (``MergeError``, naming the file) a report that is not a shard, shards of
/// different suites (another ``ShardPosition/suite``: files, strategies, seed or device) or tool versions, a shard given twice and a missing shard.
///
/// - Complexity: O(r log r) for r runs.
public enum ShardMerge {
    public static func merge(_ documents: [ReportReader.Document]) throws(MergeError) -> SuiteReport {
        guard let first = documents.first else { throw MergeError(path: "merge", reason: "no shard reports given") }
        var placed: [(position: Int, run: RunReport)] = []
        var seenShards: [Int: String] = [:]
        var count = 0, total = 0
        for document in documents {
            guard let shard = document.report.shard else {
                throw MergeError(path: document.path, reason: "not a shard report (it was not run with --shard K/N)")
            }
            if document.path == first.path { count = shard.count; total = shard.totalRuns }
            guard shard.count == count, shard.totalRuns == total else {
                throw MergeError(path: document.path, reason: "shard \(shard.index)/\(shard.count) of a \(shard.totalRuns)-run suite does not belong with \(first.path) (\(count) shards, \(total) runs)")
            }
            guard shard.suite == first.report.shard?.suite else {
                throw MergeError(path: document.path, reason: "shard \(shard.index)/\(shard.count) was cut from another suite than \(first.path) "
                    + "(other scenario files, strategies, --seed or --device); merge the shards of one run of the suite")
            }
            guard document.report.toolVersion == first.report.toolVersion else {
                throw MergeError(path: document.path, reason: "written by chatrig \(document.report.toolVersion), \(first.path) by \(first.report.toolVersion)")
            }
            if let other = seenShards.updateValue(document.path, forKey: shard.index) {
                throw MergeError(path: document.path, reason: "shard \(shard.index)/\(count) is also \(other)")
            }
            placed += zip(shard.positions, document.report.runs).map { ($0, $1) }
        }
        if let missing = (1...count).first(where: { seenShards[$0] == nil }) {
            throw MergeError(path: first.path, reason: "shard \(missing)/\(count) is missing; give every shard's report folder")
        }
        placed.sort { $0.position < $1.position }
        guard placed.map(\.position) == Array(0..<total) else {
            throw MergeError(path: first.path, reason: "the shards' runs do not cover the suite's \(total) runs exactly once")
        }
        return SuiteReport(toolName: first.report.toolName, toolVersion: first.report.toolVersion, runs: placed.map(\.run))
    }
}

/// Shard reports that do not merge into one suite.
public struct MergeError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "Error: \(path): \(reason)" }
}
