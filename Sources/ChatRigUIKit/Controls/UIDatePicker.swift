/// `UIDatePicker`: its date, mode and bounds, kept as the app sets them (no touches; a
/// programmatic change sends no `.valueChanged`, as in UIKit).
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// `UIDatePicker.Mode`, `UIDatePickerStyle`, with UIKit's raw values.
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// `date`: the reference date until the app sets one (no wall clock is read).
    open var date = Date(timeIntervalSinceReferenceDate: 0)
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var minuteInterval = 1
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

/// `UIDatePickerStyle`, with UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }
