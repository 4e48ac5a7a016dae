import RunResults

/// Picks, as a run's frames go by, the frames a filmstrip draws: the first frame of each
/// finding kind, the worst hitch, the keyboard coming to rest fully up, and each
/// load-more request — at most ``limit`` in all, load-mores last (those past the limit are
/// counted, not drawn).
///
/// It keeps the cells of a few dozen frames at most, whatever the run's length: O(visible
/// cells) a frame, O(``limit``) memory.
public struct FilmstripSelection: Sendable {
    public static let limit = 12

    private struct Candidate: Sendable {
        var picture: ScreenPicture
        var findings: [String] = []
        var worstHitch = false
        var keyboardUp = false
        /// The frame's load-more request number, if it asked for one.
        var loadMore: Int?

        init(_ record: FrameRecord, loadMore: Int?) {
            picture = ScreenPicture(record, reasons: [])
            self.loadMore = loadMore
        }

        var reasons: [String] {
            findings + (worstHitch ? ["worst hitch"] : []) + (keyboardUp ? ["keyboard fully up"] : [])
                + (loadMore.map { ["load-more \($0)"] } ?? [])
        }
    }

    private var candidates: [Int: Candidate] = [:]
    private var findingFrames: [Int] = []
    private var keyboardFrames: [Int] = []
    private var loadMoreFrames: [Int] = []
    private var loadMores = 0
    private var worst: Candidate?
    private var previous: (record: FrameRecord, loadMore: Int?)?
    private var keyboardBeforePrevious = 0.0

    public init() {}

    /// Takes the next frame of the run.
    public mutating func add(_ record: FrameRecord) {
        var loadMore: Int?
        if FrameEventAdapter.marks(of: record).contains(.loadMore) {
            loadMores += 1
            loadMore = loadMores
        }
        // The frame before came to rest with the keyboard up: it rose into it and no further.
        if let previous, previous.record.keyboard > 0, previous.record.keyboard > keyboardBeforePrevious,
           record.keyboard <= previous.record.keyboard, keyboardFrames.count < Self.limit {
            candidates[previous.record.frame, default: Candidate(previous.record, loadMore: previous.loadMore)].keyboardUp = true
            keyboardFrames.append(previous.record.frame)
        }
        if !record.findings.isEmpty {
            candidates[record.frame, default: Candidate(record, loadMore: loadMore)].findings
                += record.findings.map { "first \(FindingText.name($0))" }
            findingFrames.append(record.frame)
        }
        if loadMore != nil, loadMoreFrames.count < Self.limit {
            if candidates[record.frame] == nil { candidates[record.frame] = Candidate(record, loadMore: loadMore) }
            loadMoreFrames.append(record.frame)
        }
        if record.hitch, record.cost > worst?.picture.cost ?? 0 {
            worst = Candidate(record, loadMore: loadMore)
        }
        keyboardBeforePrevious = previous?.record.keyboard ?? 0
        previous = (record, loadMore)
    }

    /// The pictures, in frame order, and how many load-more frames did not fit.
    public func pictures() -> (pictures: [ScreenPicture], omitted: Int) {
        var candidates = candidates
        if var worst {
            worst.worstHitch = true
            let frame = worst.picture.frame
            if candidates[frame] == nil { candidates[frame] = worst } else { candidates[frame]!.worstHitch = true }
        }
        var order: [Int] = []
        for frame in findingFrames + [worst?.picture.frame].compactMap({ $0 }) + keyboardFrames + loadMoreFrames
        where !order.contains(frame) && order.count < Self.limit {
            order.append(frame)
        }
        let drawn = order.compactMap { candidates[$0]?.loadMore }.count
        let pictures = order.sorted().map { frame -> ScreenPicture in
            var picture = candidates[frame]!.picture
            picture.reasons = candidates[frame]!.reasons
            return picture
        }
        return (pictures, loadMores - drawn)
    }
}
