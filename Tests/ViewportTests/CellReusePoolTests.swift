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
}
