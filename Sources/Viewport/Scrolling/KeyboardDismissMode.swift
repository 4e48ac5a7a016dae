/// How a drag dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
public enum KeyboardDismissMode: String, Hashable, Sendable, CaseIterable {
    /// Dragging does not dismiss the keyboard.
    case none
    /// The keyboard hides (0.25 s animation) when a drag begins.
    case onDrag
    /// The keyboard follows a finger that crosses its top edge, then finishes hiding or
    /// snaps back when the finger lifts.
    case interactive
}
