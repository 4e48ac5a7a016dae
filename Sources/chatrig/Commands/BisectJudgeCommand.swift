import ArgumentParser
import Foundation

/// `chatrig bisect-judge CONFIG`: one step of `git bisect run` (hidden).
struct BisectJudgeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bisect-judge", shouldDisplay: false)

    @Argument var config: String

    func run() throws {
        let judge: BisectJudge
        do {
            judge = try JSONDecoder().decode(BisectJudge.self, from: Data(contentsOf: URL(fileURLWithPath: config)))
        } catch {
            // 128 and above abort git bisect run.
            throw RunFailure(status: 128)
        }
        // A signal to bisect reaches this step through git's process group; it is passed on to
        // the build or run under way (a group of its own), which stops, and the step ends
        // with 128 + the signal, which aborts git bisect run.
        Interruption.watch()
        defer { Interruption.stopWatching() }
        let status = judge.step(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if Interruption.happened { throw RunFailure(status: Interruption.exitStatus) }
        if status != 0 { throw RunFailure(status: status) }
    }
}
