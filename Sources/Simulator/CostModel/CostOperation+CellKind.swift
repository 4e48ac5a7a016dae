import ListLayout
import RunResults

extension CostOperation {
    /// The configuration of a cell of `kind`.
    public static func configure(_ kind: CellKind) -> CostOperation {
        switch kind {
        case .user: .configureUserCell
        case .assistant: .configureAssistantCell
        case .images: .configureImagesCell
        case .thinking: .configureThinkingCell
        case .failed: .configureFailedCell
        case .typingIndicator: .configureTypingIndicatorCell
        case .dateSeparator: .configureDateSeparatorCell
        case .loadingOlder: .configureLoadingOlderCell
        }
    }
}
