import ChatModel
import Scenarios
import Simulator
import Storage

/// A scenario's stored conversation (`conversation: { messages: FILE }`), opened read-only
/// and checked: a ChatRig message store holding exactly one conversation, whose messages all
/// precede the run (negative times, as `chatrig history import` writes them).
///
/// Opening reads three index entries — the conversations, the largest identifier and the
/// newest message — whatever the conversation's length.
struct StoredConversationFile {
    let store: MessageStore
    let conversationID: Int64
    let nextMessageID: MessageID

    /// Opens and checks `stored`.
    ///
    /// - Throws: a ``ScenarioFileError`` at the scenario's `messages:` value saying what is wrong.
    init(_ stored: StoredConversation) throws(ScenarioFileError) {
        func problem(_ message: String) -> ScenarioFileError {
            ScenarioFileError([ScenarioError(location: stored.location, kind: .invalidValue,
                                             message: "message store '\(stored.path)': \(message)")])
        }
        do {
            store = try MessageStore(database: ChatRigDatabase(readingFrom: stored.resolvedPath))
            let conversations = try store.conversations()
            guard conversations.count == 1, let only = conversations.first else {
                throw problem(conversations.isEmpty
                    ? "holds no conversation; write one with 'chatrig history import'"
                    : "holds \(conversations.count) conversations; a scenario reads a store of one (import each into its own file)")
            }
            conversationID = only.id
            nextMessageID = try store.nextMessageID(in: only.id)
            if let newest = try store.page(.newest(in: only.id), limit: 1).messages.last, newest.createdAt >= .zero {
                throw problem("its newest message is at \(newest.createdAt.microseconds) µs on the virtual clock, not before the run starts at 0; import the export with 'chatrig history import', which moves it there")
            }
        } catch let error as ScenarioFileError {
            throw error
        } catch {
            throw problem(String(describing: error))
        }
    }

    /// A reader of the conversation for one run, numbering its own requests.
    func history(latency: PageLatencyModel) -> StoredHistory {
        StoredHistory(store: store, conversationID: conversationID, nextMessageID: nextMessageID, latency: latency)
    }
}
