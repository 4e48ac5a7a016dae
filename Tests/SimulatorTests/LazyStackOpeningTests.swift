import ChatModel
import Foundation
import ListLayout
import Testing
import Viewport
@testable import Simulator

/// A lazy stack opened at its bottom (`.defaultScrollAnchor(.bottom)`) sizes the rows it
/// opens on before showing them, as SwiftUI sizes a lazy stack's row when it creates it:
/// nothing on screen waits at its estimate for the first drag to measure it. ``phone``, 100
/// short messages, 20 loaded.
@Suite struct LazyStackOpeningTests {
    private static let stack = LazyStackConfiguration(spacing: 8, verticalPadding: 16, horizontalPadding: 16)

    /// Opens anchored at the bottom; a 60 pt drag towards older messages at 0.5 s.
    private func opening() throws -> Simulation.Output {
        let controller = ScriptedController()
        controller.onLoad = { context in
            let list = context.lazyStack(Self.stack)
            list.defaultScrollAnchorBottom = true
            list.update(rows: context.messages.map { .message($0.id) }, rowCount: 20, changed: [])
        }
        let drag = TimelineEvent(at: VirtualInstant(seconds: 0.5), action: .drag(distance: 60, duration: .milliseconds(100)))
        return try run(controller, seconds: 1, [drag])
    }

    @Test func theRowsItOpensOnAreSizedBeforeTheFirstDrag() throws {
        let output = try opening()
        let first = try #require(output.trace.first)
        // At its bottom from the first frame: the content's end is the visible area's end.
        #expect(abs(first.offsetY + first.viewportHeight - first.insetBottom - first.contentHeight) < 0.5)
        // The drag shows nothing new at its estimate: the content keeps its height.
        #expect(output.trace.allSatisfy { $0.contentHeight == first.contentHeight })
        #expect(output.result.metrics[.newestHiddenFrames] == 0)
    }
}
