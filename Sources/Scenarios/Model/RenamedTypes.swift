// Former names of Scenarios types that shared a name with a type of another module (a
// reader importing both had to write the module's name). Kept so code written against
// them still compiles.

/// Renamed ``ScenarioAction``: the simulator's compiled action was `TimelineAction` too (now `TimelineEvent.Action`).
@available(*, deprecated, renamed: "ScenarioAction")
public typealias TimelineAction = ScenarioAction

/// Renamed ``StreamedReply``: `ReplySpec` is the mock LLM's reply spec it compiles to.
@available(*, deprecated, renamed: "StreamedReply")
public typealias ReplySpec = StreamedReply

/// Renamed ``ResizeAction``: `ViewportResize` is the viewport's own resize.
@available(*, deprecated, renamed: "ResizeAction")
public typealias ViewportResize = ResizeAction
