// Combine's names where Apple's Combine does not exist (Linux): OpenCombine 0.14.0 — an open
// implementation of Combine's API (publishers, subjects, `sink`, `assign`, `store(in:)`,
// `AnyCancellable`, `ObservableObject`/`@Published`, `debounce`, `throttle`,
// `removeDuplicates`, …) — under the module name `Combine`, so a file's `import Combine`
// compiles unchanged. On Apple's systems this module is not built: `import Combine` is Apple's.
//
// What OpenCombine itself does not give: `DispatchQueue`, `RunLoop` and `OperationQueue` are
// schedulers only through OpenCombineDispatch's and OpenCombineFoundation's wrappers
// (`DispatchQueue.main.ocombine`), so `receive(on: DispatchQueue.main)` as written for
// Combine does not compile here (README, "Combine").
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
