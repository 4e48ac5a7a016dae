extension UICollectionView {
    /// `UICollectionView.CellRegistration`: the handler configures a cell dequeued with
    /// `dequeueConfiguredReusableCell(using:for:item:)`; the cell is made by the adapter's
    /// factory for `Cell`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let reuseIdentifier: String
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "CellRegistration.\(String(reflecting: Cell.self))"
        }
    }
}
