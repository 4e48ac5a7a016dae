import Simulator

/// The one place that reads ``FrameRecord/frameEvents``: the pictures and the Perfetto
/// trace see a frame's events only through here. The switches are exhaustive, so an event
/// the simulator adds is a compile error here until it is given a mark and a name.
public enum FrameEventAdapter {
    /// The marks of one frame's events.
    public static func marks(of record: FrameRecord) -> FrameMarks {
        var marks: FrameMarks = []
        for event in record.frameEvents { marks.formUnion(mark(event)) }
        return marks
    }

    /// The frame's events worth a point on a trace's time axis (touches, keyboard,
    /// load-more requests, pages, sends, replies), named for a person, in order. Tokens,
    /// applies and scroll requests are left out: they happen nearly every frame and show
    /// as slices and counters.
    public static func instants(of record: FrameRecord) -> [String] {
        record.frameEvents.compactMap(instantName)
    }

    private static func instantName(_ event: FrameEvent) -> String? {
        switch event {
        case .loadMore: "load-more request"
        case .pageLoaded: "page arrived"
        case .keyboardShow: "keyboard shows"
        case .keyboardHide: "keyboard hides"
        case .dragBegin: "touch down"
        case .dragEnd: "touch up"
        case .send: "send"
        case .reply: "reply starts"
        case .replyEnd: "reply ends"
        case .scrollToBottomTap: "tap scroll-to-bottom"
        case .scrollToTopTap: "tap status bar"
        case .stop: "stop"
        case .resize: "resize"
        case .compose: "composer changes"
        case .scrollToMessage: "scroll to message"
        case .sendRefused: "send refused"
        case .switchConversation: "conversation replaced"
        case .startFresh: "start fresh"
        case .timeJump: "back after time away"
        case .controlTap: "tap a control"
        case .token, .apply, .applyAnimated, .setOffset, .scrollAnimated, .scrollAlongside, .scrollToItem, .prefetch: nil
        }
    }

    /// Applies in the frame.
    public static func applyCount(of record: FrameRecord) -> Int {
        record.frameEvents.reduce(0) { $0 + (mark($1) == .apply ? 1 : 0) }
    }

    private static func mark(_ event: FrameEvent) -> FrameMarks {
        switch event {
        case .token: .token
        case .apply, .applyAnimated: .apply
        case .loadMore: .loadMore
        case .pageLoaded: .pageLoaded
        case .keyboardShow: .keyboardShow
        case .keyboardHide: .keyboardHide
        case .dragBegin: .dragBegin
        case .dragEnd: .dragEnd
        case .send: .send
        case .reply, .replyEnd: .reply
        case .setOffset, .scrollAnimated, .scrollAlongside, .scrollToItem: .scrollRequest
        case .scrollToBottomTap, .scrollToTopTap, .stop, .resize, .compose, .scrollToMessage, .sendRefused,
             .switchConversation, .startFresh, .timeJump, .controlTap: .otherAction
        case .prefetch: []
        }
    }
}
