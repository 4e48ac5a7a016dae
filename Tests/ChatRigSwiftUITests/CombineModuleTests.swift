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
