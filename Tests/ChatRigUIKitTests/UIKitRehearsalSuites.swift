import Testing

/// Every suite of this target, one test at a time: a view controller's rehearsal holds the
/// process's rehearsal scope, and the main-actor suite (`Swift6ProbeTests`) must not wait for
/// it on the main queue while another suite's run waits for the main queue (Foundation
/// delivers `queue: .main` observers through it).
@Suite(.serialized) enum UIKitRehearsalSuites {}
