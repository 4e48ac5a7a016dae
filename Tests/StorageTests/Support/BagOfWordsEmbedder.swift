import Storage

/// A tiny deterministic embedder for the tests: each lower-cased word adds 1 to a bucket
/// chosen by its FNV-1a hash, so texts sharing words have a high cosine similarity.
struct BagOfWordsEmbedder: TextEmbedding {
    var dimension: Int

    func embed(_ text: String) -> [Float] {
        var vector = [Float](repeating: 0, count: dimension)
        for word in text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in word.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            vector[Int(hash % UInt64(dimension))] += 1
        }
        return vector
    }
}
