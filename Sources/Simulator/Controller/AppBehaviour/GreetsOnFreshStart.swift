/// A chat that starts a fresh conversation with a greeting from the assistant instead of an
/// empty list (a "Start Fresh" that replaces the messages with the greeting).
public protocol GreetsOnFreshStart {
    /// The greeting of the conversation named `conversation` (nil: the one the run opened on).
    func freshStartGreeting(conversation: String?) -> String
}
