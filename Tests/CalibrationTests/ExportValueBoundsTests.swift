@testable import Calibration
import Testing

/// The reader's memory is bounded by what it keeps, not by the file: ids as runs, values in
/// a two-generation cache where a value in use stays and a flood of new ones is dropped.
@Suite struct ExportValueBoundsTests {
    @Test func idsAscendingAreOneRunAndScatteredOnesAreCappedNotTrapped() {
        var ids = IdentifierRanges()
        for id in 1...10_000 { ids.insert(id) }
        #expect(ids.runCount == 1)
        let inserted = ids.insert(Int.max) && ids.insert(0)
        #expect(inserted)
        #expect(ids.runCount == 2)  // 0…10 000 and Int.max
        #expect(ids.contains(0) && ids.contains(5_000) && ids.contains(Int.max) && !ids.contains(10_001) && !ids.contains(Int.max - 1))
        ids.insert(Int.max - 1)
        #expect(ids.runCount == 2)
        ids.insert(10_002)
        ids.insert(10_001)  // joins the runs on both sides
        #expect(ids.runCount == 2)
    }

    @Test func aValueInUseStaysWhileAFloodOfNewOnesIsDropped() {
        var cache = BoundedValueCache<String>(budget: 10_000) { $0.utf8.count }
        cache.keep("Begin", for: 1)
        for id in 100..<10_000 {
            cache.keep(String(repeating: "m", count: 100) + "\(id)", for: id)
            #expect(cache.value(for: 1) == "Begin")  // used on every row: always kept
        }
        #expect(cache.value(for: 100) == nil)  // long gone
        #expect(cache.value(for: 9_999) != nil)
    }
}
