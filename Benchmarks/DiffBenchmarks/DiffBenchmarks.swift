// ListDiff benchmarks. Every flat-diff workload is measured twice in the same run — with
// `ListDiff.diff(old:new:)` and with the standard library's
// `new.difference(from: old).inferringMoves()` — so the ratio ours/stdlib is meaningful.
// All inputs come from fixed seeds (`SeededRandom`); `Tests/ListDiffTests/WorkloadTests.swift`
// rebuilds the same workloads and checks that each diff replays to its target.
import Benchmark
import ChatModel
import Foundation
import ListDiff

/// A `UUID` drawn from `random`: the workloads are identical on every run.
func seededUUID(_ random: inout SeededRandom) -> UUID {
    let a = random.next(), b = random.next()
    return withUnsafeBytes(of: (a, b)) { bytes in
        UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}

/// DifferenceKit's benchmark shape: delete `deleted`, insert `inserted` fresh elements where the
/// deleted range ended (in the shortened array), shuffle the first `shuffled` elements.
func differenceKitWorkload(count: Int, deleted: Range<Int>, inserted: Int, shuffled: Int) -> (old: [UUID], new: [UUID]) {
    var random = SeededRandom(seed: 2_018)
    let old = (0..<count).map { _ in seededUUID(&random) }
    var new = old
    new.removeSubrange(deleted)
    new.insert(contentsOf: (0..<inserted).map { _ in seededUUID(&random) }, at: deleted.upperBound)
    new[0..<shuffled].shuffle(using: &random)
    return (old, new)
}

/// Chat-shaped edits of a list of `count` messages.
func chatWorkloads(count: Int) -> [(name: String, old: [UUID], new: [UUID])] {
    var random = SeededRandom(seed: 7)
    let old = (0..<count).map { _ in seededUUID(&random) }
    var editedLast = old
    editedLast[count - 1] = seededUUID(&random)
    return [
        ("Append1To\(count / 1_000)k", old, old + [seededUUID(&random)]),
        ("Prepend50To\(count / 1_000)k", old, (0..<50).map { _ in seededUUID(&random) } + old),
        ("ReplaceLastOf\(count / 1_000)k", old, editedLast),
    ]
}

/// One section of `count` chat items, and three edits of it: a message appended, a page of 50
/// older messages prepended, and a mixed edit (1% deleted, 1% inserted, 10 moved, the last
/// message reconfigured).
func snapshotWorkloads(count: Int) throws -> (build: [ChatItemID], old: Snapshot<Int, ChatItemID>, edits: [(String, Snapshot<Int, ChatItemID>)]) {
    let items = (0..<Int64(count)).map { ChatItemID.message(MessageID($0)) }
    let old = try Snapshot<Int, ChatItemID>([(0, items)])
    var appended = old
    try appended.appendItems([.message(MessageID(Int64(count)))])
    var prepended = old
    try prepended.insertItems((0..<50).map { .message(MessageID(-1 - Int64($0))) }, beforeItem: items[0])
    var random = SeededRandom(seed: 99)
    let hundredth = max(1, count / 100)
    let removed = Set(items.shuffled(using: &random).prefix(hundredth))
    var mixedItems = items.filter { !removed.contains($0) }
    for n in 0..<hundredth {
        mixedItems.insert(.message(MessageID(Int64(count + 1 + n))), at: Int.random(in: 0...mixedItems.count, using: &random))
    }
    for _ in 0..<10 {
        let item = mixedItems.remove(at: Int.random(in: 0..<mixedItems.count, using: &random))
        mixedItems.insert(item, at: Int.random(in: 0...mixedItems.count, using: &random))
    }
    var mixed = try Snapshot<Int, ChatItemID>([(0, mixedItems)])
    try mixed.reconfigureItems([mixed.itemIdentifiers.last!])
    return (items, old, [("Append1", appended), ("Prepend50", prepended), ("Mixed1Percent", mixed)])
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .milliseconds(800),
        maxIterations: 2_000
    )

    // MARK: Flat diff — DifferenceKit's workload
    // Its published shape: 5,000 elements (1,000 deleted, 1,000 inserted, 200 shuffled) and
    // 100,000 (ten times each edit); and 100,000 elements under the 5,000's edit counts.
    let dk5k = differenceKitWorkload(count: 5_000, deleted: 2_000..<3_000, inserted: 1_000, shuffled: 200)
    let dk100k = differenceKitWorkload(count: 100_000, deleted: 20_000..<30_000, inserted: 10_000, shuffled: 2_000)
    let dk100kSparse = differenceKitWorkload(count: 100_000, deleted: 40_000..<41_000, inserted: 1_000, shuffled: 200)
    Benchmark("FlatDiff.DifferenceKit100kSparse.ListDiff") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ListDiff.diff(old: dk100kSparse.old, new: dk100kSparse.new)) }
    }
    Benchmark(
        "FlatDiff.DifferenceKit100kSparse.Stdlib",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 0, maxDuration: .seconds(30), maxIterations: 3)
    ) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(dk100kSparse.new.difference(from: dk100kSparse.old).inferringMoves()) }
    }
    Benchmark("FlatDiff.DifferenceKit5k.ListDiff") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ListDiff.diff(old: dk5k.old, new: dk5k.new)) }
    }
    Benchmark("FlatDiff.DifferenceKit5k.Stdlib") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(dk5k.new.difference(from: dk5k.old).inferringMoves()) }
    }
    Benchmark("FlatDiff.DifferenceKit100k.ListDiff") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ListDiff.diff(old: dk100k.old, new: dk100k.new)) }
    }
    // The standard library's Myers diff takes seconds here: one measured iteration.
    Benchmark(
        "FlatDiff.DifferenceKit100k.Stdlib",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 0, maxDuration: .seconds(30), maxIterations: 1)
    ) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(dk100k.new.difference(from: dk100k.old).inferringMoves()) }
    }

    // MARK: Flat diff — chat-shaped edits
    for workload in chatWorkloads(count: 10_000) + chatWorkloads(count: 100_000) {
        let (old, new) = (workload.old, workload.new)
        Benchmark("FlatDiff.\(workload.name).ListDiff") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(ListDiff.diff(old: old, new: new)) }
        }
        Benchmark("FlatDiff.\(workload.name).Stdlib") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(new.difference(from: old).inferringMoves()) }
        }
    }

    // MARK: Snapshots — build, and diff + apply
    for count in [1_000, 10_000, 100_000] {
        guard let workload = try? snapshotWorkloads(count: count) else {
            fatalError("snapshot workload \(count) could not be built")
        }
        let label = "\(count / 1_000)k"
        let items = workload.build
        Benchmark("Snapshot.Build\(label)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try Snapshot<Int, ChatItemID>([(0, items)]))
            }
        }
        for (name, new) in workload.edits {
            let old = workload.old
            Benchmark("Snapshot.DiffAndApply.\(name).\(label)") { benchmark in
                for _ in benchmark.scaledIterations {
                    let changes = Changeset(from: old, to: new)
                    blackHole(try old.applying(changes))
                }
            }
        }
    }
}
