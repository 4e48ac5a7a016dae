@testable import ChatRigSwiftUI
import Foundation
import Testing

/// What a `.task` did, in order (written from the task, read by the test on the same thread).
final class TaskLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return stored }
    func append(_ entry: String) { lock.lock(); stored.append(entry); lock.unlock() }
}

/// Values a task awaits one by one, sent by the test.
final class Feed: @unchecked Sendable {
    let stream: AsyncStream<String>
    let continuation: AsyncStream<String>.Continuation
    init() { (stream, continuation) = AsyncStream.makeStream(of: String.self) }
}

struct FeedView: View {
    let name: String
    let feed: Feed
    let log: TaskLog
    var body: some View {
        Text(name).task { [name, feed, log] in
            log.append("\(name) start")
            for await value in feed.stream { log.append("\(name) \(value)") }
            log.append("\(name) ended, cancelled: \(Task.isCancelled)")
        }
    }
}

struct ShowsFeed: View {
    @State var shown = true
    @State var id = 1
    let feed: Feed
    let log: TaskLog
    var toggle: TaskToggle
    var body: some View {
        VStack {
            if shown { FeedView(name: "feed", feed: feed, log: log) }
            Text("id").task(id: id) { [id, log] in log.append("id task \(id)") }
        }
        .onAppear {
            toggle.hide = { shown = false }
            toggle.bump = { id += 1 }
        }
    }
}

final class TaskToggle {
    var hide: () -> Void = {}
    var bump: () -> Void = {}
}

@MainActor @Suite struct TaskModifierTests {
    /// The task starts with the view, runs at each update as its awaited values arrive, and is
    /// cancelled when the view leaves; `task(id:)` restarts when its id changes.
    @Test func aTaskRunsAtUpdatesAndIsCancelledWhenItsViewDisappears() {
        let feed = Feed(), log = TaskLog(), probe = TaskToggle()
        let graph = ViewGraph(ShowsFeed(feed: feed, log: log, toggle: probe))
        #expect(log.entries.isEmpty)  // started after the first update's appear actions
        graph.update()
        #expect(log.entries == ["feed start", "id task 1"])
        feed.continuation.yield("a")
        feed.continuation.yield("b")
        #expect(log.entries.count == 2)  // nothing runs between updates
        graph.update()
        #expect(log.entries == ["feed start", "id task 1", "feed a", "feed b"])
        probe.bump()
        graph.update()
        #expect(log.entries.last == "id task 2")
        probe.hide()
        graph.update()
        #expect(log.entries.suffix(1) == ["feed ended, cancelled: true"])
        feed.continuation.yield("c")
        graph.update()
        #expect(!log.entries.contains("feed c"))
    }
}
