/// An RFC 3339 date-time read to the microsecond, as Ollama writes `created_at`
/// (`2024-08-07T03:57:33.0365888Z`, `2023-08-04T08:52:19.385406455-07:00`).
///
/// Parsed by hand, in integers, so the figure is the same on every platform (no
/// `DateFormatter`, no time-zone database): RFC 3339 §5.6 `full-date "T" full-time` with
/// `t`/`T`, an optional fraction of any length (truncated to microseconds) and `Z` or a
/// numeric offset. Leap seconds (`:60`) are refused.
enum RFC3339Timestamp {
    /// Microseconds since 1970-01-01T00:00:00Z, or `nil` when `text` is not an RFC 3339
    /// date-time (or its year is outside 0001…9999). O(n).
    static func microsecondsSinceEpoch(_ text: String) -> Int64? {
        var bytes = Array(text.utf8)[...]
        func number(_ digits: Int) -> Int64? {
            guard bytes.count >= digits else { return nil }
            var value: Int64 = 0
            for byte in bytes.prefix(digits) {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int64(byte - 0x30)
            }
            bytes = bytes.dropFirst(digits)
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard let byte = bytes.first, characters.utf8.contains(byte) else { return false }
            bytes = bytes.dropFirst()
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
              expect("Tt"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
              let second = number(2),
              (1...9999).contains(year), (1...12).contains(month),
              (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction: Int64 = 0
        if expect(".") {
            var digits = 0
            while let byte = bytes.first, byte >= 0x30, byte <= 0x39 {
                if digits < 6 { fraction = fraction * 10 + Int64(byte - 0x30) }
                digits += 1
                bytes = bytes.dropFirst()
            }
            guard digits > 0 else { return nil }
            for _ in digits..<max(digits, 6) { fraction *= 10 }
        }
        var offsetMinutes: Int64 = 0
        if expect("Zz") {
        } else if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
            guard let offsetHour = number(2), expect(":"), let offsetMinute = number(2),
                  offsetHour < 24, offsetMinute < 60
            else { return nil }
            offsetMinutes = (offsetHour * 60 + offsetMinute) * (sign == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        guard bytes.isEmpty else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetMinutes * 60
        return seconds * 1_000_000 + fraction
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
