/// Controls that choose a value — `UISegmentedControl`, `UIPageControl`, `UIDatePicker` —
/// kept as the app sets them. Their values change only when the app sets them (no touches);
/// a programmatic change sends no `.valueChanged`, as in UIKit.
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    private var titles: [String?] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var numberOfSegments: Int { titles.count }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// `init(items:)`: a segment per item, titled by a `String` item (an image item has none).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(0, segment), titles.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = UISegmentedControl.noSegment }
    }
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// `UIPageControl`: pages and the current page, kept.
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}

/// `UIDatePicker`: its date, mode and bounds, kept.
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
