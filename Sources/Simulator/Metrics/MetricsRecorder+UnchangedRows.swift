import ChatModel

/// Work redone for rows that did not change: a row on screen configured (or its SwiftUI body
/// run) with the very content revision and cell configuration it already shows. Built for the
/// class of "the whole list re-renders when one thing changes" — every row observing the whole
/// view model, a closure or a non-`Equatable` input SwiftUI cannot compare, a draft kept in the
/// list's own state, a `reconfigureItems` or `reloadData` of every visible row per update — not
/// for one design: the work is counted wherever it comes from.
///
/// SwiftUI skips the body of a view whose inputs compare equal ("SwiftUI compares a view's
/// properties to decide whether to run its body", WWDC21 *Demystify SwiftUI*; `Equatable`
/// views, `EquatableView`), and a UIKit cell reconfigured with what it shows changes nothing
/// on screen; either way the cost of the configure is spent for nothing. One unchanged update
/// can be a legitimate refresh; the finding is raised from the second frame with such work on,
/// its occurrences counting the rows redone from then.
///
/// - ``Metric/unchangedRowUpdates``: every such configure of the run.
/// - Finding ``Finding/Kind/unchangedRowsUpdated``, once per run.
struct UnchangedRowWork: Sendable {
    var updates = 0
    /// Frames with unchanged row work so far, and the frame the last one counted.
    var frames = 0
    var lastFrame = -1
}

extension MetricsRecorder {
    /// Row `id` on screen was configured with what it already showed. O(1).
    mutating func recordUnchangedRow(_ id: ChatItemID) {
        unchangedRows.updates += 1
        if unchangedRows.lastFrame != frame {
            unchangedRows.lastFrame = frame
            unchangedRows.frames += 1
        }
        guard unchangedRows.frames >= 2 else { return }
        note(.unchangedRowsUpdated,
             "\(id), on screen, was configured (its body run) again with the content it already showed, "
                + "in a second frame of such work: "
                + "work redone for a row that did not change")
    }

    /// The figures of unchanged row work, of a list resting past its end and of a reader
    /// thrown off their place, in report order.
    func addRowWorkAndPlaceFigures(to m: inout MetricSet) {
        m[.unchangedRowUpdates] = Double(unchangedRows.updates)
        m[.restPastEndMax] = readerSymptoms.restPastEndMax
        m[.lostPlaceJumps] = Double(readerSymptoms.lostPlaceJumps)
    }
}
