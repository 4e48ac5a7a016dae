/// An estimate of how many tokens a text holds, for sources that do not say (replayed
/// Anthropic deltas, embedder inputs).
///
/// Rule: every run of ASCII letters and digits counts `1 + (length − 1) / 6` tokens (a
/// common English word is one token, a long identifier two or three); every other
/// non-whitespace scalar — punctuation, CJK, emoji — counts one; whitespace is free, since
/// BPE tokenizers fold a leading space into the next word. Within about ±25 % of `cl100k`
/// on English prose. O(n) in the text's scalars.
public enum TokenEstimate {
    /// The estimated token count of `text`.
    public static func count<S: StringProtocol>(in text: S) -> Int {
        var tokens = 0
        var run = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isAlphanumeric = (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
                || (value >= 0x61 && value <= 0x7A)
            if isAlphanumeric {
                run += 1
                continue
            }
            if run > 0 { tokens += 1 + (run - 1) / 6; run = 0 }
            if scalar.properties.isWhitespace || scalar.properties.isVariationSelector || value == 0x200D { continue }
            tokens += 1
        }
        if run > 0 { tokens += 1 + (run - 1) / 6 }
        return tokens
    }
}
