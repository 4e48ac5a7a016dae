/// A chat whose reply request outlives the conversation it was asked in: the view model's
/// request task appends the answer to whatever `messages` holds when the answer comes back.
/// When the user switches conversation (or starts afresh) while a reply is pending, the reply
/// lands — and is saved — in the conversation open then, and the pending state (a typing row,
/// sends refused) carries over to it.
///
/// Without it a pending reply is abandoned when the conversation is replaced.
public protocol KeepsReplyAcrossConversationChange {}
