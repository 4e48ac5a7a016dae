import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// The detectors of what the screen shows: strips without content, the keyboard over the newest
/// message, and content drawn upside down.
///
/// Each detector, driven through the public controller seam: once by a controller that makes
/// it fire (with the exact figure it must report) and once by one that keeps it at 0. The runs
/// use ``phone`` (60 Hz, frame k starts at k × 16 667 µs, every cost 10 µs) over 100 short
/// messages, 20 loaded.
@Suite struct VisibleContentDetectorTests {
    // MARK: blankAreaMax

    /// At the bottom of the list (its last items measured, so the content size stays put),
    /// then jumps `points` past the end on the fifth display-link tick (frame 4).
    private func overscrolling(by points: Double) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        var frame = 0
        controller.onFrame = { context in
            frame += 1
            guard frame == 5 else { return }
            let view = context.collectionView
            view.layoutIfNeeded()
            view.setContentOffset(Point(y: view.maxContentOffsetY + points), animated: false)
        }
        return controller
    }

    @Test func blankAreaIsTheUncoveredStripTimesTheWidth() throws {
        let result = try run(overscrolling(by: 100)).result
        // 100 pt past the end of the content on a 393 pt wide screen (to the rounding of the
        // fractional content height the offset is computed from), from the fifth tick,
        // frame 4, to the end of the run.
        #expect(abs(result.metrics[.blankAreaMax]! - 100 * 393) < 1e-6)
        #expect(abs(result.metrics[.blankAreaCumulative]! - 100 * 393 * 56) < 1e-3)
        #expect(result.findings.first { $0.kind == .blankArea }?.frame == 4)
    }

    @Test func blankAreaStaysZeroAtTheEndOfTheContent() throws {
        let result = try run(overscrolling(by: 0)).result
        #expect(result.metrics[.blankAreaMax] == 0)
        #expect(result.metrics[.blankAreaCumulative] == 0)
    }

    @Test func blankAreaStaysZeroForTheUsersOwnRubberBand() throws {
        // At the bottom, the finger pulls 150 pt further towards newer messages and lets go:
        // the list stretches past its end and bounces back — the platform's edge feedback.
        let pull = TimelineEvent(at: frameStart(5), action: .drag(distance: -150, duration: .milliseconds(200)))
        let output = try run(overscrolling(by: 0), [pull])
        #expect(output.trace.contains { $0.offsetY > output.trace[4].offsetY + 1 })
        #expect(output.result.metrics[.blankAreaMax] == 0)
    }

    // MARK: keyboardOverlapFrames

    /// At the bottom of the list; the keyboard shows at 0.1 s. `follows` moves the content
    /// alongside the keyboard, as a chat screen should.
    private func keyboardShowing(follows: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = applyAndScrollToBottom
        controller.onKeyboard = { change, context in
            guard follows else { return }
            let view = context.collectionView
            view.animateContentOffset(to: view.restingContentOffsetRange(keyboardHeight: change.endHeight).upperBound,
                                      duration: change.duration)
        }
        return controller
    }

    @Test func keyboardOverlapCountsFramesTheKeyboardHidesTheNewestMessage() throws {
        let metrics = try run(keyboardShowing(follows: false), seconds: 1, [
            TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .keyboard(show: true)),
        ]).result.metrics
        // The keyboard starts on the scroll view's clock (frame 5's instant, when the event
        // is handled in frame 6) and hides the newest message once it rises more than 1 pt
        // above the home indicator (34 pt): count those frames with Viewport's keyboard.
        var keyboard = Keyboard()
        try keyboard.show(height: phone.keyboardHeight.portrait, at: frameStart(5))
        var expected = 0
        for frame in 6..<60 {
            keyboard.advance(to: frameStart(frame))
            if keyboard.visibleHeight > 34 + 1 { expected += 1 }
        }
        #expect(expected > 40)
        #expect(metrics[.keyboardOverlapFrames] == Double(expected))
    }

    @Test func keyboardOverlapStaysZeroWhenTheContentMovesWithTheKeyboard() throws {
        let metrics = try run(keyboardShowing(follows: true), seconds: 1, [
            TimelineEvent(at: VirtualInstant(seconds: 0.1), action: .keyboard(show: true)),
        ]).result.metrics
        #expect(metrics[.keyboardOverlapFrames] == 0)
    }

    // MARK: upsideDownFrames

    @Test func upsideDownFramesFollowTheTransformChain() throws {
        for (cell, contentView, hosted, upright) in [
            (ViewTransform.flippedVertically, ViewTransform.identity, true, false),
            (.flippedVertically, .identity, false, true),
            (.identity, .flippedVertically, true, true),
            (.identity, .identity, true, false),
        ] {
            let controller = ScriptedController()
            controller.onLoad = {
                $0.collectionView.transform = .flippedVertically
                $0.dataSource.apply(snapshot($0), animatingDifferences: false)
            }
            controller.onConfigure = {
                $0.cellTransform = cell
                $0.contentViewTransform = contentView
                $0.hostsContent = hosted
            }
            let metrics = try run(controller, seconds: 0.5).result.metrics
            // 0.5 s at 60 Hz is 30 frames, every one of them showing the cells.
            #expect(metrics[.upsideDownFrames] == (upright ? 0 : 30), "cell \(cell) contentView \(contentView) hosted \(hosted)")
        }
    }
}
