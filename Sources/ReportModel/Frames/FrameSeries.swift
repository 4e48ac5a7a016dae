import RunResults

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

    /// An empty series, for ``append(_:)``.
    public init(frameInterval: Double, budget: Double) {
        self.init(frameInterval: frameInterval, budget: budget, cost: [], offsetY: [], contentHeight: [], keyboard: [], marks: [])
    }

    /// Adds the next frame.
    public mutating func append(_ record: FrameRecord) {
        cost.append(Float(record.cost))
        offsetY.append(Float(record.offsetY))
        contentHeight.append(Float(record.contentHeight))
        keyboard.append(Float(record.keyboard))
        var mark = FrameEventAdapter.marks(of: record)
        if record.hitch { mark.insert(.hitch) }
        marks.append(mark)
    }

    public var count: Int { cost.count }

    /// Virtual seconds at the start of `frame`.
    public func time(ofFrame frame: Int) -> Double { Double(frame) * frameInterval }
}
