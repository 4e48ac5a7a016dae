import Testing
@testable import Viewport

@Suite struct CellReusePoolTests {
    @Test func aCellLeavingTheScreenServesTheNextItemOfItsKind() {
        var pool = CellReusePool()
        #expect(pool.dequeue(kind: "text") == false)
        #expect(pool.dequeue(kind: "text") == false)
        pool.enqueue(kind: "text")
        #expect(pool.dequeue(kind: "text") == true)
        #expect(pool.cellsCreated == 2)
        #expect(pool.cellsReused == 1)
        #expect(pool.cellsAlive == 2)
    }

    @Test func poolsAreSeparatePerKind() {
        var pool = CellReusePool()
        _ = pool.dequeue(kind: "text")
        pool.enqueue(kind: "text")
        #expect(pool.dequeue(kind: "image") == false)
        #expect(pool.queuedCells(ofKind: "text") == 1)
        #expect(pool.peakCellsAlive == 2)
    }

    /// A view its owner does not reuse (an app-made header view) is freed when it leaves: no
    /// longer alive, nothing queued; the peak keeps it.
    @Test func aFreedCellIsNoLongerAliveAndNotQueued() {
        var pool = CellReusePool()
        _ = pool.dequeue(kind: "header")
        _ = pool.dequeue(kind: "header")
        pool.free()
        #expect(pool.cellsAlive == 1)
        #expect(pool.cellsQueued == 0)
        #expect(pool.dequeue(kind: "header") == false)
        #expect(pool.peakCellsAlive == 2)
    }
}
