import Foundation

extension String {
    /// Whether `self == other` — canonical equivalence, as Swift's `==` — answered from the
    /// UTF-8 bytes wherever they settle it, so that comparing a streamed reply with its text of
    /// a chunk ago costs one `memcmp` instead of a scalar-by-scalar walk of the whole reply.
    ///
    /// - Equal bytes are equal text.
    /// - A text whose bytes extend the other's is different text: the extra bytes are at least
    ///   one scalar, and canonical decomposition maps every scalar to one or more scalars
    ///   (reordering only permutes them), so the longer text decomposes to more scalars.
    /// - Otherwise (different bytes of the same length, or neither a prefix of the other) the
    ///   answer is `==`'s.
    ///
    /// - Complexity: O(n) byte comparison, plus `==` in the last case.
    func isSameText(as other: String) -> Bool {
        var shorter = self, longer = other
        if shorter.utf8.count > longer.utf8.count { swap(&shorter, &longer) }
        let bytesAgree = shorter.withUTF8 { head in
            longer.withUTF8 { whole in
                head.isEmpty || memcmp(head.baseAddress!, whole.baseAddress!, head.count) == 0
            }
        }
        if bytesAgree { return shorter.utf8.count == longer.utf8.count }
        return self == other
    }
}
