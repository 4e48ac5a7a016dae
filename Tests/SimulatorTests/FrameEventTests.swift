import Testing
@testable import Simulator

/// Each frame event declares how pictures of the run show it (``FrameEvent/lane``,
/// ``FrameEvent/instantName``); these pin that the declarations agree with each other.
@Suite struct FrameEventTests {
    @Test func everyEventNamedOnTheTimeAxisIsAlsoMarked() {
        let named = FrameEvent.allCases.filter { $0.instantName != nil }
        #expect(named.count == 23)
        #expect(named.filter { $0.lane == nil }.isEmpty)
    }

    @Test func noTwoEventsShareAName() {
        let names = FrameEvent.allCases.compactMap(\.instantName)
        #expect(Set(names).count == names.count)
    }

    @Test func everyLaneHasAnEvent() {
        let used = Set(FrameEvent.allCases.compactMap(\.lane))
        #expect(used == Set(FrameEvent.Lane.allCases))
    }

    @Test func eventsOfNearlyEveryFrameAreMarkedButNotNamed() {
        for event: FrameEvent in [.token, .apply, .applyAnimated, .setOffset, .scrollAnimated, .scrollAlongside, .scrollToItem] {
            #expect(event.lane != nil && event.instantName == nil, "\(event)")
        }
        #expect(FrameEvent.prefetch.lane == nil && FrameEvent.prefetch.instantName == nil)
    }
}
