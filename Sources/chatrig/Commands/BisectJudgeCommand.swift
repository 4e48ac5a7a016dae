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
        let status = judge.step(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if status != 0 { throw RunFailure(status: status) }
    }
}
