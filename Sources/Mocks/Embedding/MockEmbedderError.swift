/// A ``MockEmbedder`` configuration out of range.
public enum MockEmbedderError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidDimension(Int)

    public var description: String {
        switch self {
        case let .invalidDimension(value): "embedding dimension must be at least 1, got \(value)"
        }
    }
}
