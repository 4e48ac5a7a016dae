import Simulator

/// Picks the frames a filmstrip draws: the first frame of each finding kind, the worst
/// hitch, the keyboard reaching its full height, and each load-more request — at most
/// ``limit`` in all, load-mores last (the ones past the limit are counted, not drawn).
public enum FilmstripSelection {
    public static let limit = 12

    /// The pictures, in frame order, and how many load-more frames did not fit.
    ///
    /// O(frames) over `trace`.
    public static func pictures(trace: [FrameRecord], findings: [Finding]) -> (pictures: [ScreenPicture], omitted: Int) {
        var reasons: [Int: [String]] = [:]
        var order: [Int] = []
        func pick(_ frame: Int, _ reason: String) -> Bool {
            guard trace.indices.contains(frame) else { return false }
            if reasons[frame] == nil {
                guard order.count < limit else { return false }
                order.append(frame)
            }
            reasons[frame, default: []].append(reason)
            return true
        }

        for finding in findings.sorted(by: { $0.frame < $1.frame }) {
            _ = pick(finding.frame, "first \(FindingText.name(finding.kind))")
        }
        if let worst = trace.filter(\.hitch).max(by: { $0.cost < $1.cost }) {
            _ = pick(worst.frame, "worst hitch")
        }
        let fullKeyboard = trace.map(\.keyboard).max() ?? 0
        if fullKeyboard > 0 {
            for (index, record) in trace.enumerated()
            where record.keyboard == fullKeyboard && (index == 0 || trace[index - 1].keyboard < fullKeyboard) {
                _ = pick(record.frame, "keyboard fully up")
            }
        }
        var omitted = 0
        var requests = 0
        for record in trace where FrameEventAdapter.marks(of: record).contains(.loadMore) {
            requests += 1
            if !pick(record.frame, "load-more \(requests)") { omitted += 1 }
        }
        let pictures = order.sorted().map { ScreenPicture(trace[$0], reasons: reasons[$0]!) }
        return (pictures, omitted)
    }
}
