/// `UIPageControl` (an attachment gallery's dots): its page count and current page are kept
/// as UIKit keeps them — `currentPage` is pinned to 0…`numberOfPages` − 1 (Apple: "The
/// control pins values outside this range") — inert otherwise (no one taps a dot).
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    open var numberOfPages = 0 { didSet { currentPage = storedPage } }
    open var currentPage: Int {
        get { storedPage }
        set { storedPage = min(max(newValue, 0), max(numberOfPages - 1, 0)) }
    }
    private var storedPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
