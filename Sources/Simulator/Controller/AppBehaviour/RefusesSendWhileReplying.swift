/// A chat whose view model takes no new message while a reply is pending (the request is
/// out, the reply streams or has not arrived yet): a send then is refused and counted in
/// `sendsRefused`, and the scripted reply that answers it is not requested.
public protocol RefusesSendWhileReplying {
    /// Whether the composer itself is disabled while a reply is pending (`.disabled(…)`):
    /// typing is ignored, not only the send.
    var disablesComposerWhileReplying: Bool { get }
    /// What happened to the user's message, for the finding (e.g. "the send returns early but
    /// the composer was already cleared: the typed message is lost").
    var sendRefusal: String { get }
}
