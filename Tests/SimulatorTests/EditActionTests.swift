import ChatModel
import Foundation
import Testing
import Viewport
@testable import Simulator

/// The `edit` timeline action: a loaded message anywhere in the list gets new text and the
/// controller hears `.tokens` of it; an edit the run cannot perform is an `actionDropped`
/// finding that fails the run. The runs use ``phone`` over 100 short messages, 20 loaded
/// (`m-0080` … `m-0099`).
@Suite struct EditActionTests {
    /// Seven lines where the message had one.
    private static let longer = (1...7).map { "Line \($0) of the corrected message." }.joined(separator: "\n")

    /// A list at its bottom that reconfigures the message it is told changed.
    private func reconfiguring(_ heard: UnsafeMutablePointer<[MessageID]>) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onMessages = { change, context in
            guard case .tokens(let id) = change else { return }
            heard.pointee.append(id)
            var next = snapshot(context)
            try? next.reconfigureItems([.message(id)])  // cannot throw: a loaded message
            context.dataSource.apply(next, animatingDifferences: false)
        }
        return controller
    }

    @Test func anEditMidListChangesTheMessageAndItsRowAndTellsTheController() throws {
        var heard: [MessageID] = []
        let edit = TimelineEvent(at: frameStart(30), action: .edit(message: MessageID(95), text: Self.longer))
        let output = try run(reconfiguring(&heard), seconds: 1, [edit])
        #expect(heard == [MessageID(95)])
        #expect(output.trace[30].frameEvents.contains(.edit))
        #expect(output.trace[29].contentHeight < output.trace[30].contentHeight)
        #expect(output.result.findings.filter { $0.kind == .actionDropped } == [])
    }

    @Test func anEditOfAMessageNotLoadedIsDroppedWithAFindingThatFailsTheRun() throws {
        var heard: [MessageID] = []
        let edit = TimelineEvent(at: frameStart(30), action: .edit(message: MessageID(10), text: "x"))
        let result = try run(reconfiguring(&heard), seconds: 1, [edit]).result
        #expect(heard == [])
        let expected = Finding(frame: 30, time: 0.50001, kind: .actionDropped,
                               message: "edit of m-0010 at 0.50001 s was dropped: it is not a loaded message")
        #expect(result.failingFindings == [expected])
    }
}
