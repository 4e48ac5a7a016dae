/// One step of a reply as the lazy ``ReplyEventSequence`` yields it: chunks, then exactly
/// one ``end(_:)``.
public enum ReplyEvent: Sendable, Hashable {
    case chunk(ReplyChunk)
    case end(ReplyEnd)
}
