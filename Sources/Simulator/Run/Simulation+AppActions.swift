import ChatModel

/// The timeline actions that act on the app's view model rather than on the list: a send the
/// app may refuse, the composer's draft, opening another conversation, a fresh start, and
/// time away from the app. Each is small: the view model changes, then the controller hears
/// of it through one callback.
extension Simulation {
    /// Whether the app refuses a send now (records it when it does): a chat that takes no
    /// message while a reply is pending, with one pending.
    func refusesSend() -> Bool {
        guard let refusing = controller as? any RefusesSendWhileReplying, context.isReplyPending else { return false }
        engine.trace(.sendRefused)
        engine.record(.sendRefused(explanation: "a send while a reply is pending was refused: \(refusing.sendRefusal)"))
        session.skipsNextReply = true
        if !refusing.disablesComposerWhileReplying {
            // The composer is cleared by the view whether or not the view model took the message.
            emptyComposer()
        }
        return true
    }

    /// A send went through: the conversation changed and the composer empties.
    func noteSent() {
        session.lastChange = session.appTime(at: engine.now)
        emptyComposer()
    }

    /// The composer loses its draft and attachments; the controller hears of it when it held any.
    private func emptyComposer() {
        guard !conversation.composerText.isEmpty || conversation.composerImages > 0 else { return }
        conversation.composerText = ""
        conversation.composerImages = 0
        calls.composerTextDidChange(context)
    }

    /// Whether a scripted reply is skipped because the send it answers was refused.
    func skipsReply() -> Bool {
        guard session.skipsNextReply else { return false }
        session.skipsNextReply = false
        return true
    }

    /// `compose`: the draft becomes `text` with `images` photos attached, unless the composer
    /// is disabled now.
    func compose(_ text: String, images: Int) {
        if let refusing = controller as? any RefusesSendWhileReplying,
           refusing.disablesComposerWhileReplying, context.isReplyPending {
            return  // a disabled text field takes no typing
        }
        engine.trace(.compose)
        conversation.composerText = text
        conversation.composerImages = images
        calls.composerTextDidChange(context)
    }

    /// `switchConversation`: the list's messages become the `history` messages of the
    /// conversation `name`, generated from the run's seed and the name (the same name gives
    /// the same messages), all of them loaded. A pending reply is abandoned, unless the chat
    /// keeps it (``KeepsReplyAcrossConversationChange``): then it lands in the new conversation.
    func switchConversation(name: String, history: Int) {
        engine.trace(.switchConversation)
        var random = self.random.fork("conversation-\(name)")
        var messages: [Message] = []
        if history != 0 {
            do {
                messages = try ConversationGenerator(seed: random.next(), count: history).messages(0..<history)
            } catch {
                // A scenario file's `history` is range-checked where it is parsed; a timeline
                // built in code is not. The conversation opens empty, and the run says so and fails.
                engine.record(.actionDropped(explanation: "switchConversation to \(name) at \(engine.now.seconds) s opened "
                                                          + "it empty: its \(history) messages could not be generated: \(error)"))
            }
        }
        replaceConversation(name: name, with: messages)
    }

    /// `startFresh` (or an automatic reset): the messages are removed; a chat that greets
    /// (``GreetsOnFreshStart``) starts with its greeting as the only message.
    func startFresh() {
        engine.trace(.startFresh)
        var messages: [Message] = []
        if let greeting = (controller as? any GreetsOnFreshStart)?.freshStartGreeting(conversation: conversation.name) {
            messages.append(Message(id: MessageID(0), role: .assistant, text: greeting, createdAt: engine.now, state: .complete))
        }
        replaceConversation(name: conversation.name, with: messages)
    }

    /// `timeJump`: the app was away for `duration` and becomes active again; a chat that
    /// resets after inactivity (``ResetsAfterInactivity``) starts afresh when the
    /// conversation rested at least its limit.
    func timeJump(_ duration: VirtualDuration) {
        engine.trace(.timeJump)
        session.timeAway = session.timeAway + duration
        guard let resetting = controller as? any ResetsAfterInactivity else { return }
        if session.appTime(at: engine.now) - session.lastChange >= resetting.inactivityLimit {
            startFresh()
        }
    }

    private func replaceConversation(name: String?, with messages: [Message]) {
        // A chat whose reply task appends to whatever conversation is open keeps its pending
        // reply: it moves to the end of the new conversation, still pending.
        let carried = controller is any KeepsReplyAcrossConversationChange ? conversation.streamingReply : nil
        let carriedMessage = carried.flatMap { conversation.messages.message($0.messageID) }
        if carried == nil, var reply = conversation.streamingReply { closeStreamingTime(&reply) }
        closeRevealingReply()
        conversation.replace(name: name, with: messages)
        if var carried, let carriedMessage {
            carried.messageID = conversation.appendCarried(carriedMessage)
            conversation.streamingReply = carried
        }
        session.lastChange = session.appTime(at: engine.now)
        session.skipsNextReply = false
        reader.askForNewest()
        newest.opened()
        calls.conversationDidChange(context)
    }

    /// `expand:` / `collapse:`: the newest message that `matches` changes as `body` says (a
    /// disclosure opens or closes) and the controller hears it as a change of that message.
    func toggleNewest(where matches: (Message) -> Bool, _ body: (inout Message) -> Void) {
        guard let message = conversation.messages.last(where: matches) else { return }
        change(message.id, body)
    }

    /// Message `id`'s content changes as `body` says (a new revision) and the controller
    /// hears it as a change of that one message: the one path of `expand:`, `collapse:` and
    /// `edit:`.
    func change(_ id: MessageID, _ body: (inout Message) -> Void) {
        conversation.update(id) {
            body(&$0)
            $0.revision &+= 1
        }
        calls.messagesDidChange(.tokens(id), context)
    }
}
