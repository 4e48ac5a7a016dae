/// `UITableViewCell`: a row's view — its `contentView`, the standard styles' labels and image
/// view (made on first use, inside the content view, as UIKit makes them), reuse.
///
/// On the engine a row is laid out as a collection view's item is (``UITableView``): the
/// cell's height comes from ChatRig's cell sizer for the message it shows; the labels keep
/// their text, which the stale-cell check reads. Accessories, separators and selection looks
/// are inert.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    public let contentView = UIView()
    /// `reuseIdentifier`: given at `init(style:reuseIdentifier:)`, or by the table view's dequeue.
    open internal(set) var reuseIdentifier: String?
    public let style: CellStyle
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var separatorInset: UIEdgeInsets = .zero
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false
    open var indentationLevel = 0
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard let configuration = contentConfiguration else { return }
            contentView.subviews.forEach { $0.removeFromSuperview() }
            contentView.addSubview(configuration.makeContentView())
        }
    }
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// `defaultContentConfiguration()`: a list content configuration for the cell's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override init(frame: CGRect) {
        style = .default
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// `textLabel`: the style's primary label, made on first use.
    open var textLabel: UILabel? { madeTextLabel ?? makeLabel(&madeTextLabel) }
    /// `detailTextLabel`: the secondary label of the `.value1`, `.value2` and `.subtitle`
    /// styles (nil for `.default`, as in UIKit).
    open var detailTextLabel: UILabel? {
        if style == .default { return nil }
        return madeDetailTextLabel ?? makeLabel(&madeDetailTextLabel)
    }
    /// `imageView`, made on first use.
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView(image: nil)
        contentView.addSubview(view)
        madeImageView = view
        return view
    }

    private func makeLabel(_ slot: inout UILabel?) -> UILabel {
        let label = UILabel()
        contentView.addSubview(label)
        slot = label
        return label
    }

    /// `prepareForReuse()`: called when the table view hands this cell out again.
    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}

/// `UITableViewHeaderFooterView`: a section header or footer view, dequeued and reused as
/// the table's rows' cells are (``TableSectionViews``): its `contentView`, its `textLabel`
/// (made on first use, inside the content view; the default header of a section title shows
/// the title in it) and `prepareForReuse()`, called when a dequeue hands it out again.
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    open internal(set) var reuseIdentifier: String?
    private var madeTextLabel: UILabel?
    /// `textLabel`: the primary label, made on first use inside the content view.
    open var textLabel: UILabel? {
        get {
            if let madeTextLabel { return madeTextLabel }
            let label = UILabel()
            contentView.addSubview(label)
            madeTextLabel = label
            return label
        }
        set { madeTextLabel = newValue }
    }
    open var contentConfiguration: (any UIContentConfiguration)?
    open var backgroundView: UIView?
    open var detailTextLabel: UILabel?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// `prepareForReuse()`: called when the table view hands this view out again.
    open func prepareForReuse() {}
}
