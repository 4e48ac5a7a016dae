import ChatModel

/// What a run keeps about the app itself between timeline actions: the app's own clock
/// (which runs ahead of the frames' clock after time away), when the conversation last
/// changed, and whether a refused send's scripted reply is still to be skipped.
struct AppSession {
    /// Time the app spent away (``TimelineEvent/Action/timeJump(_:)``): the app's clock is the
    /// frames' clock plus this.
    var timeAway = VirtualDuration.zero
    /// When the conversation last changed (a message added, a reply ended, another
    /// conversation opened, a fresh start), on the app's clock. A stored history counts as
    /// saved when the run opens.
    var lastChange = VirtualInstant.zero
    /// A send was refused: the next scripted reply (its answer) is not requested.
    var skipsNextReply = false

    /// The app's clock at the frames' `now`.
    func appTime(at now: VirtualInstant) -> VirtualInstant { now + timeAway }
}
