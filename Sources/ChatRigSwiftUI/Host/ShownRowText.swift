/// How much of its message a row's views show, read from the strings of the row's `Text`
/// views: how the rehearsal notices a view that reveals a reply at its own pace — words fading
/// in from a `@State` string on the main queue's timers — rather than showing what arrived.
///
/// The engine counts a streamed token as on screen once the revealed text reaches it
/// (``Simulator/ChatListContext/setShownLength(_:of:)``, as the bundled strategies' own
/// staggered reveal reports it); without this reading every configured row would count as
/// showing its whole message. The reading mirrors ChatRigUIKit's `ShownText` for a cell's
/// labels: whitespace is ignored (a view may re-join words), a row's text is matched by its
/// last ``suffixLength`` non-space characters (enough to place it in a reply whose text only
/// grows), and a row whose views hold no `Text` is taken at its word.
enum ShownRowText {
    static let suffixLength = 32

    /// The UTF-8 length of `message` the row's text strings `shown` reach, trailing
    /// whitespace included; nil when they show all of it, or do not tell (no `Text`, or text
    /// that is not the message's — a markdown rendering, a label). Only empty `Text`s: 0.
    ///
    /// - Complexity: O(message × ``suffixLength``) at worst, O(message + shown) typically.
    static func shownLength(of message: String, shown: [String]) -> Int? {
        var scalars: [Unicode.Scalar] = []
        var starts: [Int] = []
        var offset = 0
        for scalar in message.unicodeScalars {
            if !scalar.properties.isWhitespace {
                scalars.append(scalar)
                starts.append(offset)
            }
            offset += UTF8.width(scalar)
        }
        guard !scalars.isEmpty, !shown.isEmpty else { return nil }
        var reached: Int?
        var anyText = false
        for text in shown {
            let visible = text.unicodeScalars.filter { !$0.properties.isWhitespace }
            guard !visible.isEmpty else { continue }
            anyText = true
            if let end = firstEnd(of: Array(visible.suffix(suffixLength)), in: scalars) {
                reached = max(reached ?? 0, end)
            }
        }
        guard let reached else { return anyText ? nil : 0 }
        // Up to the next non-space character: the whitespace after the last one shown counts.
        return reached < scalars.count ? starts[reached] : nil
    }

    /// The index after the first occurrence of `needle` in `haystack`, if any.
    private static func firstEnd(of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        var start = 0
        while start + needle.count <= haystack.count {
            var matched = 0
            while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
            if matched == needle.count { return start + matched }
            start += 1
        }
        return nil
    }
}

extension ViewGraph {
    /// The strings of the `Text` views in realized row `id`'s views, in order; nil when the
    /// row is not built.
    func textStrings(ofRow id: AnyHashable) -> [String]? {
        guard let container = list?.container,
              let row = container.children.first(where: { $0.row == id && !$0.isRemoved }) else { return nil }
        var strings: [String] = []
        func collect(_ node: ViewNode) {
            if let text = node.view as? Text { strings.append(text.content) }
            for child in node.children where !child.isRemoved { collect(child) }
        }
        collect(row)
        return strings
    }
}
