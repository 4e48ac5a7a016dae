import ChatModel

extension Simulation {
    /// `edit:` — loaded message `id` gets `text` as its new text, wherever it sits in the list,
    /// and the controller hears `messagesDidChange(.tokens(id))`, as it hears any change of one
    /// message's content (a disclosure toggled, a streamed chunk): its row may change size
    /// away from both ends of the list. Nobody asked the list to move, so a scroll the
    /// controller makes in answer is the app's own.
    ///
    /// A message that is not loaded (older than the loaded pages, or not yet sent) has no row
    /// to change: the edit is dropped with an `actionDropped` finding naming it, which fails
    /// the run — the scenario did not rehearse what it says. So is an edit of the reply still
    /// streaming, whose text the stream owns.
    func edit(_ id: MessageID, text: String) {
        engine.trace(.edit)
        let streaming = conversation.streamingReply?.messageID == id
        guard !streaming, conversation.messages.message(id) != nil else {
            let why = streaming ? "it is the reply still streaming" : "it is not a loaded message"
            engine.record(.actionDropped(explanation: "edit of \(id) at \(engine.now.seconds) s was dropped: \(why)"))
            return
        }
        change(id) { $0.text = text }
    }
}
