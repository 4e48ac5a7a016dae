/// Writes any text as a YAML double-quoted scalar (YAML 1.2 §7.3.1) that reads back as
/// the same text: printable ASCII as is, `"` and `\` escaped, everything else as a
/// `\uXXXX` / `\UXXXXXXXX` escape.
enum YAMLDoubleQuoted {
    static func scalar(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: quoted += "\\\""
            case 0x5C: quoted += "\\\\"
            case 0x20...0x7E: quoted.unicodeScalars.append(scalar)
            case 0...0xFFFF: quoted += "\\u" + hex(scalar.value, digits: 4)
            default: quoted += "\\U" + hex(scalar.value, digits: 8)
            }
        }
        return quoted + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
