import Simulator

/// A run's frames reduced to what the timeline draws: a few numbers and a mark set a
/// frame, about 18 bytes a frame (a 60 s run at 120 Hz is 130 KB).
public struct FrameSeries: Sendable, Hashable {
    /// Seconds between frames.
    public var frameInterval: Double
    /// The frame budget, ms.
    public var budget: Double
    /// Modelled main-thread work a frame, ms.
    public var cost: [Float]
    /// The scroll view's raw content offset.
    public var offsetY: [Float]
    public var contentHeight: [Float]
    /// Keyboard height over the bottom edge, pt.
    public var keyboard: [Float]
    public var marks: [FrameMarks]

    public init(
        frameInterval: Double, budget: Double, cost: [Float], offsetY: [Float], contentHeight: [Float],
        keyboard: [Float], marks: [FrameMarks]
    ) {
        precondition([offsetY.count, contentHeight.count, keyboard.count, marks.count].allSatisfy { $0 == cost.count },
                      "every per-frame column has one value a frame")
        self.frameInterval = frameInterval
        self.budget = budget
        self.cost = cost
        self.offsetY = offsetY
        self.contentHeight = contentHeight
        self.keyboard = keyboard
        self.marks = marks
    }

    /// The series of a recorded trace. O(frames).
    public init(trace: [FrameRecord], frameInterval: Double, budget: Double) {
        self.init(
            frameInterval: frameInterval, budget: budget,
            cost: trace.map { Float($0.cost) }, offsetY: trace.map { Float($0.offsetY) },
            contentHeight: trace.map { Float($0.contentHeight) }, keyboard: trace.map { Float($0.keyboard) },
            marks: trace.map { record in
                var marks = FrameEventAdapter.marks(of: record)
                if record.hitch { marks.insert(.hitch) }
                return marks
            }
        )
    }

    public var count: Int { cost.count }

    /// Virtual seconds at the start of `frame`.
    public func time(ofFrame frame: Int) -> Double { Double(frame) * frameInterval }
}
