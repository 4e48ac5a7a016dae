extension VirtualInstant {
    /// Seconds from midnight to the virtual clock's zero: the run starts at 9:41 AM (the
    /// labels' convention, see the list layout's time and day labels).
    public static let secondsFromMidnightAtZero: Int64 = 9 * 3_600 + 41 * 60

    /// The calendar day this instant falls on, counted from the day the virtual clock starts
    /// (day 0, taken as Thursday 1 January 2026; history before 9:41 AM of it is on day −1
    /// and earlier). Whole days of 86,400 s, no time zones or daylight saving: deterministic.
    /// O(1).
    public var calendarDay: Int64 {
        let secondsPerDay: Int64 = 86_400
        let seconds = Self.secondsFromMidnightAtZero + microseconds / 1_000_000
        // Floor division, so instants before midnight of day 0 fall on negative days.
        return seconds >= 0 ? seconds / secondsPerDay : -((-seconds + secondsPerDay - 1) / secondsPerDay)
    }
}
