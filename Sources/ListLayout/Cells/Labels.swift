import ChatModel

/// A message's short time label (`DateFormatter.timeStyle = .short`, the iris design), e.g.
/// "9:41 AM". The virtual clock's zero is taken as 9:41 AM; history before it wraps to the
/// previous day. Deterministic, locale-free (en_US style).
struct TimeLabel {
    var text: String

    init(_ instant: VirtualInstant) {
        let secondsPerDay: Int64 = 86_400
        let start: Int64 = 9 * 3_600 + 41 * 60
        var seconds = (start + instant.microseconds / 1_000_000) % secondsPerDay
        if seconds < 0 { seconds += secondsPerDay }
        let hour24 = Int(seconds / 3_600)
        let minute = Int(seconds / 60 % 60)
        let hour12 = hour24 % 12 == 0 ? 12 : hour24 % 12
        text = "\(hour12):" + (minute < 10 ? "0" : "") + "\(minute) " + (hour24 < 12 ? "AM" : "PM")
    }
}

/// A date separator's label, "Thu, Jan 1, 2026" style, for a day counted from the virtual
/// clock's epoch, taken as Thursday 1 January 2026. Proleptic Gregorian calendar.
struct DayLabel {
    var text: String

    init(day: Int64) {
        // Days from 1970-01-01 to 2026-01-01.
        let days = day + 20_454
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let dayOfMonth = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var weekday = Int(days % 7)
        if weekday < 0 { weekday += 7 }
        text = "\(weekdays[weekday]), \(months[Int(month) - 1]) \(dayOfMonth), \(year)"
    }
}
