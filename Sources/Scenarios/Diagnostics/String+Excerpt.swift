extension StringProtocol {
    /// The text as quoted in a one-line message: at most 60 characters (longer text is cut
    /// and ends with `…`), with line breaks, tabs and other control characters shown as
    /// escapes, so a huge or binary value never floods the terminal.
    var excerpt: String {
        let limit = 60
        var result = ""
        var count = 0
        for scalar in unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                    result += scalar.escaped(asASCII: true)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            count += 1
        }
        return result
    }
}
