import ChatModel
import Foundation
import ListLayout
import Mocks
import Testing
import Viewport
@testable import Simulator

/// The detectors of the frame's work: frames over budget, snapshots that change nothing,
/// decoded image memory.
///
/// Each detector, driven through the public controller seam: once by a controller that makes
/// it fire (with the exact figure it must report) and once by one that keeps it at 0. The runs
/// use ``phone`` (60 Hz, frame k starts at k × 16 667 µs, every cost 10 µs) over 100 short
/// messages, 20 loaded.
@Suite struct FrameWorkDetectorTests {
    // MARK: hitches

    @Test func hitchesCountFramesOverBudget() throws {
        // 20 ms of configuration in two frames against a 16.67 ms budget.
        let result = try run(.heavyReconfigures(at: [10, 20], extra: 20_000)).result
        #expect(result.metrics[.hitches] == 2)
        #expect(result.findings.first { $0.kind == .hitch }?.occurrences == 2)
    }

    @Test func hitchesStayZeroUnderBudget() throws {
        let result = try run(.heavyReconfigures(at: [10, 20], extra: 1_000)).result
        #expect(result.metrics[.hitches] == 0)
        #expect(result.metrics[.hitchTimeRatio] == 0)
    }

    // MARK: redundantApplies

    private func applying(_ snapshots: Int, changing: Bool) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        var frames = 0
        controller.onFrame = { context in
            frames += 1
            guard frames <= snapshots else { return }
            var s = snapshot(context)
            // Cannot throw: the first loaded message is in the snapshot.
            if changing { try? s.reconfigureItems([.message(context.messages.first!.id)]) }
            context.dataSource.apply(s, animatingDifferences: true)
        }
        return controller
    }

    @Test func redundantAppliesCountSnapshotsEqualToTheCurrentOne() throws {
        let metrics = try run(applying(3, changing: false)).result.metrics
        #expect(metrics[.snapshotApplies] == 4)
        #expect(metrics[.animatedApplies] == 3)
        #expect(metrics[.redundantApplies] == 3)
    }

    @Test func redundantAppliesStayZeroWhenEveryApplyChangesSomething() throws {
        let metrics = try run(applying(3, changing: true)).result.metrics
        #expect(metrics[.snapshotApplies] == 4)
        #expect(metrics[.redundantApplies] == 0)
    }

    // MARK: peakImageBytes

    private func sendingPhotos(applies: Bool, expected: UnsafeMutablePointer<Int>? = nil) -> ScriptedController {
        let controller = ScriptedController()
        controller.onLoad = { $0.dataSource.apply(snapshot($0), animatingDifferences: false) }
        controller.onMessages = { change, context in
            guard applies, case .sent(let id) = change else { return }
            expected?.pointee = context.message(id)!.attachments.reduce(0) { $0 + $1.decodedBytes }
            applyAndScrollToBottom(context)
        }
        return controller
    }

    @Test func peakImageBytesAreTheDecodedPhotosOnScreen() throws {
        var expected = 0
        let bytes = try withUnsafeMutablePointer(to: &expected) { pointer in
            try run(sendingPhotos(applies: true, expected: pointer), seconds: 1, [
                TimelineEvent(at: VirtualInstant(seconds: 0.2), action: .send(text: "photos", images: 3)),
            ]).result.metrics[.peakImageBytes]
        }
        #expect(expected > 0)
        #expect(bytes == Double(expected))
    }

    @Test func peakImageBytesStayZeroWhenNoPhotoIsShown() throws {
        let metrics = try run(sendingPhotos(applies: false), seconds: 1, [
            TimelineEvent(at: VirtualInstant(seconds: 0.2), action: .send(text: "photos", images: 3)),
        ]).result.metrics
        #expect(metrics[.peakImageBytes] == 0)
    }
}
