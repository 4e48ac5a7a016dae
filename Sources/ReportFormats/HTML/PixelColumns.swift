import ReportModel

/// A run's frames aggregated to the pixel: one column of a chart holds every frame whose
/// start falls in it, as the minimum and maximum of a value or the union of marks. A
/// 60 s run at 120 Hz (7,200 frames) drawn 880 pixels wide is 880 columns, so a chart's
/// size depends on its width, not on the run's length.
struct PixelColumns {
    /// Columns across the plot.
    let count: Int
    /// Seconds the plot spans.
    let duration: Double

    init(count: Int, duration: Double) {
        precondition(count > 0, "a chart has at least one column")
        self.count = count
        self.duration = max(duration, 1e-9)
    }

    /// The column a moment falls in, clamped to the plot.
    func column(of time: Double) -> Int {
        min(count - 1, max(0, Int((time / duration * Double(count)).rounded(.down))))
    }

    /// Minimum and maximum of `values` (one a frame, `frameInterval` apart) per column;
    /// nil for a column no frame starts in. O(frames + columns).
    func ranges(_ values: [Float], frameInterval: Double) -> [ClosedRange<Float>?] {
        var out = [ClosedRange<Float>?](repeating: nil, count: count)
        for (frame, value) in values.enumerated() {
            let column = column(of: Double(frame) * frameInterval)
            if let range = out[column] {
                out[column] = min(range.lowerBound, value)...max(range.upperBound, value)
            } else {
                out[column] = value...value
            }
        }
        return out
    }

    /// The union of the marks of the frames of each column. O(frames + columns).
    func marks(_ marks: [FrameMarks], frameInterval: Double) -> [FrameMarks] {
        var out = [FrameMarks](repeating: [], count: count)
        for (frame, mark) in marks.enumerated() where !mark.isEmpty {
            out[column(of: Double(frame) * frameInterval)].formUnion(mark)
        }
        return out
    }

    /// Maximal runs of columns where `included` holds, as column ranges; runs separated
    /// by at most `bridging` columns where it does not are joined. O(count).
    static func spans(_ count: Int, where included: (Int) -> Bool, bridging: Int = 0) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        for column in 0..<count where included(column) {
            if let last = spans.last, column - last.upperBound <= bridging {
                spans[spans.count - 1] = last.lowerBound..<(column + 1)
            } else {
                spans.append(column..<(column + 1))
            }
        }
        return spans
    }
}
