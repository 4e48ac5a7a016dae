import Testing

/// Every suite of this target, one test at a time: a view controller's rehearsal holds the
/// process's rehearsal scope anyway. (The scope itself keeps a main-actor rehearsal and a
/// worker's from starving each other: `RehearsalGateTests` stages the two meeting.)
@Suite(.serialized) enum UIKitRehearsalSuites {}
