import ChatRigUIKit

// A module of its own that imports ChatRigUIKit alone, as a screen's module does:
// `DispatchQueue` and `NotificationCenter` are the rehearsal's here.

/// A small UIKit chat screen for pinning the face's behaviour: one section of messages in
/// label cells, with hooks a test switches on.
public final class ProbeViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching {
    public enum Item: Hashable { case message(UUID) }

    public var collectionView: UICollectionView!
    public var dataSource: UICollectionViewDiffableDataSource<Int, Item>!
    public var texts: [UUID: String] = [:]
    /// Reconfigures every item on each update.
    public var reconfiguresAll = false
    /// Keeps the first text seen for each message: a cache the provider reads.
    public var cachesFirstText = false
    /// Appends the newest message's item twice (UIKit raises on that).
    public var duplicatesNewestItem = false
    /// An inverted list: the collection view flipped, the newest message first.
    public var flipsList = false
    /// In an inverted list, each cell flipped back upright.
    public var flipsCellsBack = true
    /// Sets `isPrefetchingEnabled` to false.
    public var disablesPrefetching = false
    /// A horizontal strip of suggestions added to the view before the message list.
    public var addsSuggestionStrip = false
    public private(set) var strip: UICollectionView?
    public private(set) var stripDataSource: UICollectionViewDiffableDataSource<Int, String>?
    /// Delegate callbacks whose scroll view was the strip.
    public private(set) var stripCallbacks = 0
    /// The index paths the prefetch data source was asked to prefetch, and to cancel.
    public private(set) var prefetched: [[IndexPath]] = []
    public private(set) var cancelled: [[IndexPath]] = []
    /// Every index path `willDisplay` named.
    public private(set) var displayedIndexPaths: Set<IndexPath> = []
    /// View properties a display link started at load writes every frame (nil: no link).
    public var displayLinkWrites: Int?
    /// Strings a display-link callback sets on a label, alternately, one a firing (with
    /// ``displayLinkWrites`` set).
    public var displayLinkLabelTexts: [String] = []
    /// Markdown a display-link callback parses with `NSAttributedString(markdown:)` each firing.
    public var displayLinkMarkdown: String?
    private let tickerLabel = UILabel()
    public private(set) var displayLinkFires = 0
    public private(set) var notifications: [(name: Notification.Name, endHeight: CGFloat)] = []
    public private(set) var mainQueueRuns: [(queued: CFTimeInterval, ran: CFTimeInterval)] = []
    public private(set) var delayedRunAt: CFTimeInterval?
    public private(set) var willDisplay = 0
    public private(set) var didEndDisplaying = 0
    public private(set) var endedDrags: [Bool] = []
    public private(set) var endedDecelerations = 0
    /// Moves the resting target of a released drag by this much, pt (nil: leaves it).
    public var movesTargetBy: CGFloat?
    /// The release velocities and the targets, as the delegate heard and left them.
    public private(set) var releases: [(velocity: CGPoint, natural: CGPoint, target: CGPoint)] = []
    public private(set) var scrolledToTop = 0
    /// The content offset at each `scrollViewDidScroll`, with the time.
    public private(set) var offsets: [(time: CFTimeInterval, y: CGFloat)] = []
    private var link: CADisplayLink?
    /// The list's content heights its `observe(\.contentSize)` observation heard, in order.
    public private(set) var observedContentHeights: [CGFloat] = []
    #if !canImport(ObjectiveC)
    private var contentSizeObservation: NSKeyValueObservation?
    #endif
    private let dot = UIView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        if addsSuggestionStrip { addSuggestionStrip() }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        collectionView.isPrefetchingEnabled = !disablesPrefetching
        collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "probe")
        view.addSubview(collectionView)
        #if !canImport(ObjectiveC)
        contentSizeObservation = collectionView.observe(\.contentSize, options: [.new]) { [weak self] _, change in
            if let height = change.newValue?.height { self?.observedContentHeights.append(height) }
        }
        #endif
        if flipsList { collectionView.transform = CGAffineTransform(scaleX: 1, y: -1) }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "probe", for: indexPath) as? ProbeCell
            if case .message(let id) = item { cell?.label.text = self?.texts[id] }
            if self?.flipsList == true, self?.flipsCellsBack == true { cell?.transform = CGAffineTransform(scaleX: 1, y: -1) }
            return cell
        }
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification] {
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                self?.notifications.append((note.name, frame?.height ?? -1))
            }
        }
        if let writes = displayLinkWrites {
            let link = CADisplayLink { [weak self] _ in
                guard let self else { return }
                self.displayLinkFires += 1
                for _ in 0..<writes { self.dot.alpha = 0.5 }
                if !self.displayLinkLabelTexts.isEmpty {
                    self.tickerLabel.text = self.displayLinkLabelTexts[self.displayLinkFires % self.displayLinkLabelTexts.count]
                }
                if let markdown = self.displayLinkMarkdown { _ = try? NSAttributedString(markdown: markdown) }
            }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    public func show(_ messages: [(UUID, String)]) {
        for (id, text) in messages where !cachesFirstText || texts[id] == nil { texts[id] = text }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0])
        let items = messages.map { Item.message($0.0) }
        snapshot.appendItems(flipsList ? items.reversed() : items, toSection: 0)
        if reconfiguresAll { snapshot.reconfigureItems(snapshot.itemIdentifiers) }
        if duplicatesNewestItem, let last = messages.last { snapshot.appendItems([.message(last.0)], toSection: 0) }
        dataSource.apply(snapshot, animatingDifferences: false)
        let queued = CACurrentMediaTime()
        DispatchQueue.main.async { [weak self] in self?.mainQueueRuns.append((queued, CACurrentMediaTime())) }
    }

    public func scheduleDelayed() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.delayedRunAt = CACurrentMediaTime() }
    }

    /// Three suggestion chips in a horizontal flow layout, with their own data source.
    private func addSuggestionStrip() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let strip = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 44), collectionViewLayout: layout)
        strip.delegate = self
        strip.register(ProbeCell.self, forCellWithReuseIdentifier: "chip")
        view.addSubview(strip)
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: strip) { view, indexPath, text in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath) as? ProbeCell
            cell?.label.text = text
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Summarize", "Translate", "Explain"], toSection: 0)
        source.apply(snapshot, animatingDifferences: false)
        self.strip = strip
        stripDataSource = source
    }

    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
    }

    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }

    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if collectionView === strip { stripCallbacks += 1 }
        willDisplay += 1
        displayedIndexPaths.insert(indexPath)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView === strip { stripCallbacks += 1 }
        offsets.append((CACurrentMediaTime(), scrollView.contentOffset.y))
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let natural = targetContentOffset.pointee
        if let movesTargetBy { targetContentOffset.pointee.y += movesTargetBy }
        releases.append((velocity, natural, targetContentOffset.pointee))
    }

    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        scrolledToTop += 1
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        endedDrags.append(decelerate)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        endedDecelerations += 1
    }

    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        didEndDisplaying += 1
    }
}

public final class ProbeCell: UICollectionViewCell {
    public let label = UILabel()
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    public required init?(coder: NSCoder) { fatalError("not used") }
}

