/// A match of an exact nearest-neighbour search: a row of a ``VectorIndex`` and its cosine
/// similarity to the query.
public struct VectorMatch: Hashable, Sendable {
    /// The row in the index (0-based, in the order the vectors were loaded).
    public var row: Int
    /// Cosine similarity, in -1...1 (0 for a zero vector).
    public var score: Float

    public init(row: Int, score: Float) {
        self.row = row
        self.score = score
    }
}

/// Unit-normalised embeddings in one contiguous `[Float]` (row-major, `count × dimension`),
/// scanned exactly for the top-k cosine matches.
///
/// Vectors are normalised once when the index is built, so a query costs one dot product
/// per row: O(count × dimension) multiply-adds (SIMD, 8 lanes) plus O(count log k) for the
/// heap — in practice the scan alone, since few rows enter the heap.
public struct VectorIndex: Sendable {
    public let dimension: Int
    /// Row-major, unit-length rows (zero rows stay zero).
    public private(set) var vectors: [Float]

    /// An empty index of `dimension`.
    public init(dimension: Int) {
        precondition(dimension > 0, "dimension must be positive")
        self.dimension = dimension
        self.vectors = []
    }

    /// The number of vectors.
    public var count: Int { vectors.count / dimension }

    /// Appends a vector (normalised on the way in). O(dimension).
    public mutating func append(_ vector: [Float]) {
        precondition(vector.count == dimension, "vector length \(vector.count) != dimension \(dimension)")
        vectors.append(contentsOf: Self.normalized(vector))
    }

    /// Appends a vector given as raw float32 values. O(dimension).
    mutating func append(contentsOf buffer: UnsafeBufferPointer<Float>) {
        let start = vectors.count
        vectors.append(contentsOf: buffer)
        let norm = vectors[start...].reduce(Float(0)) { $0 + $1 * $1 }.squareRoot()
        guard norm > 0 else { return }
        for index in start..<vectors.count { vectors[index] /= norm }
    }

    /// The `k` rows most similar to `query` by cosine similarity, best first (ties: lower row
    /// first). Returns fewer when the index holds fewer; nothing for a zero query.
    public func nearest(to query: [Float], k: Int) -> [VectorMatch] {
        precondition(query.count == dimension, "query length \(query.count) != dimension \(dimension)")
        guard k > 0, count > 0 else { return [] }
        let unitQuery = Self.normalized(query)
        var heap = TopKHeap(capacity: min(k, count))
        let dimension = self.dimension
        vectors.withUnsafeBufferPointer { rows in
            unitQuery.withUnsafeBufferPointer { q in
                for row in 0..<count {
                    let score = Self.dot(q.baseAddress!, rows.baseAddress! + row * dimension, dimension)
                    if score >= heap.threshold {
                        heap.offer(VectorMatch(row: row, score: min(1, max(-1, score))))
                    }
                }
            }
        }
        return heap.sorted()
    }

    /// `a · b` over `count` floats, eight lanes at a time.
    @inline(__always)
    static func dot(_ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ count: Int) -> Float {
        var lanes = SIMD8<Float>()
        var index = 0
        let rawA = UnsafeRawPointer(a)
        let rawB = UnsafeRawPointer(b)
        let stride = MemoryLayout<Float>.stride
        while index + 8 <= count {
            let x = rawA.loadUnaligned(fromByteOffset: index * stride, as: SIMD8<Float>.self)
            let y = rawB.loadUnaligned(fromByteOffset: index * stride, as: SIMD8<Float>.self)
            // `+= x * y`, not `addProduct`: the latter is not lowered to vector FMAs and
            // measured 4.6× slower (9.6 ms vs 2.1 ms for 10,000 × 384).
            lanes += x * y
            index += 8
        }
        var sum = lanes.sum()
        while index < count {
            sum += a[index] * b[index]
            index += 1
        }
        return sum
    }

    static func normalized(_ vector: [Float]) -> [Float] {
        let norm = vector.reduce(Float(0)) { $0 + $1 * $1 }.squareRoot()
        return norm > 0 ? vector.map { $0 / norm } : vector
    }
}
