import ChatModel
import Simulator

// The options of the reported SwiftUI list that restore bugs from a third batch of public
// reports: which rows' bodies run when one message changes or the user types. The first case
// of each enum is the fix (and the list as it was before the option existed).
extension ReportedStackListController {
    /// Which rows' bodies run when a message changes.
    public enum RowUpdates: String, Hashable, Sendable, CaseIterable {
        /// Only the row whose message changed: the rows are value views SwiftUI can compare
        /// (or `@Observable` per message), so an unchanged row's body is skipped.
        case changedRow
        /// Every on-screen row: each row observes the whole view model (`@ObservedObject var
        /// viewModel`, or a closure among its inputs, which SwiftUI cannot compare), so a chunk
        /// of one reply re-runs every visible row's body — "everytime message row is updated
        /// with text, the entire ContentView got recomputed" (alfianlosari/ChatGPTSwiftUI #11;
        /// awizemann/scarf #46: "SwiftUI re-evaluates every bubble (not just the one that grew)").
        case everyRow
    }

    /// Where the composer's text lives.
    public enum ComposerState: String, Hashable, Sendable, CaseIterable {
        /// In its own view: a keystroke runs the composer's body only.
        case isolated
        /// A `@State` of the view that also holds the list, whose rows it cannot tell apart from
        /// changed ones: every keystroke re-runs every on-screen row's body
        /// (meshtastic/Meshtastic-Apple #484, "slow typing speed when lots of messages"; its fix
        /// isolates the typing state in its own view).
        case inListView
    }

    /// The rows whose body runs when message `id` changed.
    func rowsChanged(by id: MessageID) -> [ChatItemID] {
        switch options.rowUpdates {
        case .changedRow: [.message(id)]
        case .everyRow: list.rows
        }
    }

    public func composerTextDidChange(_ context: ChatListContext) {
        let height = ComposerGeometry(baseHeight: context.singleLineComposerHeight)
            .height(lines: ComposerGeometry.lineCount(of: context.composerText), images: context.composerImageCount)
        if height != context.composerHeight { context.setComposerHeight(height) }
        switch options.composer {
        case .isolated: break
        case .inListView: list.update(rows: MessageRows.make(context), rowCount: context.conversationLength, changed: list.rows)
        }
    }
}
