/// What happened in a frame, as the pictures draw it: one bit an event kind.
public struct FrameMarks: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Reply tokens arrived.
    public static let token = FrameMarks(rawValue: 1 << 0)
    /// A snapshot was applied (animated or not).
    public static let apply = FrameMarks(rawValue: 1 << 1)
    /// A load-more request was issued (a duplicate included).
    public static let loadMore = FrameMarks(rawValue: 1 << 2)
    /// A page of older messages arrived.
    public static let pageLoaded = FrameMarks(rawValue: 1 << 3)
    /// The keyboard started to show.
    public static let keyboardShow = FrameMarks(rawValue: 1 << 4)
    /// The keyboard started to hide.
    public static let keyboardHide = FrameMarks(rawValue: 1 << 5)
    /// A finger touched down (drag or fling).
    public static let dragBegin = FrameMarks(rawValue: 1 << 6)
    /// The finger lifted.
    public static let dragEnd = FrameMarks(rawValue: 1 << 7)
    /// The user sent a message.
    public static let send = FrameMarks(rawValue: 1 << 8)
    /// A reply started or ended.
    public static let reply = FrameMarks(rawValue: 1 << 9)
    /// The controller asked the scroll view to move (jump, animation, scroll to item).
    public static let scrollRequest = FrameMarks(rawValue: 1 << 10)
    /// Any other user action: a tap, stop, a resize.
    public static let otherAction = FrameMarks(rawValue: 1 << 11)
    /// The frame's modelled work exceeded its budget (not an event: set from the frame).
    public static let hitch = FrameMarks(rawValue: 1 << 12)
}
