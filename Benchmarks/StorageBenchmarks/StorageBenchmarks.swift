import Benchmark
import ChatModel
import Foundation
import Storage

// Storage benchmarks: a page of 50 from a 1,000,000-message store on disk, bulk seeding
// rate, and exact top-5 retrieval over 10,000 chunks of dimension 384.

/// State built once in a benchmark's setup and read by its iterations.
private final class Fixture<State>: @unchecked Sendable {
    var state: State?
    var directory: URL?

    func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("chatrig-storage-bench-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        directory = url
        return url
    }

    func tearDown() {
        state = nil
        if let directory { try? FileManager.default.removeItem(at: directory) }
        directory = nil
    }
}

/// A deterministic chat history: message `i` is created 2 s after message `i - 1`, one in
/// ten carries an image, one assistant message in ten a citation.
private struct BenchmarkHistory: Sequence {
    let count: Int
    let seed: UInt64

    static func createdAt(_ index: Int) -> VirtualInstant {
        VirtualInstant(microseconds: Int64(index) * 2_000_000 - 4_000_000_000_000)
    }

    func makeIterator() -> AnyIterator<Message> {
        var random = SeededRandom(seed: seed)
        let words = ["the", "list", "scrolls", "while", "tokens", "stream", "into", "a", "cell", "whose", "height", "grows"]
        var index = 0
        return AnyIterator {
            guard index < count else { return nil }
            defer { index += 1 }
            let wordCount = 4 + Int(random.next() % 30)
            var text = ""
            for _ in 0..<wordCount {
                text += words[Int(random.next() % UInt64(words.count))]
                text += " "
            }
            var message = Message(id: MessageID(Int64(index)), role: index.isMultiple(of: 2) ? .user : .assistant,
                                  text: text, createdAt: Self.createdAt(index))
            if random.next() % 10 == 0 {
                message.attachments = [ImageAttachment(id: 0, pixelWidth: 1_170, pixelHeight: 2_532)]
            }
            if message.role == .assistant, random.next() % 10 == 0 {
                message.citations = [Citation(index: 1, documentID: "doc#\(index % 7)", title: "Doc", snippet: text, score: 0.8)]
            }
            return message
        }
    }
}

private func randomVector(_ random: inout SeededRandom, dimension: Int) -> [Float] {
    (0..<dimension).map { _ in Float(random.nextGaussian()) }
}

let benchmarks: @Sendable () -> Void = {
    // MARK: Page of 50 from 1,000,000 messages

    let messageCount = 1_000_000
    let pageFixture = Fixture<(store: MessageStore, cursors: [PageCursor])>()
    let pageSetup: @Sendable () async throws -> Void = {
        guard pageFixture.state == nil else { return }
        let directory = try pageFixture.makeDirectory()
        let store = try MessageStore(location: .file(directory.appendingPathComponent("history.sqlite").path))
        try store.createConversation(id: 1, title: "One million")
        let start = ContinuousClock.now
        let written = try store.seed(BenchmarkHistory(count: messageCount, seed: 1), in: 1)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("StorageBenchmarks: seeded \(written) messages in \(String(format: "%.2f", seconds)) s "
              + "= \(Int(Double(written) / seconds)) rows/s (one transaction, WAL file)")
        // The newest page and cursors spread over the whole history.
        var random = SeededRandom(seed: 7)
        var cursors: [PageCursor] = [.newest(in: 1)]
        for _ in 0..<255 {
            let index = 50 + Int(random.next() % UInt64(messageCount - 50))
            cursors.append(PageCursor(conversationID: 1, before: .init(
                createdAt: BenchmarkHistory.createdAt(index), id: MessageID(Int64(index)))))
        }
        pageFixture.state = (store, cursors)
    }
    Benchmark(
        "MessageStorePageOf50From1M",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput], maxDuration: .seconds(10),
                             maxIterations: 20_000),
        closure: { benchmark in
            guard let fixture = pageFixture.state else { return }
            let cursor = fixture.cursors[benchmark.currentIteration % fixture.cursors.count]
            let page = try fixture.store.page(cursor, limit: 50)
            precondition(page.messages.count == 50)
            blackHole(page)
        },
        setup: pageSetup
    )
    // The fixed cost of a read through the reader pool (a checkout, a read transaction, a one-row
    // query), which on-disk page reads avoid by reading on the store's own connection.
    Benchmark(
        "MessageStoreReadTransactionFloor",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 20_000),
        closure: { _ in
            guard let fixture = pageFixture.state else { return }
            blackHole(try fixture.store.conversationExists(1))
        },
        setup: pageSetup,
        teardown: { pageFixture.tearDown() }
    )

    // MARK: Opening a stored conversation: 1,000 vs 1,000,000 messages

    // What a scenario's `conversation: { messages: FILE }` does before its first frame: open
    // the file read-only, find its one conversation and its next identifier, read the newest
    // page. Keyset pages and index look-ups: the same time for a million messages as for a
    // thousand (compare the two benchmarks' wall clock in one run).
    for (name, count) in [("StoredConversationOpen1k", 1_000), ("StoredConversationOpen1M", 1_000_000)] {
        let openFixture = Fixture<String>()
        Benchmark(
            name,
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 2_000),
            closure: { _ in
                guard let path = openFixture.state else { return }
                let store = try MessageStore(database: ChatRigDatabase(readingFrom: path))
                let conversation = try store.conversations()[0].id
                let next = try store.nextMessageID(in: conversation)
                let page = try store.page(.newest(in: conversation), limit: 50)
                precondition(page.messages.count == 50 && next.rawValue == Int64(count))
                blackHole(page)
            },
            setup: {
                let directory = try openFixture.makeDirectory()
                let path = directory.appendingPathComponent("conversation.sqlite").path
                var messages = BenchmarkHistory(count: count, seed: 3).makeIterator()
                var line = 0
                let start = ContinuousClock.now
                try MessageStoreFile.write(to: path, title: "stored") {
                    guard let message = messages.next() else { return nil }
                    line += 1
                    return ImportedMessage(message: message, sourceID: "s\(line)", line: line)
                }
                let elapsed = ContinuousClock.now - start
                print("StorageBenchmarks: wrote \(count) messages through MessageStoreFile in \(elapsed)")
                openFixture.state = path
            },
            teardown: { openFixture.tearDown() }
        )
    }

    // MARK: Bulk seeding rate

    let seedFixture = Fixture<Int>()
    let seedBatch = 100_000
    Benchmark(
        "MessageStoreSeed100k",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .custom("rowsPerSecond", polarity: .prefersLarger, useScalingFactor: false)],
                             warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 5),
        closure: { benchmark in
            guard let directory = seedFixture.directory else { return }
            seedFixture.state = (seedFixture.state ?? 0) + 1
            let path = directory.appendingPathComponent("seed-\(seedFixture.state!).sqlite").path
            let store = try MessageStore(location: .file(path))
            try store.createConversation(id: 1, title: "seed")
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            let written = try store.seed(BenchmarkHistory(count: seedBatch, seed: 2), in: 1)
            benchmark.stopMeasurement()
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            benchmark.measurement(.custom("rowsPerSecond", polarity: .prefersLarger, useScalingFactor: false),
                                  Int(Double(written) / seconds))
        },
        setup: { _ = try seedFixture.makeDirectory() },
        teardown: { seedFixture.tearDown() }
    )

    // MARK: Top-5 retrieval over 10,000 chunks of dimension 384

    let dimension = 384
    let chunkCount = 10_000
    let vectorFixture = Fixture<(store: VectorStore, index: ChunkIndex, queries: [[Float]])>()
    let vectorSetup: @Sendable () async throws -> Void = {
        guard vectorFixture.state == nil else { return }
        let directory = try vectorFixture.makeDirectory()
        let store = try VectorStore(location: .file(directory.appendingPathComponent("vectors.sqlite").path))
        var random = SeededRandom(seed: 384)
        var documents: [(id: String, title: String, chunks: [EmbeddedChunk])] = []
        for document in 0..<(chunkCount / 20) {
            let chunks = (0..<20).map { ordinal in
                EmbeddedChunk(text: "Chunk \(ordinal) of document \(document).", embedding: randomVector(&random, dimension: dimension))
            }
            documents.append((id: "doc-\(document)", title: "Document \(document)", chunks: chunks))
        }
        try store.addDocuments(documents)
        let queries = (0..<64).map { _ in randomVector(&random, dimension: dimension) }
        vectorFixture.state = (store, try store.loadIndex(), queries)
    }
    Benchmark(
        "VectorIndexTop5Of10kDim384",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput], maxDuration: .seconds(5)),
        closure: { benchmark in
            guard let fixture = vectorFixture.state, let vectors = fixture.index.vectors else { return }
            let matches = vectors.nearest(to: fixture.queries[benchmark.currentIteration % fixture.queries.count], k: 5)
            precondition(matches.count == 5)
            blackHole(matches)
        },
        setup: vectorSetup
    )
    Benchmark(
        "VectorStoreRetrieveTop5Of10kDim384",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput], maxDuration: .seconds(5)),
        closure: { benchmark in
            guard let fixture = vectorFixture.state else { return }
            let chunks = try fixture.store.retrieve(
                fixture.queries[benchmark.currentIteration % fixture.queries.count], k: 5, in: fixture.index)
            precondition(chunks.count == 5)
            blackHole(chunks)
        },
        setup: vectorSetup,
        teardown: { vectorFixture.tearDown() }
    )
}
