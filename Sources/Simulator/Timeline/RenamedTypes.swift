// Former names of Simulator types that shared a name with a type of another module (a
// reader importing both had to write the module's name). Kept so code written against
// them still compiles.

/// Renamed ``TimelineEvent/Action``: Scenarios' former `TimelineAction` (now
/// `ScenarioAction`) shadowed it wherever both modules were imported.
@available(*, deprecated, renamed: "TimelineEvent.Action")
public typealias TimelineAction = TimelineEvent.Action
