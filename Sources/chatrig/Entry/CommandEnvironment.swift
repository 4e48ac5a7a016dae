import Strategies

/// What one command line runs against, bound by ``ChatRig/run(arguments:strategies:)`` for
/// the duration of the command and read by the commands (through ``SuiteOptions``).
///
/// A task-local value rather than a global: two commands run in one process (tests, a
/// team's tooling) each see their own strategies.
enum CommandEnvironment {
    /// The strategies scenario files and `--strategy` may name: the bundled ones outside
    /// any command.
    @TaskLocal static var registry: StrategyRegistry = .bundled
}
