import ChatModel
import Testing
@testable import ListLayout

@Suite("Height index")
struct HeightIndexTests {
    /// The brute-force model: an array of (height, tag).
    struct Model {
        var items: [(height: Double, tag: Int)] = []

        func prefix(_ index: Int) -> Double { items[..<index].reduce(0) { $0 + $1.height } }

        func firstEndingAfter(_ offset: Double, spacing: Double) -> Int? {
            var top = 0.0
            for (index, item) in items.enumerated() {
                if top + item.height > offset { return index }
                top += item.height + spacing
            }
            return nil
        }

        func lastStartingBefore(_ offset: Double, spacing: Double) -> Int? {
            var top = 0.0
            var answer: Int?
            for (index, item) in items.enumerated() {
                if top < offset { answer = index }
                top += item.height + spacing
            }
            return answer
        }
    }

    @Test("Random inserts, removals and updates at both ends and the middle match an array model")
    func matchesArrayModel() {
        var random = SeededRandom(seed: 7)
        var index = HeightIndex<Int>()
        var model = Model()
        var nextTag = 0
        func randomHeight() -> Double { Double(1 + random.next() % 300) / 4 }
        func position(_ upTo: Int) -> Int {
            switch random.next() % 3 {
            case 0: 0
            case 1: upTo
            default: Int(random.next() % UInt64(upTo + 1))
            }
        }
        for step in 0..<6_000 {
            switch random.next() % 10 {
            case 0...3:
                let at = position(model.items.count)
                let k = 1 + Int(random.next() % 8)
                let rows = (0..<k).map { _ -> (height: Double, element: Int) in
                    nextTag += 1
                    return (randomHeight(), nextTag)
                }
                index.insert(contentsOf: rows, at: at)
                model.items.insert(contentsOf: rows.map { ($0.height, $0.element) }, at: at)
            case 4...5 where !model.items.isEmpty:
                let lower = position(model.items.count - 1)
                let upper = min(model.items.count, lower + 1 + Int(random.next() % 6))
                index.removeSubrange(lower..<upper)
                model.items.removeSubrange(lower..<upper)
            case 6...8 where !model.items.isEmpty:
                let at = position(model.items.count - 1)
                let height = randomHeight()
                index.setHeight(height, at: at)
                model.items[at].height = height
            default:
                break
            }
            #expect(index.count == model.items.count)
            guard step % 10 == 0 || step > 5_900 else { continue }
            #expect(abs(index.totalHeight - model.prefix(model.items.count)) < 1e-6)
            guard !model.items.isEmpty else { continue }
            let probe = Int(random.next() % UInt64(model.items.count))
            #expect(index.height(at: probe) == model.items[probe].height)
            #expect(index.element(at: probe) == model.items[probe].tag)
            #expect(abs(index.prefixHeight(upTo: probe) - model.prefix(probe)) < 1e-6)
            let spacing = [0.0, 18][step % 2]
            let total = model.prefix(model.items.count) + Double(model.items.count) * spacing
            let offset = random.nextUnit() * (total + 40) - 20
            #expect(index.firstIndex(endingAfter: offset, spacing: spacing) == model.firstEndingAfter(offset, spacing: spacing))
            #expect(index.lastIndex(startingBefore: offset, spacing: spacing) == model.lastStartingBefore(offset, spacing: spacing))
        }
        var all: [Int] = []
        index.forEach { _, tag in all.append(tag) }
        #expect(all == model.items.map(\.tag))
    }

    @Test("Freed nodes are reused and the index is a value type")
    func valueSemanticsAndReuse() {
        var index = HeightIndex<Int>()
        index.insert(contentsOf: (0..<100).map { (Double($0), $0) }, at: 0)
        let copy = index
        index.removeSubrange(10..<60)
        index.insert(contentsOf: (0..<50).map { (1.0, -$0) }, at: 0)
        #expect(index.nodes.count == 100)
        #expect(copy.count == 100)
        #expect(copy.element(at: 50) == 50)
        #expect(index.count == 100)
        #expect(index.element(at: 0) == 0)
        #expect(index.element(at: 49) == -49)
    }

    @Test("A million items build and answer queries; tree depth stays logarithmic")
    func millionItems() {
        var index = HeightIndex<Int32>()
        index.insert(contentsOf: (0..<1_000_000).map { (Double($0 % 7 + 1), Int32($0)) }, at: 0)
        #expect(index.count == 1_000_000)
        #expect(index.element(at: 765_432) == 765_432)
        func depth(_ node: Int32) -> Int {
            node < 0 ? 0 : 1 + max(depth(index.nodes[Int(node)].left), depth(index.nodes[Int(node)].right))
        }
        #expect(depth(index.root) < 80)
    }
}
