#if !canImport(ObjectiveC)
import ChatRigUIKit
import Combine
import Foundation
import Testing

/// `publisher(for:options:)` on a view (Linux: the `Combine` module's, over ChatRigUIKit's
/// KVO): the value at subscription, then each changed value; a cancelled subscription hears
/// nothing more; without `.initial` the first value is the first change.
@Suite struct KeyValueObservingPublisherTests {
    @Test @MainActor func aViewsCenterIsPublishedAtSubscriptionAndOnEachChange() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var heard: [CGFloat] = []
        let subscription = view.publisher(for: \.center).sink { heard.append($0.y) }
        view.center = CGPoint(x: 5, y: 40)
        view.center = CGPoint(x: 5, y: 40)
        view.frame = CGRect(x: 0, y: 100, width: 10, height: 10)
        subscription.cancel()
        view.center = CGPoint(x: 5, y: 300)
        #expect(heard == [5, 40, 105])
    }

    @Test @MainActor func withoutInitialTheFirstValueIsTheFirstChange() {
        let view = UIView(frame: .zero)
        var heard: [CGFloat] = []
        let subscription = view.publisher(for: \.frame, options: [.new]).sink { heard.append($0.width) }
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        withExtendedLifetime(subscription) { #expect(heard == [50]) }
    }
}
#endif
