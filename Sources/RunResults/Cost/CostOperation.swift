/// One kind of main-thread work the cost model charges: what a frame's modelled cost is
/// made of, as `compare` explains a change ("configure assistant cell +0.22 ms").
///
/// Every charge of ``CostLedger`` names exactly one operation, so the operations of a frame
/// add up to the frame's cost. Each operation belongs to one ``FramePhase``.
public enum CostOperation: Int, CaseIterable, Sendable, Hashable {
    // MARK: Apply and diff
    /// Building the snapshot applied (per item).
    case snapshotBuild
    /// Diffing the old and new snapshots (per item on both sides).
    case diff
    /// The fixed cost of an apply.
    case apply
    /// An animated apply's transaction and its animated items.
    case animatedApply
    /// A SwiftUI list body evaluation, its `ForEach` diff included.
    case bodyEvaluation

    // MARK: Layout
    /// Self-sizing measurement of cells.
    case selfSizing
    /// Text layout, per character laid out.
    case textLayout
    /// A layout pass over the visible items.
    case layoutPass

    // MARK: Cells
    /// Taking a reused cell from its reuse queue.
    case cellDequeue
    /// Creating a cell (none to reuse).
    case cellCreate
    /// Configuring a cell, by kind.
    case configureUserCell, configureAssistantCell, configureImagesCell, configureThinkingCell,
         configureFailedCell, configureTypingIndicatorCell, configureDateSeparatorCell, configureLoadingOlderCell
    /// A lazy stack building a row it has not shown before.
    case rowCreate
    /// A lazy stack row running its body.
    case rowBody
    /// Parsing markdown, and `<think>` tags.
    case markdownParse, thinkParse
    /// Decoding images on the main thread.
    case imageDecode

    // MARK: The controller
    /// The controller's own extra work in a cell's configuration or a row's body.
    case controllerCellWork
    /// A `DateFormatter` created during configuration.
    case dateFormatterCreate
    /// A linear search during configuration.
    case linearLookup
    /// The controller's main-thread work outside its cells (persistence, lookups).
    case controllerWork

    /// The stable key reports write (`configureAssistantCell`).
    public var name: String {
        switch self {
        case .snapshotBuild: "snapshotBuild"
        case .diff: "diff"
        case .apply: "apply"
        case .animatedApply: "animatedApply"
        case .bodyEvaluation: "bodyEvaluation"
        case .selfSizing: "selfSizing"
        case .textLayout: "textLayout"
        case .layoutPass: "layoutPass"
        case .cellDequeue: "cellDequeue"
        case .cellCreate: "cellCreate"
        case .configureUserCell: "configureUserCell"
        case .configureAssistantCell: "configureAssistantCell"
        case .configureImagesCell: "configureImagesCell"
        case .configureThinkingCell: "configureThinkingCell"
        case .configureFailedCell: "configureFailedCell"
        case .configureTypingIndicatorCell: "configureTypingIndicatorCell"
        case .configureDateSeparatorCell: "configureDateSeparatorCell"
        case .configureLoadingOlderCell: "configureLoadingOlderCell"
        case .rowCreate: "rowCreate"
        case .rowBody: "rowBody"
        case .markdownParse: "markdownParse"
        case .thinkParse: "thinkParse"
        case .imageDecode: "imageDecode"
        case .controllerCellWork: "controllerCellWork"
        case .dateFormatterCreate: "dateFormatterCreate"
        case .linearLookup: "linearLookup"
        case .controllerWork: "controllerWork"
        }
    }

    /// How explanations spell it: `configure assistant cell`, `text layout`.
    public var label: String {
        var words = ""
        for character in name {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words
    }

    /// The operation whose ``name`` is `name`, or nil. O(operations).
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    /// The frame phase the operation's cost is charged to.
    public var phase: FramePhase {
        switch self {
        case .snapshotBuild, .diff, .apply, .animatedApply, .bodyEvaluation: .applyDiff
        case .selfSizing, .textLayout, .layoutPass: .layout
        case .cellDequeue, .cellCreate, .configureUserCell, .configureAssistantCell, .configureImagesCell,
             .configureThinkingCell, .configureFailedCell, .configureTypingIndicatorCell, .configureDateSeparatorCell,
             .configureLoadingOlderCell, .rowCreate, .rowBody, .markdownParse, .thinkParse, .imageDecode: .visibility
        case .controllerCellWork, .dateFormatterCreate, .linearLookup, .controllerWork: .controller
        }
    }
}

/// Modelled cost by ``CostOperation``, ms: one frame's, or summed over frames.
public struct OperationCosts: Sendable, Hashable {
    private var values = [Double](repeating: 0, count: CostOperation.allCases.count)

    public init() {}

    /// The cost of `operation`, ms. O(1).
    public subscript(operation: CostOperation) -> Double {
        get { values[operation.rawValue] }
        set { values[operation.rawValue] = newValue }
    }

    /// The operations with a cost, in ``CostOperation`` order.
    public var nonZero: [(operation: CostOperation, milliseconds: Double)] {
        CostOperation.allCases.compactMap { values[$0.rawValue] == 0 ? nil : ($0, values[$0.rawValue]) }
    }

    /// Appends the operations with a cost to `list`, in ``CostOperation`` order — what
    /// ``nonZero`` lists, without an array of its own or of `allCases`. O(operations).
    package func appendNonZero(to list: inout [(operation: CostOperation, milliseconds: Double)]) {
        for index in values.indices where values[index] != 0 {
            // Raw values are the operations' positions: `values` is indexed by them.
            list.append((CostOperation(rawValue: index)!, values[index]))
        }
    }

    /// The sum of every operation's cost, ms (in ``CostOperation`` order). O(operations).
    public var total: Double { values.reduce(0, +) }

    /// Whether no operation has a cost.
    public var isEmpty: Bool { values.allSatisfy { $0 == 0 } }

    /// Sets every operation's cost to zero, in place (the storage kept). O(operations).
    package mutating func reset() {
        for index in values.indices { values[index] = 0 }
    }

    /// Adds `other`'s costs, operation by operation. O(operations).
    public static func += (lhs: inout OperationCosts, rhs: OperationCosts) {
        for index in lhs.values.indices { lhs.values[index] += rhs.values[index] }
    }

    /// `head − base`, operation by operation.
    public static func - (head: OperationCosts, base: OperationCosts) -> OperationCosts {
        var out = OperationCosts()
        for index in out.values.indices { out.values[index] = head.values[index] - base.values[index] }
        return out
    }
}
