/// Stand-in text of an exact length, for messages an event log records by length only (an
/// app does not log what its users typed).
enum PlaceholderText {
    private static let words = [
        "the", "list", "should", "keep", "its", "place", "while", "new", "messages", "arrive", "and", "older",
        "pages", "load", "above", "what", "you", "are", "reading", "now",
    ]

    /// Words separated by spaces, cut to exactly `characters` characters (no trailing
    /// space). O(characters).
    static func text(characters: Int) -> String {
        var text = ""
        var count = 0  // `text.count` walks the string: counting here keeps this linear
        var index = 0
        while count < characters {
            if !text.isEmpty { text += " "; count += 1 }
            let word = words[index % words.count]
            text += word
            count += word.count
            index += 1
        }
        var cut = String(text.prefix(characters))
        if cut.hasSuffix(" ") { cut = String(cut.dropLast()) + "s" }
        return cut
    }
}
