import ChatRigSwiftUI
import Testing

/// A view model file's `import Combine` — here through ChatRigSwiftUI's re-export, as
/// `import SwiftUI` re-exports it — compiles and behaves on Linux (OpenCombine under
/// Combine's name): the calls chat code makes.
@Suite struct CombineModuleTests {
    final class Typing: ObservableObject {
        @Published var draft = ""
    }

    @Test func publishedPropertiesAnnounceChangesBeforeTheyHappen() {
        let typing = Typing()
        var seen: [String] = []
        var cancellables = Set<AnyCancellable>()
        typing.objectWillChange.sink { _ in seen.append("will change from '\(typing.draft)'") }.store(in: &cancellables)
        typing.$draft.removeDuplicates().sink { seen.append("draft '\($0)'") }.store(in: &cancellables)
        typing.draft = "hi"
        typing.draft = "hi"
        #expect(seen == ["draft ''", "will change from ''", "draft 'hi'", "will change from 'hi'"])
    }

    @Test func subjectsAndJustDeliverInOrder() {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(10)
        let cancellables = [
            subject.map { $0 * 2 }.sink { received.append($0) },
            current.sink { received.append($0) },
            Just(7).sink { received.append($0) },
        ]
        subject.send(1)
        current.send(11)
        #expect(received == [10, 7, 2, 11])
        #expect(cancellables.count == 3)
    }
}

/// `Publishers.Merge` (OpenCombine 0.14.0 has none): both upstreams' elements as they come,
/// finished when both finished, failed by the first failure, within the downstream's demand.
@Suite struct CombineMergeTests {
    struct Failed: Error, Equatable {}

    @Test func mergeDeliversBothUpstreamsInOrderAndFinishesWhenBothDid() {
        let shows = PassthroughSubject<Bool, Never>()
        let hides = PassthroughSubject<Bool, Never>()
        var seen: [String] = []
        let cancellable = Publishers.Merge(shows, hides).sink(receiveCompletion: { _ in seen.append("finished") },
                                                               receiveValue: { seen.append("\($0)") })
        shows.send(true)
        hides.send(false)
        shows.send(true)
        shows.send(completion: .finished)
        #expect(seen == ["true", "false", "true"])
        hides.send(completion: .finished)
        #expect(seen == ["true", "false", "true", "finished"])
        cancellable.cancel()
    }

    @Test func aFailureEndsTheMergeAndCancelsTheOtherUpstream() {
        let a = PassthroughSubject<Int, Failed>()
        var cancelledB = false
        let b = PassthroughSubject<Int, Failed>().handleEvents(receiveCancel: { cancelledB = true })
        var completion: Subscribers.Completion<Failed>?
        var values: [Int] = []
        let cancellable = a.merge(with: b).sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        a.send(1)
        a.send(completion: .failure(Failed()))
        a.send(2)
        #expect(values == [1])
        #expect(completion == .failure(Failed()))
        #expect(cancelledB)
        cancellable.cancel()
    }

    @Test func elementsPastTheDemandWaitUntilRequested() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var subscription: Subscription?
        let subscriber = AnySubscriber<Int, Never>(receiveSubscription: { subscription = $0; $0.request(.max(1)) },
                                                   receiveValue: { values.append($0); return .none },
                                                   receiveCompletion: { _ in })
        Publishers.Merge(a, b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        #expect(values == [1])
        subscription?.request(.max(1))
        #expect(values == [1, 2])
        subscription?.cancel()
    }
}
