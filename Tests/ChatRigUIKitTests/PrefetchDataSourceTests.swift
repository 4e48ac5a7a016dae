import ChatRigUIKit
import Testing
import UIKitProbeFixture

extension UIKitRehearsalSuites {
    /// The prefetch data source hears what the engine prefetches and cancels.
    @Suite struct PrefetchDataSourceTests {
        /// A fling towards older messages, then one back towards the newest.
        static let flingAndBack = """
            name: fling-and-back
            summary: A fling into history, then one back towards the newest message.
            conversation:
              history: 120
            timeline:
              - at: 0.5s
                fling: { velocity: 3000pt/s }
              - at: 1.5s
                fling: { velocity: -3000pt/s }
            duration: 3s
            """

        /// The turn cancels the items announced above the screen that never came on it — index
        /// paths 0-38 … 0-42 of the 50 loaded — in one call, in list order: exactly those the
        /// prefetch data source was asked for and the delegate never saw displayed.
        @Test func turningBackCancelsPrefetchesThroughThePrefetchDataSource() throws {
            let (_, screen) = try ProbeRun.run(yaml: Self.flingAndBack)
            #expect(screen.cancelled == [(38...42).map { IndexPath(item: $0, section: 0) }])
            let announced = Set(screen.prefetched.flatMap { $0 })
            #expect(Set(screen.cancelled.flatMap { $0 }) == announced.subtracting(screen.displayedIndexPaths))
        }

        /// A screen that turns prefetching off hears neither prefetches nor cancels.
        @Test func prefetchingDisabledHearsNoCancels() throws {
            let (_, screen) = try ProbeRun.run(yaml: Self.flingAndBack)
            #expect(!screen.prefetched.isEmpty)
            let (_, off) = try ProbeRun.run(yaml: Self.flingAndBack) { $0.disablesPrefetching = true }
            #expect(off.prefetched.isEmpty)
            #expect(off.cancelled.isEmpty)
        }
    }
}
