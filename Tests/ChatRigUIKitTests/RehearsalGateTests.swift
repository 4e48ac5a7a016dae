import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Foundation
import Simulator
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// The process's rehearsal gate (`UIKitRehearsalScope`) with one rehearsal started from
    /// the main actor and one from a worker thread, at once.
    @Suite struct RehearsalGateTests {
        static let rehearsal = Rehearsal()
        /// Keyboard up at 0.2 s, down at 3 s, up at 5 s, down at 7 s: four deliveries to the
        /// screen's `queue: .main` observers, each through the main queue from a worker.
        static let path = FaceBehaviourTests.path

        /// Until a thread waits at the gate on the main queue (or main thread); false after
        /// `limit` seconds of wall time (the test then fails on its expectations, not hangs).
        static func awaitMainQueueWaiter(limit: TimeInterval = 120) -> Bool {
            let deadline = Date(timeIntervalSinceNow: limit)
            while Date() < deadline {
                if UIKitRehearsalGate.process.mainQueueWaitersAndYields.waiters > 0 { return true }
                Thread.sleep(forTimeInterval: 0.002)
            }
            return false
        }

        /// The starvation this gate once had: a view controller's rehearsal on a worker holds
        /// the gate and, at the keyboard's first notification, waits for the main queue —
        /// while a rehearsal started from the main actor waits for the gate *on* the main
        /// queue. Before the gate's rule, the worker gave up after 2 s and recorded "keyboard
        /// notifications not posted" (or, once the main queue had answered, waited forever in
        /// Foundation). The worker's screen is held open until the main actor waits at the
        /// gate, so the two always meet. Now the worker yields the gate to the main actor's
        /// rehearsal (or, on the main thread, the waiter posts for it) and hears all eight
        /// notifications; the main actor's own run, on the main queue off the main thread
        /// (Swift Testing on Linux), posts none and says why.
        @MainActor @Test func aMainActorRehearsalAndAWorkersRehearsalDoNotStarveEachOther() async throws {
            let yieldsBefore = UIKitRehearsalGate.process.mainQueueWaitersAndYields.yields
            let worker = ProbeViewController()
            let workerAdapter = ProbeAdapter()
            let (opened, openedContinuation) = AsyncStream.makeStream(of: Bool.self)
            workerAdapter.whenOpened = {
                openedContinuation.yield(true)
                openedContinuation.finish()
                _ = Self.awaitMainQueueWaiter()
            }
            let scenario = try Self.rehearsal.scenario(at: Self.path)
            let workerRun = Task.detached { () throws -> (RehearsalResult, heard: [CGFloat]) in
                let result = try Self.rehearsal.run(scenario, viewController: { worker }, adapter: workerAdapter, named: "worker")
                return (result, await MainActor.run { worker.notifications.map(\.endHeight) })
            }
            for await _ in opened {}

            let onMainThread = Thread.isMainThread
            let mainScreen = ProbeViewController()
            let main = try Self.rehearsal.run(scenario, viewController: { mainScreen }, adapter: ProbeAdapter(), named: "main-actor")
            // Read on the main queue, before the worker's deliveries (which need it) run: the
            // screen, still alive and observing, hears those afterwards, as a device's would.
            let heardDuringItsRun = mainScreen.notifications.count
            let (workers, workerHeard) = try await workerRun.value

            #expect(workers.finding(.invariantViolation) == nil, "\(workers)")
            #expect(workerHeard == [336, 336, 0, 0, 336, 336, 0, 0])
            let yields = UIKitRehearsalGate.process.mainQueueWaitersAndYields.yields - yieldsBefore
            if onMainThread {
                #expect(main.finding(.invariantViolation) == nil, "\(main)")
                #expect(heardDuringItsRun == 8)
            } else {
                #expect(yields >= 1)
                let finding = try #require(main.finding(.invariantViolation))
                #expect(finding.message.hasPrefix("keyboard notifications not posted: the rehearsal runs off the main thread on the main queue"))
                #expect(heardDuringItsRun == 0)
            }
        }
    }
}
