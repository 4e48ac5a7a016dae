import ChatRigUIKit

/// A chat screen with a classic `UICollectionViewDataSource`: an array of messages, counts
/// and cells by index path, and batch updates declared by hand — insert the new messages,
/// reload the one whose text grew; anything else reloads the data.
public final class ClassicChatViewController: UIViewController, UICollectionViewDataSource {
    public private(set) var messages: [(id: UUID, text: String)] = []
    public var collectionView: UICollectionView!
    /// Changes the model for new messages without declaring their insertion (UIKit raises).
    public var forgetsInsertions = false
    /// Declares new messages inserted at the top although the model appends them (the counts
    /// agree, so UIKit raises nothing).
    public var declaresInsertionsAtTop = false
    public private(set) var reloads = 0
    public private(set) var batches = 0
    public private(set) var completions: [Bool] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "message")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    public func show(_ new: [(UUID, String)]) {
        let old = messages
        guard !old.isEmpty, new.count >= old.count, zip(old, new).allSatisfy({ $0.id == $1.0 }) else {
            messages = new.map { (id: $0.0, text: $0.1) }
            reloads += 1
            collectionView.reloadData()
            return
        }
        let grown = old.indices.filter { old[$0].text != new[$0].1 }.map { IndexPath(item: $0, section: 0) }
        let inserted = (old.count..<new.count).map { IndexPath(item: $0, section: 0) }
        guard !grown.isEmpty || !inserted.isEmpty else { return }
        batches += 1
        collectionView.performBatchUpdates({
            self.messages = new.map { (id: $0.0, text: $0.1) }
            if self.declaresInsertionsAtTop {
                self.collectionView.insertItems(at: inserted.indices.map { IndexPath(item: $0, section: 0) })
            } else if !self.forgetsInsertions {
                self.collectionView.insertItems(at: inserted)
            }
            self.collectionView.reloadItems(at: grown)
        }, completion: { [weak self] finished in self?.completions.append(finished) })
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
        (cell as? ProbeCell)?.label.text = messages[indexPath.item].text
        return cell
    }
}
