/// The grapheme clusters of a text from a cluster boundary on, each with its UTF-8 length:
/// what `for character in text[index...]` visits, without running the grapheme-breaking
/// rules where they cannot join anything.
///
/// A one-byte scalar followed by another one-byte scalar (or by the end of the text) is a
/// cluster of its own, except CR followed by LF (Unicode's rule GB3, UAX #29): no one-byte
/// scalar extends a cluster, joins one (ZWJ, spacing marks) or prepends to one, so only a
/// multi-byte scalar after it could — and then the cluster is taken from the string.
struct CharacterWalk {
    let text: String
    private var index: String.Index

    /// Starts at byte `utf8Offset` of `text`, which must be a cluster boundary.
    init(_ text: String, fromUTF8Offset utf8Offset: Int) {
        self.text = text
        index = text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
    }

    /// The next cluster and its UTF-8 length; nil at the end. O(cluster).
    @inline(__always)
    mutating func next() -> (character: Character, length: Int)? {
        if let byte = nextASCII() { return (Character(Unicode.Scalar(byte)), 1) }
        guard index < text.utf8.endIndex else { return nil }
        let character = text[index]
        let length = character.utf8.count
        index = text.utf8.index(index, offsetBy: length)
        return (character, length)
    }

    /// The next cluster's byte when that cluster is one ASCII byte (see the type's rule),
    /// moving past it; nil, without moving, at the end or before any other cluster. O(1).
    @inline(__always)
    mutating func nextASCII() -> UInt8? {
        let utf8 = text.utf8
        guard index < utf8.endIndex else { return nil }
        let byte = utf8[index]
        guard byte < 0x80 else { return nil }
        let following = utf8.index(after: index)
        guard following == utf8.endIndex || (utf8[following] < 0x80 && !(byte == 0x0D && utf8[following] == 0x0A)) else {
            return nil
        }
        index = following
        return byte
    }
}
