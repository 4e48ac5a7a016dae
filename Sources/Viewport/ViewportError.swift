/// An invalid input to the viewport, with a message saying what was wrong.
public enum ViewportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A layout was given impossible geometry (negative or non-finite height, bad index).
    case invalidLayout(String)
    /// A scroll view was given impossible geometry or an out-of-range argument.
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .invalidLayout(let message): "invalid layout: \(message)"
        case .invalidArgument(let message): "invalid argument: \(message)"
        }
    }
}
