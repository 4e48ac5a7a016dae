import ChatModel
import ChatRigTesting
@testable import ChatRigUIKit
import Foundation
import Simulator
import Testing

/// A day-grouped collection view chat in the style of public UIKit chat screens: a flow
/// layout subclass with a section header per day (10 messages), a header class registered
/// as a supplementary view, its view given by the classic data source or by a diffable data
/// source's `supplementaryViewProvider`.
final class DayGroupedCollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout: a flow layout subclass that, with `decorates`, puts a day card decoration
    /// view (of kind ``DayLayout/cardKind``) behind each section, from its header's top to the
    /// end of its section.
    final class DayLayout: UICollectionViewFlowLayout {
        static let cardKind = "day-card"
        var decorates = false

        func card(_ section: Int) -> UICollectionViewLayoutAttributes? {
            guard decorates, let collectionView, section < collectionView.numberOfSections,
                  let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: collectionView.numberOfItems(inSection: section) - 1, section: section))
            else { return nil }
            let top = first.frame.minY - headerReferenceSize.height
            let card = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.cardKind, with: IndexPath(item: 0, section: section))
            card.frame = CGRect(x: 0, y: top, width: collectionView.frame.width, height: last.frame.maxY - top)
            card.zIndex = -1
            return card
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let elements = super.layoutAttributesForElements(in: rect) ?? []
            guard decorates, let collectionView else { return elements }
            return elements + (0..<collectionView.numberOfSections).compactMap(card).filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            elementKind == Self.cardKind ? card(indexPath.section) : nil
        }
    }
    /// A day card: an inert decoration view.
    final class DayCard: UICollectionReusableView {}
    final class DayHeader: UICollectionReusableView {
        private(set) var reuses = 0
        var title: String?
        /// Fits its title as Auto Layout would: 8 pt above and below, 20 pt a line.
        override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
            CGSize(width: targetSize.width, height: 8 + 20 * CGFloat((title ?? "").split(separator: "\n").count) + 8)
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
            title = nil
        }
    }

    static let perSection = 10
    let diffable: Bool
    let headerHeight: CGFloat
    var collectionView: UICollectionView!
    private var source: UICollectionViewDiffableDataSource<Int, UUID>?
    private(set) var messages: [(id: UUID, text: String)] = []
    private(set) var asked: [Int] = [], displayed: [Int] = [], ended: [Int] = []
    private(set) var headers: [DayHeader] = []

    /// Headers pin to the visible bounds; the layout self-sizes (an estimated item size); day
    /// cards decorate the sections.
    var pinsHeaders = false, selfSizing = false, decorates = false

    init(diffable: Bool, headerHeight: CGFloat = 28) {
        self.diffable = diffable
        self.headerHeight = headerHeight
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = DayLayout()
        layout.itemSize = CGSize(width: 393, height: 60)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: headerHeight)
        layout.sectionHeadersPinToVisibleBounds = pinsHeaders
        if selfSizing { layout.estimatedItemSize = CGSize(width: 393, height: 60) }
        layout.decorates = decorates
        if decorates { layout.register(DayCard.self, forDecorationViewOfKind: DayLayout.cardKind) }
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
        collectionView.register(DayHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "day")
        collectionView.delegate = self
        if diffable {
            let source = UICollectionViewDiffableDataSource<Int, UUID>(collectionView: collectionView) { view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
            }
            source.supplementaryViewProvider = { [unowned self] view, kind, indexPath in header(view, kind, indexPath) }
            self.source = source
        } else {
            collectionView.dataSource = self
        }
        view.addSubview(collectionView)
    }

    func show(_ new: [(id: UUID, text: String)]) {
        messages = new
        if let source {
            var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
            for start in stride(from: 0, to: new.count, by: Self.perSection) {
                snapshot.appendSections([start / Self.perSection])
                snapshot.appendItems(new[start..<min(start + Self.perSection, new.count)].map(\.id), toSection: start / Self.perSection)
            }
            source.apply(snapshot, animatingDifferences: false)
        } else {
            collectionView.reloadData()
        }
        guard let last = new.indices.last else { return }
        collectionView.layoutIfNeeded()
        collectionView.scrollToItem(at: IndexPath(item: last % Self.perSection, section: last / Self.perSection), at: .bottom, animated: false)
    }

    private func header(_ view: UICollectionView, _ kind: String, _ indexPath: IndexPath) -> UICollectionReusableView {
        let header = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "day", for: indexPath)
        asked.append(indexPath.section)
        if let day = header as? DayHeader {
            if !headers.contains(where: { $0 === day }) { headers.append(day) }
            day.title = "Day \(indexPath.section)"
        }
        return header
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { (messages.count + Self.perSection - 1) / Self.perSection }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        min(Self.perSection, messages.count - section * Self.perSection)
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        header(collectionView, kind, indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        displayed.append(indexPath.section)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        ended.append(indexPath.section)
    }
}

extension UIKitRehearsalSuites {
    /// A collection view's section headers from a team's flow layout subclass, asked for,
    /// displayed and reused as they scroll (``SupplementaryViews``): the same geometry and
    /// fling as ``TableSectionViewTests`` (10 items of 60 pt under a 28 pt header per section).
    @Suite struct SupplementaryViewTests {
        final class Adapter: UIKitListAdapter {
            let cellFactories = [UIKitCellFactory(UICollectionViewCell.self) { UICollectionViewCell(frame: $0) },
                                 UIKitCellFactory(view: DayGroupedCollectionViewController.DayHeader.self) { .init(frame: $0) },
                                 UIKitCellFactory(view: DayGroupedCollectionViewController.DayCard.self) { .init(frame: $0) }]
            @MainActor func chatItem(for itemIdentifier: AnyHashable) -> ChatItemID? {
                (itemIdentifier as? UUID).flatMap(MessageID.init).map(ChatItemID.message)
            }
            func chatItem(at indexPath: IndexPath, of controller: DayGroupedCollectionViewController) -> ChatItemID? {
                let index = indexPath.section * DayGroupedCollectionViewController.perSection + indexPath.item
                guard controller.messages.indices.contains(index) else { return nil }
                return MessageID(controller.messages[index].id).map(ChatItemID.message)
            }
            func showConversation(_ controller: DayGroupedCollectionViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
            func messagesDidChange(_ change: MessagesChange, _ controller: DayGroupedCollectionViewController, _ context: ChatListContext) {
                controller.show(context.messages.map { (UUID($0.id), $0.text) })
            }
        }

        static func run(diffable: Bool, headerHeight: CGFloat = 28,
                        configure: (DayGroupedCollectionViewController) -> Void = { _ in }) throws
            -> (RehearsalResult, DayGroupedCollectionViewController) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-uikit-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("sections-fling-and-back.yaml")
            try TableSectionViewTests.flingAndBack.write(to: file, atomically: true, encoding: .utf8)
            let rehearsal = Rehearsal()
            let controller = DayGroupedCollectionViewController(diffable: diffable, headerHeight: headerHeight)
            configure(controller)
            let result = try rehearsal.run(rehearsal.scenario(at: file), viewController: { controller }, adapter: Adapter(), named: "days")
            return (result, controller)
        }

        /// As the table's headers (``TableSectionViewTests``): sections 4, 3, 2, 3, 4 asked of the
        /// classic data source's `viewForSupplementaryElementOfKind`, each displayed, every one
        /// that left ended; 2 views made, 3 reuses (the first twice, the second once); section
        /// 4's header on screen at the end, full width at 2512.
        @Test @MainActor func aFlowLayoutsSectionHeadersAreAskedForAsTheyScrollOnAndReused() throws {
            let (result, screen) = try Self.run(diffable: false)
            try Self.expectHeaders(result, screen)
        }

        /// A diffable data source's `supplementaryViewProvider` is asked the same way.
        @Test @MainActor func aDiffableDataSourcesSupplementaryViewProviderIsAsked() throws {
            let (result, screen) = try Self.run(diffable: true)
            try Self.expectHeaders(result, screen)
        }

        @MainActor static func expectHeaders(_ result: RehearsalResult, _ screen: DayGroupedCollectionViewController) throws {
            #expect(result.finding(.snapshotError) == nil)
            #expect(screen.asked == [4, 3, 2, 3, 4])
            #expect(screen.displayed == [4, 3, 2, 3, 4])
            #expect(screen.ended == [4, 3, 2, 3])
            #expect(screen.headers.map(\.reuses) == [2, 1])
            #expect(screen.collectionView.supplementaryViews.created == 2 && screen.collectionView.supplementaryViews.reused == 3)
            let shown = try #require(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                             at: IndexPath(item: 0, section: 4)) as? DayGroupedCollectionViewController.DayHeader)
            #expect(shown === screen.headers[0] && shown.title == "Day 4")
            #expect(shown.frame == CGRect(x: 0, y: 2512, width: 393, height: 28))
            #expect(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                            at: IndexPath(item: 0, section: 3)) == nil)
        }

        /// A header reference height of 0 (the default): no supplementary attributes, nothing
        /// asked, displayed or made.
        @Test @MainActor func withoutAHeaderReferenceHeightNothingIsAskedFor() throws {
            let (result, screen) = try Self.run(diffable: false, headerHeight: 0)
            #expect(result.finding(.snapshotError) == nil)
            #expect(screen.asked.isEmpty && screen.displayed.isEmpty && screen.ended.isEmpty)
            #expect(screen.collectionView.supplementaryViews.created == 0)
        }
    }
}
