/// The modelled main-thread work of the current frame, in microseconds.
///
/// Everything the engine and the controller do is charged here at the device profile's
/// rates; the frame loop reads and resets it once per frame.
struct CostLedger {
    private(set) var microseconds = 0.0

    mutating func charge(_ amount: Double) {
        precondition(amount >= 0 && amount.isFinite, "a modelled cost must be a finite non-negative figure")
        microseconds += amount
    }

    /// The frame's total in milliseconds; resets the ledger.
    mutating func closeFrame() -> Double {
        defer { microseconds = 0 }
        return microseconds / 1_000
    }
}
