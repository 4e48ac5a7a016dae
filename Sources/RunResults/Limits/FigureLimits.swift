import ChatModel

/// The bounds a run's figures stay within, shared by the scenario parser (which holds every
/// file to them) and the report reader (which holds every report and baseline to them).
///
/// `ScenarioLimits` (Scenarios) spells each of these under its own name; they are declared
/// here, once, so reading a report needs no scenario parser.
public enum FigureLimits {
    /// Longest run: 1 hour (`ScenarioLimits.maxDuration`).
    public static let maxRunDuration = VirtualDuration.seconds(3_600)

    /// Highest refresh rate: 240 Hz (`ScenarioLimits.maxRefreshRate`).
    public static let maxRefreshRate = 240

    /// Largest magnitude of an expectation's value or a report's figure, in the metric's
    /// unit: 10¹⁵ (`ScenarioLimits.maxExpectationMagnitude`). Reports print every number up
    /// to it exactly.
    public static let maxFigureMagnitude = 1e15
}
