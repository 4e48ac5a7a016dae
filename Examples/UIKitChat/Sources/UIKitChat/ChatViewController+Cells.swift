import ChatUI

// Rehearsal only: a device makes registered cells itself.
#if canImport(ChatRigUIKit)

extension ChatViewController {
    /// The cell classes the screen registers, with how to make each: what a rehearsal
    /// needs where there is no Objective-C runtime to make a registered class.
    nonisolated public static var cellFactories: [UIKitCellFactory] {
        [
            UIKitCellFactory(UserMessageCell.self) { UserMessageCell(frame: $0) },
            UIKitCellFactory(AssistantMessageCell.self) { AssistantMessageCell(frame: $0) },
            UIKitCellFactory(TypingIndicatorCell.self) { TypingIndicatorCell(frame: $0) },
        ]
    }
}
#endif
