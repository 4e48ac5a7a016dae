// Combine's names where Apple's Combine does not exist (Linux): OpenCombine 0.14.0 — an open
// implementation of Combine's API (publishers, subjects, `sink`, `assign`, `store(in:)`,
// `AnyCancellable`, `ObservableObject`/`@Published`, `debounce`, `throttle`,
// `removeDuplicates`, …) — under the module name `Combine`, so a file's `import Combine`
// compiles unchanged. On Apple's systems this module is not built: `import Combine` is Apple's.
//
// `DispatchQueue` and `RunLoop` are schedulers as Combine code writes them —
// `receive(on: DispatchQueue.main)`, `debounce(for:scheduler: RunLoop.main)` — through this
// module's overloads (`Publisher+DispatchQueue.swift`, `Publisher+RunLoop.swift`): the main
// queue's and main run loop's work on a rehearsal's virtual clock while one is bound
// (`RehearsalClock.swift`), everything else in real time (README, "Combine"); so does
// `Timer.publish(every:on:in:)` on the main run loop (`Timer+Publish.swift`).
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
