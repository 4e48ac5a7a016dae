/// How a cell's content reads on screen relative to the cell: the transforms from its content
/// view down to the text it shows, composed.
///
/// The engine judges a row upside down from the list's, the cell's and the content view's
/// transforms. A screen may flip its text back deeper in the cell instead — an inverted
/// table whose cell mirrors the table (`cell.transform = tableView.transform`) and whose
/// content view flips again (`contentView.transform = CGAffineTransform(scaleX: 1, y: -1)`),
/// with each label flipped back once more: on a device the text reads upright, because a view
/// is drawn through every ancestor's transform. So the content view's transform handed to the
/// engine is the product of the transforms from the content view to the first visible label
/// or text view holding text (depth first, in subview order — the text ``ShownText`` reads;
/// else the first visible one), inclusive; without such a view, the content view's own
/// transform. A table row's carrier
/// already holds its row's composed transform (``TableRowCarrier``).
@MainActor
enum ContentOrientation {
    /// The transform the engine takes as `cell`'s content view's. O(views in the cell).
    static func transform(of cell: UICollectionViewCell) -> CGAffineTransform {
        if cell is TableRowCarrier { return cell.contentView.transform }
        return transform(readingDown: cell.contentView)
    }

    /// The product of the transforms from `contentView` to the first text-bearing view under it.
    static func transform(readingDown contentView: UIView) -> CGAffineTransform {
        pathToText(from: contentView).reduce(CGAffineTransform.identity) { product, view in view.transform.concatenating(product) }
    }

    /// The views from `view` down to the first visible label or text view with text — else
    /// the first visible one without (a streaming reply's bubble before its first token) —
    /// or `[view]` when there is none.
    private static func pathToText(from view: UIView) -> [UIView] {
        findText(under: view, requiringText: true) ?? findText(under: view, requiringText: false) ?? [view]
    }

    private static func findText(under view: UIView, requiringText: Bool) -> [UIView]? {
        if view.isHidden { return nil }
        if let label = view as? UILabel, !requiringText || !(label.text ?? "").isEmpty { return [view] }
        if let textView = view as? UITextView, !requiringText || !(textView.text ?? "").isEmpty { return [view] }
        for subview in view.subviews {
            if let path = findText(under: subview, requiringText: requiringText) { return [view] + path }
        }
        return nil
    }
}
