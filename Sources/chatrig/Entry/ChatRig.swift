import ArgumentParser
import Foundation
import Strategies

/// The `chatrig` command line as a library: a team's own executable runs the full tool —
/// `run`, `validate`, `list` and every other verb — with its own list controllers beside the
/// bundled ones.
///
/// A team's executable target is three lines:
///
/// ```swift
/// import ChatRigCLI
/// import MessagesCoordinator
/// ChatRig.main(strategies: [MessagesCoordinator.strategy])
/// ```
///
/// Its strategies are named in scenario files and `--strategy` like the bundled ones,
/// listed with their options by `list`, and checked by `validate`.
public enum ChatRig {
    /// Runs the command the process's arguments name, with the bundled strategies plus
    /// `strategies`, and exits with its status: 0 every expectation held, 1 one failed,
    /// 2 bad input or usage.
    ///
    /// A strategy of `strategies` with the name of a bundled one replaces it.
    public static func main(strategies: [StrategyRegistry.Entry] = []) -> Never {
        exit(run(arguments: Array(CommandLine.arguments.dropFirst()), strategies: strategies))
    }

    /// Runs one command line (without the program name) and returns its exit status instead
    /// of exiting. Output goes to standard output and standard error, as `main` prints it.
    public static func run(arguments: [String], strategies: [StrategyRegistry.Entry] = []) -> Int32 {
        CommandEnvironment.$registry.withValue(registry(adding: strategies)) {
            execute(arguments)
        }
    }

    /// The bundled strategies with `strategies` registered after them (replacing any of the
    /// same name): the registry `main` and `run` give the command.
    public static func registry(adding strategies: [StrategyRegistry.Entry]) -> StrategyRegistry {
        var registry = StrategyRegistry.bundled
        for entry in strategies { registry.register(entry) }
        return registry
    }

    private static func execute(_ arguments: [String]) -> Int32 {
        do {
            var command = try ChatRigCommand.parseAsRoot(arguments)
            try command.run()
            return ExitStatus.passed
        } catch let failure as RunFailure {
            return failure.status
        } catch let error as BadInput {
            StandardError.write(error.description + "\n")
            return ExitStatus.badInput
        } catch {
            // ArgumentParser's usage errors exit 64 by default; ChatRig promises 2.
            let code = ChatRigCommand.exitCode(for: error)
            let message = ChatRigCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                return ExitStatus.passed
            }
            if !message.isEmpty { StandardError.write(message + "\n") }
            return ExitStatus.badInput
        }
    }
}
