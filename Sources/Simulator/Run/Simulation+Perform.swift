import ChatModel
import Viewport

/// What the simulation does for each timeline action: the user's and the app's part, and
/// the controller callback it ends in.
extension Simulation {
    /// Performs `action` in the current frame.
    func perform(_ action: TimelineEvent.Action) {
        switch action {
        case let .send(text, images): send(text, images: images)
        case .reply(let spec):
            if skipsReply() { return }
            requestReply(spec)
        case .replaySchedule(let schedule):
            if skipsReply() { return }
            startReply(schedule: schedule, citationLimit: 0)
        case let .keyboard(show): keyboard(show: show)
        case let .drag(distance, duration):
            beginGesture(distance: distance, duration: duration, releaseVelocity: nil)
        case let .fling(velocity):
            let contact = Self.flingContact
            beginGesture(distance: velocity * contact.seconds, duration: contact, releaseVelocity: velocity)
        case .scrollToBottom: scrollToBottomTapped()
        case .scrollToTop: scrollToTopTapped()
        case let .resize(width, height):
            engine.resize(to: Size(width: width, height: height))
            reader.askToKeepContentInView(for: .zero)
            calls.viewportDidChange(context)
        case .stopReply:
            guard let reply = conversation.streamingReply else { return }
            engine.trace(.stop)
            finishReply(reply, state: .stopped)
        case .setThinkingExpanded(let expanded):
            toggleNewest(where: { $0.text.contains("<think>") }) { $0.isThinkingExpanded = expanded }
        case .setCitationsExpanded(let expanded):
            toggleNewest(where: { !$0.citations.isEmpty }) { $0.isCitationsExpanded = expanded }
        case let .compose(text, images): compose(text, images: images)
        case let .scrollTo(message, position): scroll(to: message, position: position)
        case let .switchConversation(name, history): switchConversation(name: name, history: history)
        case .startFresh: startFresh()
        case .timeJump(let duration): timeJump(duration)
        case let .edit(message, text): edit(message, text: text)
        case let .jumpTo(message, position): jump(to: message, position: position)
        case let .lateMessage(before, text): insertLateMessage(before: before, text: text)
        case .tap(let control): tap(control)
        }
    }

    // MARK: - The user's actions

    /// The user sends `text` with `images` photos (sizes drawn from the run's seed).
    private func send(_ text: String, images: Int) {
        if refusesSend() { return }
        engine.trace(.send)
        userWantsNewest = true
        reader.askForNewest()
        newest.askedForNewest()
        var rng = random.fork("send-\(conversation.messages.count)-\(engine.frameIndex)")
        let attachments = (0..<images).map { index -> ImageAttachment in
            let sizes = [(4032, 3024), (3024, 4032), (1179, 2556), (1920, 1080), (800, 600)]
            let size = sizes[Int(rng.next() % UInt64(sizes.count))]
            return ImageAttachment(id: index, pixelWidth: size.0, pixelHeight: size.1)
        }
        let id = conversation.appendNew(role: .user, text: text, attachments: attachments, state: .complete)
        calls.messagesDidChange(.sent(id), context)
        noteSent()
    }

    /// The keyboard comes up or goes down, animated; the reader wants the content kept in view.
    private func keyboard(show: Bool) {
        let begin = engine.viewport.keyboardHeight
        if show { engine.showKeyboard() } else { engine.hideKeyboard() }
        let endHeight = show ? engine.viewport.fullKeyboardHeight : 0
        reader.askToKeepContentInView(for: Keyboard.animationDuration)
        calls.keyboardWillChange(KeyboardChange(beginHeight: begin, endHeight: endHeight, duration: Keyboard.animationDuration), context)
    }

    /// The user taps the scroll-to-bottom button.
    private func scrollToBottomTapped() {
        engine.trace(.scrollToBottomTap)
        userWantsNewest = true
        reader.askForNewest()
        newest.askedForNewest()
        calls.scrollToBottomTapped(context)
    }

    /// The user taps the status bar: the list scrolls to its top.
    private func scrollToTopTapped() {
        engine.trace(.scrollToTopTap)
        userWantsNewest = false
        reader.scrolledToTop()
        delegateState.scrollingToTop = true
        newest.userTookOver()
        conversation.userHasScrolled = true
        engine.scrollToTop()
    }

    /// The user picks a message to scroll to (a search result, a reply's quote).
    private func scroll(to message: MessageID, position: ScrollPosition) {
        engine.trace(.scrollToMessage)
        userWantsNewest = false
        if let pending = scrollToRequest { _ = checks.checkScrollTo(pending) }  // judged where it is now
        scrollToRequest = .init(item: .message(message), position: position, requestedAt: engine.now)
        reader.askForMessage()
        newest.userTookOver()
        conversation.userHasScrolled = true
        calls.scrollToMessageRequested(message, position: position, context)
    }

    /// The user taps a control of a cell.
    private func tap(_ control: String) {
        // A tapped control asks for what it does (loading, jumping somewhere): the list may
        // scroll in answer, as it may after a scroll to a message.
        engine.trace(.controlTap)
        conversation.userHasScrolled = true
        reader.askForControl()
        newest.userTookOver()
        calls.controlTapped(control, context)
    }
}
