/// The modelled main-thread work of the current frame, in microseconds, in all and by
/// the phase of the frame that did it.
///
/// Everything the engine and the controller do is charged here at the device profile's
/// rates; the frame loop reads and resets it once per frame.
struct CostLedger {
    private(set) var microseconds = 0.0
    private var phases = FramePhaseCosts()
    /// The last closed frame's work by phase, ms.
    private(set) var closedPhases = FramePhaseCosts()

    mutating func charge(_ amount: Double, _ phase: FramePhase) {
        precondition(amount >= 0 && amount.isFinite, "a modelled cost must be a finite non-negative figure")
        microseconds += amount
        phases[phase] += amount / 1_000
    }

    /// The frame's total in milliseconds; resets the ledger and keeps the phases in
    /// ``closedPhases``.
    mutating func closeFrame() -> Double {
        defer {
            microseconds = 0
            closedPhases = phases
            phases = FramePhaseCosts()
        }
        return microseconds / 1_000
    }
}
