import ChatModel
import ChatRigTesting
import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitSwift6ProbeFixture

extension UIKitRehearsalSuites {
    /// A screen compiled in Swift 6 language mode beside Foundation (`UIKitSwift6ProbeFixture`),
    /// rehearsed from the main actor as a team's UIKit tests run: the main run loop's order,
    /// keyboard frames as `NSValue`, UIKit's hierarchy.
    @Suite @MainActor struct Swift6ProbeTests {
        final class Adapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(Swift6MessageCell.self) { Swift6MessageCell(frame: $0) }]
            func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? { nil }
            func chatItem(at indexPath: IndexPath, of controller: Swift6ChatViewController) -> ChatItemID? {
                guard indexPath.section == 0, controller.store.messages.indices.contains(indexPath.row) else { return nil }
                return MessageID(controller.store.messages[indexPath.row].id).map(ChatItemID.message)
            }
            func showConversation(_ controller: Swift6ChatViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: Swift6ChatViewController, _ context: ChatListContext) {
                guard case .sent(let id) = change, let message = context.message(id) else { return }
                controller.receive(UUID(id), message.text)
            }
        }

        /// Two sends at `second` and `second2`, the keyboard up at 0.5 s and down at 3 s.
        static func yaml(sends first: String, _ second: String) -> String {
            """
            name: two-sends
            summary: Two messages sent, at the same instant or apart.
            conversation:
              history: 20
            timeline:
              - at: 0.5s
                keyboard: show
              - at: \(first)
                send: "first"
              - at: \(second)
                send: "second"
              - at: 3s
                keyboard: hide
            duration: 4s
            """
        }

        static func run(sends first: String, _ second: String) throws -> (RehearsalResult, Swift6ChatViewController) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-swift6-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("two-sends.yaml")
            try yaml(sends: first, second).write(to: file, atomically: true, encoding: .utf8)
            let rehearsal = Rehearsal()
            let controller = Swift6ChatViewController()
            let result = try rehearsal.run(rehearsal.scenario(at: file), viewController: { controller }, adapter: Adapter(), named: "swift6")
            return (result, controller)
        }

        /// The classic race of public reports: both messages reach the model before the first
        /// deferred batch runs (main-queue work waits behind the frame's pending events), so the
        /// first batch declares one insertion where the data source grew by two — UIKit's
        /// `NSInternalInconsistencyException`, a `snapshotError` that fails the run.
        @Test func twoMessagesInOneFrameRaceTheDeferredBatchUpdate() throws {
            let (result, screen) = try Self.run(sends: "1s", "1s")
            let receivesAndBatches = screen.journal.filter { !$0.hasPrefix("displayLink") }
            #expect(receivesAndBatches == ["receive 21", "receive 22", "batch 22", "batch 22"])
            let error = try #require(result.finding(.snapshotError))
            #expect(error.message.contains("Invalid update: invalid number of items in section 0"), "\(error.message)")
            #expect(!result.passed)
        }

        /// The same sends a second apart: each batch runs before the next message, no error.
        @Test func sendsInSeparateFramesDoNotRace() throws {
            let (result, screen) = try Self.run(sends: "1s", "2s")
            let receivesAndBatches = screen.journal.filter { !$0.hasPrefix("displayLink") }
            #expect(receivesAndBatches == ["receive 21", "batch 21", "receive 22", "batch 22"])
            #expect(result.finding(.snapshotError) == nil)
            #expect(result.passed)
            #expect(screen.collectionView.numberOfItems(inSection: 0) == 22)
        }

        /// The main queue's turn comes before the frame's display links: the deferred batch of
        /// a frame is journaled before that frame's display-link firing.
        @Test func mainQueueWorkRunsBeforeTheFramesDisplayLinks() throws {
            let (_, screen) = try Self.run(sends: "1s", "2s")
            let batch = try #require(screen.journal.firstIndex(of: "batch 21"))
            #expect(screen.journal[batch + 1] == "displayLink")
            #expect(screen.journal[batch - 1] == "receive 21")
        }

        /// From the main actor (the main queue's thread, not the main thread, under Swift
        /// Testing on Linux) the rehearsal occupies the main queue, through which Foundation
        /// would deliver a `queue: .main` observer: it does not post the keyboard's
        /// notifications and says so at once, rather than wait forever (or 2 s) for itself. (Frames as `NSValue`, read both
        /// ways, are pinned by `UIKitSignatureTests` and by the tutorial table of
        /// `TableViewTests`, rehearsed from a nonisolated test.)
        @Test func fromTheMainActorKeyboardNotificationsAreNotPostedAndSaySo() throws {
            let (result, _) = try Self.run(sends: "1s", "2s")
            let finding = try #require(result.finding(.invariantViolation))
            #expect(finding.message.hasPrefix("keyboard notifications not posted: the rehearsal runs off the main thread"))
        }

        /// Views compare and hash by identity, as `NSObject`s: the root view and the list, each
        /// inserted every layout pass, are two members.
        @Test func viewsHashByIdentity() throws {
            let (_, screen) = try Self.run(sends: "1s", "2s")
            #expect(screen.laidOut.count == 2)
            #expect(screen.laidOut.contains(screen.view))
            #expect(screen.view != screen.collectionView)
            let responder: NSObject = screen
            #expect(responder.isEqual(screen))
        }
    }
}
