/// A part of a frame's main-thread work that the cost model charges separately.
///
/// Delivering events and stepping scroll physics carry no modelled cost of their own: the
/// work they cause is charged to the phase that does it (an apply, a layout pass, cells).
public enum FramePhase: Int, Sendable, CaseIterable {
    /// Work the controller adds to a cell's configuration (`extraCostMicroseconds`).
    case controller
    /// Building, diffing and applying snapshots, animated batch updates included.
    case applyDiff
    /// Self-sizing measurement, text layout and the layout pass over the visible items.
    case layout
    /// Cells entering the screen: dequeue or create, configure, parse, decode images.
    case visibility

    /// The phase's name in traces.
    public var name: String {
        switch self {
        case .controller: "controller"
        case .applyDiff: "apply/diff"
        case .layout: "layout"
        case .visibility: "visibility"
        }
    }
}

/// One frame's modelled work by ``FramePhase``, ms.
public struct FramePhaseCosts: Sendable, Hashable {
    public var controller = 0.0
    public var applyDiff = 0.0
    public var layout = 0.0
    public var visibility = 0.0

    public init() {}

    /// Adds `other`'s costs, phase by phase.
    package mutating func add(_ other: FramePhaseCosts) {
        controller += other.controller
        applyDiff += other.applyDiff
        layout += other.layout
        visibility += other.visibility
    }

    public subscript(phase: FramePhase) -> Double {
        get {
            switch phase {
            case .controller: controller
            case .applyDiff: applyDiff
            case .layout: layout
            case .visibility: visibility
            }
        }
        set {
            switch phase {
            case .controller: controller = newValue
            case .applyDiff: applyDiff = newValue
            case .layout: layout = newValue
            case .visibility: visibility = newValue
            }
        }
    }
}
