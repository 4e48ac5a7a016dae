import ChatModel

extension Simulation {
    /// `lateMessage:` — a message created just before loaded message `id` arrives only now (a
    /// late sync) and lands at its place, mid-list; the controller hears
    /// ``ChatListController/messageInserted(_:_:)``. Nobody asked the list to move: a reader
    /// above or below it who is moved is drift (`anchorDrift`).
    ///
    /// A place that is not loaded (before a message not loaded, or before the oldest loaded
    /// one, among older pages) is dropped with an `actionDropped` finding, which fails the run.
    /// A late message is a user's message (sent from another device). After a jump it counts
    /// with the messages the run created and comes back after the store's newest page.
    func insertLateMessage(before id: MessageID, text: String) {
        engine.trace(.lateMessage)
        guard let inserted = conversation.insertLate(before: id, role: .user, text: text) else {
            engine.record(.actionDropped(
                explanation: "late message before \(id) at \(engine.now.seconds) s was dropped: its place is not among the loaded messages"))
            return
        }
        calls.messageInserted(inserted, context)
    }
}
