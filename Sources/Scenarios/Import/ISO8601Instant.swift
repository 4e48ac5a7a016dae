/// Reads an ISO 8601 / RFC 3339 date and time with its zone — `2025-03-14T09:26:53Z`,
/// `2025-03-14T09:26:53.589123+01:00` — as microseconds since 1970-01-01T00:00:00Z.
///
/// Computed with integer calendar arithmetic (the proleptic Gregorian calendar, days from
/// civil dates after H. Hinnant's algorithm), never through a date formatter, so the same
/// text gives the same instant on every platform and in every time zone. Fractions beyond
/// microseconds are cut (not rounded); a leap second (`:60`) is refused.
enum ISO8601Instant {
    /// The instant `text` names, or `nil` when it is not `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`
    /// with every field in range.
    static func microseconds(_ text: String) -> Int64? {
        var bytes = Array(text.utf8)[...]
        guard let year = digits(&bytes, 4), take(&bytes, "-"), let month = digits(&bytes, 2), take(&bytes, "-"),
              let day = digits(&bytes, 2), take(&bytes, "T") || take(&bytes, "t"),
              let hour = digits(&bytes, 2), take(&bytes, ":"), let minute = digits(&bytes, 2), take(&bytes, ":"),
              let second = digits(&bytes, 2)
        else { return nil }
        var micros: Int64 = 0
        if take(&bytes, ".") {
            var count = 0
            while let byte = bytes.first, (0x30...0x39).contains(byte) {
                if count < 6 { micros = micros * 10 + Int64(byte - 0x30) }
                count += 1
                bytes.removeFirst()
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 6) { micros *= 10 }
        }
        var offsetMinutes: Int64 = 0
        if take(&bytes, "Z") || take(&bytes, "z") {
            offsetMinutes = 0
        } else if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes.removeFirst()
            guard let zoneHour = digits(&bytes, 2), take(&bytes, ":"), let zoneMinute = digits(&bytes, 2),
                  zoneHour < 24, zoneMinute < 60 else { return nil }
            offsetMinutes = (zoneHour * 60 + zoneMinute) * (sign == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        guard bytes.isEmpty, (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month),
              hour < 24, minute < 60, second < 60 else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetMinutes * 60
        return seconds * 1_000_000 + micros
    }

    /// Days from 1970-01-01 to the given civil date (negative before it).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func digits(_ bytes: inout ArraySlice<UInt8>, _ count: Int) -> Int64? {
        guard bytes.count >= count else { return nil }
        var value: Int64 = 0
        for _ in 0..<count {
            let byte = bytes.removeFirst()
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return value
    }

    private static func take(_ bytes: inout ArraySlice<UInt8>, _ character: Unicode.Scalar) -> Bool {
        guard bytes.first == UInt8(ascii: character) else { return false }
        bytes.removeFirst()
        return true
    }
}
