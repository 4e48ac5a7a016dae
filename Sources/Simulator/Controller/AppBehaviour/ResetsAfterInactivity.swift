import ChatModel

/// A chat that starts afresh by itself when it comes back after a long time away: when the
/// app becomes active again (a `timeJump` in a scenario) and at least ``inactivityLimit``
/// passed on the app's clock since the conversation last changed, it resets the conversation
/// as a fresh start does.
public protocol ResetsAfterInactivity {
    /// How long the conversation may rest before the app resets it.
    var inactivityLimit: VirtualDuration { get }
}
