import ListLayout
import RunResults

/// The modelled main-thread work of the current frame, charged at the device's rates, in
/// all and by the ``FramePhase`` that did it.
///
/// Each method charges one kind of work the collection view does, so the cost model reads in
/// one place; the frame loop closes the ledger once per frame. Charges are summed in the
/// order they happen (the total is a floating-point sum, so order is part of the result);
/// the per-phase split is kept beside the total and never feeds back into it.
struct CostLedger {
    private let costs: DeviceProfile.Costs
    private(set) var microseconds = 0.0
    private var phases = FramePhaseCosts()
    private var operations = OperationCosts()
    /// The last closed frame's work by phase, ms.
    private(set) var closedPhases = FramePhaseCosts()
    /// The last closed frame's work by operation, ms: they add up to the frame's total
    /// (within floating-point rounding; the total is summed in charge order).
    private(set) var closedOperations = OperationCosts()

    init(costs: DeviceProfile.Costs) { self.costs = costs }

    /// Building, diffing and applying a snapshot of `newItems` over `oldItems`; an animated
    /// apply adds its transaction and `animatedChanges` inserted, deleted, moved, reloaded or
    /// reconfigured items.
    mutating func chargeApply(oldItems: Int, newItems: Int, animatedChanges: Int?) {
        charge(costs.snapshotBuildPerItem * Double(newItems), .snapshotBuild)
        charge(costs.diffPerItem * Double(oldItems + newItems), .diff)
        charge(costs.applyFixed, .apply)
        if let animatedChanges {
            charge(costs.animatedApplyFixed, .animatedApply)
            charge(costs.animatedApplyPerItem * Double(animatedChanges), .animatedApply)
        }
    }

    /// Self-sizing: measuring cells and laying out their text.
    mutating func chargeMeasurement(_ report: MeasurementReport) {
        charge(costs.selfSizingMeasure * Double(report.cellsMeasured), .selfSizing)
        charge(costs.textLayoutPerCharacter * Double(report.charactersLaidOut), .textLayout)
    }

    /// Laying out `characters` grapheme clusters of an app's own label or text view.
    mutating func chargeTextLayout(characters: Int) {
        charge(costs.textLayoutPerCharacter * Double(characters), .textLayout)
    }

    /// Taking a cell for display: reusing a queued one, or creating one.
    mutating func chargeDequeue(reused: Bool) {
        charge(reused ? costs.cellDequeue : costs.cellCreate, reused ? .cellDequeue : .cellCreate)
    }

    /// Configuring a cell of `kind`, plus the controller's own extra work.
    mutating func chargeConfigure(kind: CellKind, extraMicroseconds: Double) {
        chargeConfigure(kind: kind, extraMicroseconds: extraMicroseconds, createsDateFormatter: false, linearLookupElements: 0)
    }

    /// Configuring a cell of `kind`, plus the controller's own extra work, a new
    /// `DateFormatter` when `createsDateFormatter`, and a linear search visiting
    /// `linearLookupElements` (both charged as the controller's phase).
    mutating func chargeConfigure(kind: CellKind, extraMicroseconds: Double, createsDateFormatter: Bool, linearLookupElements: Int) {
        if createsDateFormatter { charge(costs.dateFormatterCreate, .dateFormatterCreate) }
        if linearLookupElements > 0 { charge(costs.linearScanPerElement * Double(linearLookupElements), .linearLookup) }
        let base = switch kind {
        case .user, .assistant, .failed: costs.configureText
        case .images: costs.configureImage
        case .thinking: costs.configureThinking
        case .typingIndicator: costs.configureTypingIndicator
        case .dateSeparator: costs.configureDateSeparator
        case .loadingOlder: costs.configureLoadingOlder
        }
        // One addition to the total (its rounding is part of every recorded figure); the
        // controller's share is shown as its own phase.
        charge(base + extraMicroseconds, .visibility, split: (.configure(kind), base, extraMicroseconds))
    }

    /// Parsing `characters` of an assistant message's markdown, and its `<think>` tags too
    /// when the cell shows a thinking block.
    mutating func chargeParsing(characters: Int, thinking: Bool) {
        charge(costs.markdownParsePerCharacter * Double(characters), .markdownParse)
        if thinking { charge(costs.thinkParsePerCharacter * Double(characters), .thinkParse) }
    }

    /// Decoding images of `megapixels` on the main thread.
    mutating func chargeImageDecode(megapixels: Double) {
        charge(costs.imageDecodePerMegapixel * megapixels, .imageDecode)
    }

    /// A layout pass over `visibleItems` cells.
    mutating func chargeLayoutPass(visibleItems: Int) {
        charge(costs.layoutPassPerVisibleItem * Double(visibleItems), .layoutPass)
    }

    /// A SwiftUI list body evaluation whose `ForEach` diffs `rowsDiffed` rows of data.
    mutating func chargeBodyEvaluation(rowsDiffed: Int) {
        charge(costs.bodyEvaluationFixed + costs.forEachDiffPerRow * Double(rowsDiffed), .bodyEvaluation)
    }

    /// A lazy stack building a row it has not shown before.
    mutating func chargeRowCreate() {
        charge(costs.rowCreate, .rowCreate)
    }

    /// A lazy stack row running its body, plus the controller's own extra work.
    mutating func chargeRowBody(extraMicroseconds: Double) {
        charge(costs.rowBodyEvaluation + extraMicroseconds, .visibility, split: (.rowBody, costs.rowBodyEvaluation, extraMicroseconds))
    }

    /// Work the controller does on the main thread outside cell configuration (persistence,
    /// lookups), µs.
    mutating func chargeController(microseconds: Double) {
        charge(microseconds, .controllerWork)
    }

    /// The frame's total in milliseconds; resets the ledger and keeps the phases in
    /// ``closedPhases``.
    mutating func closeFrame() -> Double {
        defer {
            microseconds = 0
            closedPhases = phases
            phases = FramePhaseCosts()
            // The frame's operations become the closed ones, and the last closed ones' storage,
            // zeroed, takes the next frame's: no allocation a frame.
            swap(&closedOperations, &operations)
            operations.reset()
        }
        return microseconds / 1_000
    }

    /// Charges `amount` µs of `operation`.
    private mutating func charge(_ amount: Double, _ operation: CostOperation) {
        charge(amount, operation.phase)
        operations[operation] += amount / 1_000
    }

    /// Charges `amount` µs to the total in one addition (its rounding is part of every
    /// recorded figure) and splits it: `base` to the cell's operation, `extra` to the
    /// controller's cell work (and phase).
    private mutating func charge(_ amount: Double, _ phase: FramePhase,
                                 split: (operation: CostOperation, base: Double, extra: Double)) {
        charge(amount, phase)
        phases[phase] -= split.extra / 1_000
        phases[.controller] += split.extra / 1_000
        operations[split.operation] += split.base / 1_000
        operations[.controllerCellWork] += split.extra / 1_000
    }

    private mutating func charge(_ amount: Double, _ phase: FramePhase) {
        precondition(amount >= 0 && amount.isFinite, "a modelled cost must be a finite non-negative figure")
        microseconds += amount
        phases[phase] += amount / 1_000
    }
}
