import Foundation
import Reporting
import Strategies

/// What `chatrig validate FILE` does, on a fuzzer's bytes written to a scratch `FILE`:
/// plan the suite with the bundled strategies and device profiles (``SuiteRunner/plan``,
/// as `SuiteOptions.plan` calls it) and format the outcome as the command prints it — the
/// `ok` lines, or the error text every problem is listed in. A thrown error is an answer,
/// not a finding; a trap, a hang or runaway memory is.
struct SuiteValidation: Sendable {
    private let runner = SuiteRunner(controllers: StrategyRegistry.bundled, devicesDirectory: Repository.devices)
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("scenarios")
    }

    /// `chatrig validate FILE` with `bytes` as FILE's contents; with `strategies`, the
    /// planning of `chatrig run FILE --strategy …` (which validates the same way).
    /// Returns what the command prints.
    func validate(scenario bytes: UnsafeRawBufferPointer, strategies: [String] = []) -> String {
        let file = scratch.write(bytes, to: "scenario.yaml")
        do {
            let plan = try runner.plan(paths: [file.path], strategies: strategies, device: nil, seed: nil)
            return plan.scenarios
                .map { "ok  \($0.file.relativePath): \($0.scenario.name), \($0.strategies.count) strategies" }
                .joined(separator: "\n")
        } catch {
            return String(describing: error)
        }
    }
}
