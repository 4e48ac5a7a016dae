import ArgumentParser

/// `chatrig` — rehearse a chat app's message list headlessly.
@main
struct ChatRigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatrig",
        abstract: "Rehearse a chat app's message list headlessly.",
        discussion: """
        Replays scripted scenarios (LLM token streaming, pagination bursts, image-heavy \
        history, keyboard toggles) through a UIKit-like layout and diff engine and measures \
        frame cost, snapshot applies, duplicate load-more calls, scroll jumps and memory.
        """,
        version: ChatRigVersion.current
    )
}

/// The tool's version, as printed by `--version` and written into every report.
enum ChatRigVersion {
    static let current = "0.1.0"
}
