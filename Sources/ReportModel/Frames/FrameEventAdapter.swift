import RunResults

/// The one place that reads ``FrameRecord/frameEvents``: the pictures and the Perfetto
/// trace see a frame's events only through here. Each event declares its lane and its name
/// on the time axis itself (``FrameEvent/lane``, ``FrameEvent/instantName``); this adapter
/// turns lanes into the pictures' marks, exhaustively, so a lane the simulator adds is a
/// compile error here until it is given a mark.
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
        record.frameEvents.compactMap(\.instantName)
    }

    /// Applies in the frame.
    public static func applyCount(of record: FrameRecord) -> Int {
        record.frameEvents.reduce(0) { $0 + ($1.lane == .apply ? 1 : 0) }
    }

    private static func mark(_ event: FrameEvent) -> FrameMarks {
        guard let lane = event.lane else { return [] }
        switch lane {
        case .token: return .token
        case .apply: return .apply
        case .loadMore: return .loadMore
        case .pageLoaded: return .pageLoaded
        case .keyboardShow: return .keyboardShow
        case .keyboardHide: return .keyboardHide
        case .dragBegin: return .dragBegin
        case .dragEnd: return .dragEnd
        case .send: return .send
        case .reply: return .reply
        case .scrollRequest: return .scrollRequest
        case .otherAction: return .otherAction
        }
    }
}
