import ChatModel
import ChatRigTesting
import ChatRigUIKit
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// What the face does with a view controller's UIKit calls, pinned on a small probe screen
    /// over the bundled `keyboard-during-stream` scenario (keyboard up at 0.2 s, a send and a
    /// 600-token reply at 0.5 s, keyboard down at 3 s, up at 5 s, down at 7 s).
    @Suite struct FaceBehaviourTests {
        static let rehearsal = Rehearsal()
        static let path = "Scenarios/keyboard/keyboard-during-stream.yaml"

        static func run(_ configure: (ProbeViewController, ProbeAdapter) -> Void = { _, _ in }) throws
            -> (RehearsalResult, ProbeViewController, ProbeAdapter) {
            let controller = ProbeViewController()
            let adapter = ProbeAdapter()
            configure(controller, adapter)
            let result = try rehearsal.run(rehearsal.scenario(at: path), viewController: { controller }, adapter: adapter, named: "probe")
            return (result, controller, adapter)
        }

        /// UIKit posts will-show (or will-hide) and will-change-frame with the keyboard's end
        /// frame: the device's 336 pt keyboard, or a zero-height frame when it goes down.
        @Test func keyboardNotificationsReachTheScreensObserversWithTheEndFrame() throws {
            let (_, controller, _) = try Self.run()
            let seen = controller.notifications.map { "\($0.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")) \(Int($0.endHeight))" }
            #expect(seen == [
                "WillShowNotification 336", "WillChangeFrameNotification 336",
                "WillHideNotification 0", "WillChangeFrameNotification 0",
                "WillShowNotification 336", "WillChangeFrameNotification 336",
                "WillHideNotification 0", "WillChangeFrameNotification 0",
            ])
        }

        /// A duplicate identifier is a `snapshotError` that fails the rehearsal; without it the
        /// same screen has none.
        @Test func aDuplicateItemIdentifierIsASnapshotErrorThatFailsTheRun() throws {
            let (broken, _, _) = try Self.run { controller, _ in controller.duplicatesNewestItem = true }
            let error = try #require(broken.finding(.snapshotError))
            #expect(error.message.hasPrefix("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): "))
            #expect(error.frame == 0)
            #expect(!broken.passed)
            let (sound, _, _) = try Self.run()
            #expect(sound.finding(.snapshotError) == nil)
        }

        /// Outside a rehearsal, misuse is dropped and the snapshot keeps what it had.
        @Test func misuseLeavesTheSnapshotAsItWas() {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendItems(["a"])  // no section yet
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"], toSection: 0)
            snapshot.appendItems(["b"], toSection: 0)
            snapshot.deleteItems(["z"])
            #expect(snapshot.itemIdentifiers == ["a", "b"])
        }

        /// Work queued on the main queue runs before the next frame: on the virtual clock, at
        /// the instant it was queued (the frame's events and its display-link tick share it).
        @Test func mainQueueWorkRunsBeforeTheNextFrame() throws {
            let (_, controller, _) = try Self.run()
            #expect(controller.mainQueueRuns.count > 100)
            #expect(controller.mainQueueRuns.allSatisfy { $0.ran == $0.queued })
        }

        /// `asyncAfter` on a wall-clock deadline runs on the virtual clock at the rounded delay
        /// and is reported; a screen that never calls it has no such finding.
        @Test func asyncAfterIsScheduledAndReported() throws {
            let (result, controller, _) = try Self.run { _, adapter in adapter.schedulesDelayedWorkOnSend = true }
            let finding = try #require(result.finding(.invariantViolation))
            #expect(finding.message.hasPrefix("DispatchQueue.asyncAfter(deadline:) on a wall-clock deadline, about 500 ms"))
            let ranAt = try #require(controller.delayedRunAt)
            // Sent on the first 120 Hz tick at or after 0.5 s; the timer fires on the first tick
            // at or after that + 0.5 s: within two frames of 1 s.
            #expect(ranAt >= 1.0 && ranAt <= 1.0 + 2.0 / 120, "sent at 0.5 s, + 0.5 s: \(ranAt)")
            let (plain, _, _) = try Self.run()
            #expect(plain.finding(.invariantViolation) == nil)
        }

        /// A display link fires once a frame, and each firing is charged: 5 µs, plus 2 µs per
        /// view property its callback wrote (estimates, ``CADisplayLink``).
        @Test func aDisplayLinkFiresEveryFrameAndIsChargedPerPropertyWrite() throws {
            let (quiet, _, _) = try Self.run()
            let (idle, idleScreen, _) = try Self.run { controller, _ in controller.displayLinkWrites = 0 }
            let (busy, busyScreen, _) = try Self.run { controller, _ in controller.displayLinkWrites = 100 }
            #expect(idleScreen.displayLinkFires == Int(quiet[.frames]))
            #expect(busyScreen.displayLinkFires == Int(quiet[.frames]))
            // The median frame carries the link's cost on top of the quiet run's.
            #expect(abs(idle[.frameCostP50] - quiet[.frameCostP50] - 0.005) < 1e-9)
            #expect(abs(busy[.frameCostP50] - quiet[.frameCostP50] - 0.205) < 1e-9)
        }

        /// Cells joining and leaving the screen are reported to the delegate: every cell that
        /// ended displaying had been displayed, and what remains are the visible ones.
        /// A label whose string changes lays that whole string out again, charged as text layout
        /// at the device's 0.35 µs a character; one set to the string it holds charges nothing;
        /// `NSAttributedString(markdown:)` charges parsing its source at 0.8 µs a byte — where the
        /// app's code does it, with nothing declared by the adapter (``TextWork``).
        @Test func aLabelsChangedStringAndAMarkdownParseAreChargedWhereTheAppDoesThem() throws {
            let (idle, _, _) = try Self.run { controller, _ in controller.displayLinkWrites = 0 }
            let (changing, _, _) = try Self.run { controller, _ in
                controller.displayLinkWrites = 0
                controller.displayLinkLabelTexts = ["twelve chars", "other twelve"]
            }
            let (same, _, _) = try Self.run { controller, _ in
                controller.displayLinkWrites = 0
                controller.displayLinkLabelTexts = ["twelve chars"]
            }
            let (parsing, _, _) = try Self.run { controller, _ in
                controller.displayLinkWrites = 0
                controller.displayLinkMarkdown = "**twenty bytes** ok"
            }
            // Each firing: one property write (2 µs) and, when the string changed, 12 × 0.35 µs.
            #expect(abs(changing[.frameCostP50] - idle[.frameCostP50] - (0.002 + 12 * 0.00035)) < 1e-9)
            #expect(abs(same[.frameCostP50] - idle[.frameCostP50] - 0.002) < 1e-9)
            // 19 bytes of markdown × 0.8 µs, no property written.
            #expect(abs(parsing[.frameCostP50] - idle[.frameCostP50] - 19 * 0.0008) < 1e-9)
        }

        @Test func willDisplayAndDidEndDisplayingBalanceToTheVisibleCells() throws {
            let (result, controller, _) = try Self.run()
            #expect(controller.willDisplay >= controller.didEndDisplaying)
            #expect(controller.willDisplay - controller.didEndDisplaying == controller.collectionView.visibleCells.count)
            #expect(controller.willDisplay >= Int(result[.cellsConfigured]) / 10)
        }

        /// Two flings (`image-heavy-history`, at 0.5 s and 2.5 s, 3,000 pt/s): each release ends
        /// a drag that will decelerate. The first is still gliding when the second drag catches
        /// it — a touch that stops a deceleration ends it without `scrollViewDidEndDecelerating`,
        /// as the engine delivers it — so only the second's coming to rest is reported.
        @Test func endOfDragAndDecelerationReachTheDelegate() throws {
            let controller = ProbeViewController()
            let scenario = try Self.rehearsal.scenario(at: "Scenarios/images/image-heavy-history.yaml")
            _ = try Self.rehearsal.run(scenario, viewController: { controller }, adapter: ProbeAdapter(), named: "probe")
            #expect(controller.endedDrags == [true, true])
            #expect(controller.endedDecelerations == 1)
        }

        /// A cell configured on every update but from a stale cache shows an old revision: the
        /// labels the app's cell code filled say so, though the engine configured it in time.
        /// Filled from the current text, the same screen shows none.
        @Test func aCellFilledFromStaleDataIsStaleThroughItsLabels() throws {
            let (stale, _, _) = try Self.run { controller, _ in
                controller.reconfiguresAll = true
                controller.cachesFirstText = true
            }
            #expect(stale[.staleCellFrames] > 100, "\(stale)")
            let (current, _, _) = try Self.run { controller, _ in controller.reconfiguresAll = true }
            #expect(current[.staleCellFrames] == 0, "\(current)")
        }

        /// Same inputs, same outputs.
        @Test func rehearsingTwiceGivesEqualMetrics() throws {
            let (first, _, _) = try Self.run()
            let (second, _, _) = try Self.run()
            #expect(first.metrics == second.metrics)
            #expect(first.findings == second.findings)
        }

        /// The UUID that stands for a ChatRig message reads back as that message; another does not.
        @Test func messageUUIDsRoundTrip() {
            for raw: Int64 in [0, 1, 41, 1 << 40, .max] {
                #expect(MessageID(UUID(MessageID(raw))) == MessageID(raw))
            }
            #expect(MessageID(UUID()) == nil)
        }
    }
}
