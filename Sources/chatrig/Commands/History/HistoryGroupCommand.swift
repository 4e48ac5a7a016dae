import ArgumentParser

/// `chatrig history`: the run history's trends (`show`, the default, so `chatrig history FILE`
/// reads as it always has) and a team's own conversations as a scenario's history (`import`,
/// `scrub`).
struct HistoryGroupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show the run history's trends; import and scrub a team's conversations for scenarios.",
        discussion: """
        chatrig history FILE is chatrig history show FILE (a run history named 'show', 'import', \
        'scrub' or 'help' is read with history show). history import and history scrub write message \
        stores that scenarios read with conversation: { messages: FILE }.
        """,
        subcommands: [HistoryCommand.self, HistoryImportCommand.self, HistoryScrubCommand.self],
        defaultSubcommand: HistoryCommand.self
    )
}
