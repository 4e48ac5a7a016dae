import ChatModel

/// A deterministic text embedder with meaning: texts that share words (or word stems) get
/// nearby unit vectors, so retrieval over it returns sensible citations.
///
/// The personal-llm design builds its RAG engine on `MockEmbedder(dimension: 384)`, whose vectors are
/// random; this one keeps the dimension but hashes features instead:
/// 1. the text is split into words (runs of letters and digits), each scalar lower-cased;
/// 2. each word adds weight 1 (0.15 for an English stop word) to its hashed dimension,
///    and each character trigram of `⟨word⟩` adds 0.3, so `embed` and `embedding` share
///    most of their trigrams;
/// 3. signed feature hashing folds the features into ``dimension`` components;
/// 4. the vector is scaled to unit L2 length (a text without words maps to a fixed unit
///    vector).
///
/// The same text, dimension and seed give bit-identical vectors. Cost: O(text length +
/// dimension) per text.
public struct MockEmbedder: Sendable, Hashable {
    /// Components per vector; 384 as in the personal-llm design (MiniLM-class models).
    public let dimension: Int
    /// Salts the feature hashes: different seeds give unrelated (but each meaningful) spaces.
    public let seed: UInt64
    /// The modelled latency of a batch, see ``modelledDuration(forBatch:)``.
    public var profile: EmbedderProfile

    private static let wordWeight: Float = 1
    private static let stopWordWeight: Float = 0.15
    private static let trigramWeight: Float = 0.3

    /// - Throws: ``MockEmbedderError/invalidDimension(_:)`` unless `dimension` is at least 1.
    public init(dimension: Int = 384, seed: UInt64 = 0, profile: EmbedderProfile = .fastMock) throws(MockEmbedderError) {
        guard dimension >= 1 else { throw .invalidDimension(dimension) }
        self.dimension = dimension
        self.seed = seed
        self.profile = profile
    }

    /// The unit-length embedding of `text`. O(text length + dimension).
    public func embed(_ text: String) -> [Float] {
        let hasher = FeatureHasher(dimension: dimension, salt: FeatureHasher.mix(seed))
        var vector = [Float](repeating: 0, count: dimension)
        var padded: [UInt8] = [0x02]
        padded.reserveCapacity(64)
        var hasWords = false

        func flushWord() {
            guard padded.count > 1 else { return }
            hasWords = true
            let word = padded[1...]
            let wordKey = FeatureHasher.fnv1a(word)
            let weight = Self.stopWords.contains(wordKey) ? Self.stopWordWeight : Self.wordWeight
            hasher.add(key: wordKey, kind: 1, weight: weight, to: &vector)
            padded.append(0x03)
            for start in 0...(padded.count - 3) {
                hasher.add(key: FeatureHasher.fnv1a(padded[start..<(start + 3)]), kind: 2,
                           weight: Self.trigramWeight * (weight / Self.wordWeight), to: &vector)
            }
            padded.removeSubrange(1...)
        }

        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                // ASCII fast path: letters lower-cased, digits kept, anything else ends a word.
                if value >= 0x41 && value <= 0x5A {
                    padded.append(UInt8(value + 0x20))
                } else if (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) {
                    padded.append(UInt8(value))
                } else {
                    flushWord()
                }
                continue
            }
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil {
                for lowered in properties.lowercaseMapping.unicodeScalars {
                    UTF8.encode(lowered) { padded.append($0) }
                }
            } else {
                flushWord()
            }
        }
        flushWord()

        if !hasWords {
            hasher.add(key: 0, kind: 0, weight: 1, to: &vector)
        }
        var squares: Double = 0
        for component in vector { squares += Double(component) * Double(component) }
        let scale = Float(1 / squares.squareRoot())
        for index in vector.indices { vector[index] *= scale }
        return vector
    }

    /// Embeddings of every text, in order. O(total length + count × dimension).
    public func embed<C: Collection>(batch texts: C) -> [[Float]] where C.Element == String {
        texts.map(embed)
    }

    /// How long embedding `texts` in one batch takes on the virtual clock, by ``profile``.
    public func modelledDuration<C: Collection>(forBatch texts: C) -> VirtualDuration where C.Element: StringProtocol {
        profile.duration(forBatch: texts)
    }

    /// Cosine similarity; for unit vectors, their dot product. O(dimension).
    /// Vectors of different lengths compare over their common prefix.
    public static func cosineSimilarity(_ a: [Float], _ b: [Float]) -> Float {
        var dot: Float = 0, normA: Float = 0, normB: Float = 0
        for index in 0..<min(a.count, b.count) {
            dot += a[index] * b[index]
            normA += a[index] * a[index]
            normB += b[index] * b[index]
        }
        let denominator = (normA * normB).squareRoot()
        return denominator > 0 ? dot / denominator : 0
    }

    /// The `count` documents nearest to `query` by cosine similarity, best first; ties keep
    /// document order. O(n × (length + dimension) + n log n).
    public func nearest(to query: String, among documents: [String], count: Int) -> [(index: Int, score: Float)] {
        let queryVector = embed(query)
        let scored = documents.enumerated().map { (index: $0.offset, score: Self.cosineSimilarity(queryVector, embed($0.element))) }
        let ranked = scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
        return Array(ranked.prefix(max(0, count)))
    }

    /// FNV-1a keys of common English function words, weighted down so that shared content
    /// words dominate similarity.
    private static let stopWords: Set<UInt64> = Set([
        "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with", "by", "from",
        "is", "are", "was", "were", "be", "been", "it", "its", "this", "that", "these", "those", "as",
        "how", "what", "which", "who", "do", "does", "did", "can", "i", "you", "we", "they", "my", "your",
    ].map { FeatureHasher.fnv1a(Array($0.utf8)) })
}
