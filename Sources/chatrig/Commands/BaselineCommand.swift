import ArgumentParser

/// `chatrig baseline`: the committed baselines under reports/baselines/.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record the baselines that compare and run --baseline judge against.",
        subcommands: [BaselineUpdateCommand.self]
    )
}
