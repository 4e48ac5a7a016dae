import ChatRigUIKit

// A module of its own that imports ChatRigUIKit alone, as a screen's module does:
// `DispatchQueue` and `NotificationCenter` are the rehearsal's here.

/// A small UIKit chat screen for pinning the face's behaviour: one section of messages in
/// label cells, with hooks a test switches on.
public final class ProbeViewController: UIViewController, UICollectionViewDelegate {
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
    /// View properties a display link started at load writes every frame (nil: no link).
    public var displayLinkWrites: Int?
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
    private let dot = UIView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.delegate = self
        collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "probe")
        view.addSubview(collectionView)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "probe", for: indexPath) as? ProbeCell
            if case .message(let id) = item { cell?.label.text = self?.texts[id] }
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
            }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    public func show(_ messages: [(UUID, String)]) {
        for (id, text) in messages where !cachesFirstText || texts[id] == nil { texts[id] = text }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0])
        snapshot.appendItems(messages.map { .message($0.0) }, toSection: 0)
        if reconfiguresAll { snapshot.reconfigureItems(snapshot.itemIdentifiers) }
        if duplicatesNewestItem, let last = messages.last { snapshot.appendItems([.message(last.0)], toSection: 0) }
        dataSource.apply(snapshot, animatingDifferences: false)
        let queued = CACurrentMediaTime()
        DispatchQueue.main.async { [weak self] in self?.mainQueueRuns.append((queued, CACurrentMediaTime())) }
    }

    public func scheduleDelayed() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.delayedRunAt = CACurrentMediaTime() }
    }

    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        willDisplay += 1
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
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

