import ChatModel
import Testing
import Scenarios

/// Each action's mark — its lane and label on timelines, traces and filmstrips — as its
/// declaration gives it.
@Suite struct ActionMarkTests {
    @Test(arguments: [
        (ScenarioAction.send(SendAction(text: "hi")), ActionMark.Kind.send, "send"),
        (.send(SendAction(text: "", images: 1)), .send, "send + 1 image"),
        (.send(SendAction(text: "hi", images: 4)), .send, "send + 4 images"),
        (.reply(StreamedReply(tokens: 10, rate: 5)), .reply, "reply"),
        (.keyboard(.show), .keyboard, "keyboard up"),
        (.keyboard(.hide), .keyboard, "keyboard down"),
        (.drag(DragGesture(distance: -600, duration: .milliseconds(250))), .gesture, "drag -600 pt"),
        (.fling(FlingGesture(velocity: 8000.125)), .gesture, "fling 8000.13 pt/s"),
        (.scrollToBottom, .other, "tap scroll-to-bottom"),
        (.scrollToTop, .other, "tap status bar"),
        (.resize(ResizeAction(width: 852, height: 393)), .other, "resize 852×393"),
        (.stopReply, .other, "stop"),
        (.expand(.thinking), .other, "expand thinking"),
        (.collapse(.citations), .other, "collapse sources"),
        (.compose(ComposeAction(lines: 3, images: 2)), .other, "compose 3 lines + 2 images"),
        (.compose(ComposeAction(text: "")), .other, "empty composer"),
        (.scrollTo(ScrollToAction(message: MessageID(120))), .other, "scroll to m-0120"),
        (.switchConversation(ConversationSwitch(name: "alex-pro", history: 40)), .other, "open conversation alex-pro"),
        (.startFresh, .other, "start fresh"),
        (.timeJump(.seconds(90_000)), .other, "away 25 h"),
        (.tap("loadEarlier"), .other, "tap loadEarlier"),
        (.tap("scrollToBottom"), .other, "tap scroll-to-bottom"),
    ])
    func everyActionHasItsLaneAndLabel(action: ScenarioAction, kind: ActionMark.Kind, label: String) {
        #expect(action.mark == ActionMark(kind: kind, label: label))
    }

    @Test func numbersInLabelsAreCompact() {
        #expect(ActionMark.format(3) == "3")
        #expect(ActionMark.format(-0.5) == "-0.50")
        #expect(ActionMark.format(.infinity) == "inf")
    }
}
