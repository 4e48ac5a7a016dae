import ArgumentParser
import Foundation
import Reporting

/// `chatrig` — rehearse a chat app's message list headlessly.
struct ChatRigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatrig",
        abstract: "Rehearse a chat app's message list headlessly.",
        discussion: """
        Replays scripted scenarios (LLM token streaming, pagination bursts, image-heavy \
        history, keyboard toggles) through a UIKit-like layout and diff engine and measures \
        frame cost, snapshot applies, duplicate load-more calls, scroll jumps and memory.

        Exit status: 0 when every expectation holds, 1 when one fails, 2 on bad input or usage.
        """,
        version: ChatRigVersion.current,
        subcommands: [RunCommand.self, ValidateCommand.self, ListCommand.self,
                      SweepCommand.self],
        defaultSubcommand: nil
    )
}

/// Exit statuses, as DESIGN.md's command line section fixes them.
enum ExitStatus {
    static let passed: Int32 = 0
    static let expectationFailed: Int32 = 1
    static let badInput: Int32 = 2
}

@main
enum ChatRigMain {
    static func main() {
        do {
            var command = try ChatRigCommand.parseAsRoot()
            try command.run()
        } catch let failure as RunFailure {
            exit(failure.status)
        } catch let error as BadInput {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            exit(ExitStatus.badInput)
        } catch {
            // ArgumentParser's usage errors exit 64 by default; ChatRig promises 2.
            let code = ChatRigCommand.exitCode(for: error)
            let message = ChatRigCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                exit(0)
            }
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            exit(ExitStatus.badInput)
        }
    }
}

/// Bad input (a scenario file, a flag's value): printed to standard error, exit status 2.
struct BadInput: Error, CustomStringConvertible {
    var description: String
}

/// A run that completed but broke an expectation: exit status 1, output already printed.
struct RunFailure: Error {
    var status: Int32 = ExitStatus.expectationFailed
}
