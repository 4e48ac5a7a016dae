
/// Documents split into chunks with float32 embeddings, and exact top-k cosine retrieval.
///
/// Embeddings are stored as BLOBs of `dimension` little-endian float32 values. The store
/// holds one vector space: its dimension is fixed by the first chunk added, and a vector of
/// another length is refused with ``StorageError/dimensionMismatch(path:expected:actual:)``.
///
/// Retrieval loads every vector once into a ``ChunkIndex`` (one contiguous `[Float]`) and
/// scans it; reload the index after adding documents.
public final class VectorStore: Sendable {
    public let database: ChatRigDatabase

    public init(database: ChatRigDatabase) {
        self.database = database
    }

    /// Opens (creating and migrating if needed) the database at `location`.
    public convenience init(location: StorageLocation) throws {
        try self.init(database: ChatRigDatabase(location: location))
    }

    private var path: String { database.location.path }

    /// The dimension of the stored vectors, or `nil` while the store is empty of chunks.
    public func dimension() throws -> Int? {
        try database.read { db in try db.fetchOne(Int.self, "SELECT dimension FROM vectorSpace") }
    }

    /// The number of stored chunks. O(n).
    public func chunkCount() throws -> Int {
        try database.read { db in try db.fetchOne(Int.self, "SELECT COUNT(*) FROM chunk") ?? 0 }
    }

    /// Adds (or replaces) a document and its chunks, in one transaction; chunk ordinals are
    /// their positions in `chunks`. O(chunks × dimension).
    public func addDocument(id: String, title: String, chunks: [EmbeddedChunk]) throws {
        try addDocuments([(id: id, title: title, chunks: chunks)])
    }

    /// Adds (or replaces) many documents in one transaction with reused prepared statements:
    /// the bulk path for seeding large corpora.
    public func addDocuments(_ documents: [(id: String, title: String, chunks: [EmbeddedChunk])]) throws {
        try database.write { db in
            var dimension = try db.fetchOne(Int.self, "SELECT dimension FROM vectorSpace")
            let deleteDocument = try db.cachedStatement("DELETE FROM document WHERE id = ?")
            let insertDocument = try db.cachedStatement("INSERT INTO document (id, title) VALUES (?, ?)")
            let insertChunk = try db.cachedStatement("""
                INSERT INTO chunk (documentId, ordinal, text, embedding) VALUES (?, ?, ?, ?)
                """)
            for document in documents {
                deleteDocument.bind(document.id, at: 1)
                try deleteDocument.execute()
                insertDocument.bind(document.id, at: 1)
                insertDocument.bind(document.title, at: 2)
                try insertDocument.execute()
                for (ordinal, chunk) in document.chunks.enumerated() {
                    if let expected = dimension {
                        guard chunk.embedding.count == expected else {
                            throw StorageError.dimensionMismatch(path: path, expected: expected, actual: chunk.embedding.count)
                        }
                    } else {
                        guard !chunk.embedding.isEmpty else {
                            throw StorageError.invalidArgument("chunk \(document.id)#\(ordinal) has an empty embedding")
                        }
                        try db.execute("INSERT INTO vectorSpace (singleton, dimension) VALUES (1, ?)", chunk.embedding.count)
                        dimension = chunk.embedding.count
                    }
                    insertChunk.bind(document.id, at: 1)
                    insertChunk.bind(ordinal, at: 2)
                    insertChunk.bind(chunk.text, at: 3)
                    EmbeddingBlob.withLittleEndianBytes(of: chunk.embedding) { insertChunk.bind(bytes: $0, at: 4) }
                    try insertChunk.execute()
                }
            }
        }
    }

    /// Embeds `texts` with `embedder` and adds them as the chunks of a document.
    public func addDocument<Embedder: TextEmbedding>(
        id: String, title: String, texts: [String], embeddedBy embedder: Embedder
    ) throws {
        try addDocument(id: id, title: title, chunks: texts.map { EmbeddedChunk(text: $0, embedding: embedder.embed($0)) })
    }

    /// Removes a document and its chunks.
    public func removeDocument(id: String) throws {
        try database.write { db in try db.execute("DELETE FROM document WHERE id = ?", id) }
    }

    /// Loads every stored vector into a contiguous, normalised index. O(n × dimension).
    ///
    /// - Throws: ``StorageError/corruptDatabase(path:reason:)`` for a blob of the wrong length.
    public func loadIndex() throws -> ChunkIndex {
        try database.read { db in
            guard let dimension = try db.fetchOne(Int.self, "SELECT dimension FROM vectorSpace") else {
                return ChunkIndex(vectors: nil, chunkIDs: [])
            }
            var index = VectorIndex(dimension: dimension)
            var chunkIDs: [Int64] = []
            let statement = try db.makeStatement("SELECT id, embedding FROM chunk ORDER BY id")
            defer { statement.reset() }
            while try statement.step() {
                let id = statement.int64(at: 0)
                try statement.withBlob(at: 1) { bytes in
                    guard bytes.count == dimension * 4 else {
                        throw StorageError.corruptDatabase(
                            path: path, reason: "chunk \(id) embedding has \(bytes.count) bytes, expected \(dimension * 4)")
                    }
                    let floats = EmbeddingBlob.floats(fromLittleEndian: bytes)
                    floats.withUnsafeBufferPointer { index.append(contentsOf: $0) }
                }
                chunkIDs.append(id)
            }
            return ChunkIndex(vectors: index, chunkIDs: chunkIDs)
        }
    }

    /// The `k` chunks most similar to `query` (exact cosine top-k over `index`), best first,
    /// with their documents. O(n × dimension) for the scan plus O(k log n) to read the chunks.
    public func retrieve(_ query: [Float], k: Int, in index: ChunkIndex) throws -> [RetrievedChunk] {
        guard let vectors = index.vectors else { return [] }
        guard query.count == vectors.dimension else {
            throw StorageError.dimensionMismatch(path: path, expected: vectors.dimension, actual: query.count)
        }
        let matches = vectors.nearest(to: query, k: k)
        return try database.read { db in
            let statement = try db.cachedStatement("""
                SELECT chunk.documentId, document.title, chunk.ordinal, chunk.text
                FROM chunk JOIN document ON document.id = chunk.documentId
                WHERE chunk.id = ?
                """)
            return try matches.compactMap { match in
                statement.bind(index.chunkIDs[match.row], at: 1)
                defer { statement.reset() }
                guard try statement.step() else { return nil }
                return RetrievedChunk(documentID: statement.string(at: 0), documentTitle: statement.string(at: 1),
                                      ordinal: Int(statement.int64(at: 2)), text: statement.string(at: 3),
                                      score: Double(match.score))
            }
        }
    }
}

/// The vectors of a ``VectorStore`` loaded for scanning, and the chunk each row belongs to.
public struct ChunkIndex: Sendable {
    /// The vectors; `nil` when the store had no chunks.
    public let vectors: VectorIndex?
    let chunkIDs: [Int64]

    /// The number of chunks indexed.
    public var count: Int { chunkIDs.count }
}
